import { StaticPage } from '#app/components/content/static-page.tsx';
import { PrefetchLink } from '#app/components/prefetch-link.tsx';
import { pageMeta } from '#app/lib/meta.ts';
import type { Route } from './+types/accessibility-statement.ts';

export function meta(_: Route.MetaArgs) {
  return pageMeta(
    'Accessibility statement',
    'How accessible Dazu is, what we test, the known limitations and how to tell us about a problem.',
  );
}

// Every claim here must stay true of the site: the browser tests (tests/e2e) run axe on
// these pages and check keyboard use; change this page when that changes.
export default function AccessibilityStatement() {
  return (
    <StaticPage
      title="Accessibility statement"
      intro="We want everyone to be able to find a home on Dazu, whatever device, browser or assistive technology they use."
    >
      <HowAccessible />
      <KnownLimitations />
      <TestingAndFeedback />
    </StaticPage>
  );
}

/** The level the site aims at, how far it gets there, and what a visitor can count on. */
function HowAccessible() {
  return (
    <>
      <h2>How accessible the site is</h2>
      <p>
        We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. The site is{' '}
        <strong>partially conformant</strong>: most of it meets the standard, with the exceptions listed below. You
        should be able to:
      </p>
      <ul>
        <li>use every page, menu, dialog and form with a keyboard alone, with a visible focus outline;</li>
        <li>
          use the site with a screen reader: form fields have labels, errors are tied to their fields and announced;
        </li>
        <li>use the site on a phone-sized screen (we test at 375 pixels wide) without scrolling sideways;</li>
        <li>read text and controls with a contrast of at least 4.5:1 (3:1 for large text and for outlines);</li>
        <li>open the questions of the FAQ, which are standard disclosure controls, with Enter or Space.</li>
      </ul>
    </>
  );
}

/** The parts that fall short, each with its accessible way round where there is one. */
function KnownLimitations() {
  return (
    <>
      <h2>Known limitations</h2>
      <ul>
        <li>
          <strong>Photos of ads</strong> are described by the ad’s title and position (“photo 3”), not by what they
          show, unless the advertiser describes them.
        </li>
        <li>
          <strong>The results map</strong> is a visual aid. Every offer on it is also in the list of results, which is
          the accessible way to browse them.
        </li>
        <li>
          <strong>Invoices and credit notes</strong> are PDF files without tags, so some screen readers may read them in
          the wrong order. Your payment history page lists the same figures as an accessible table.
        </li>
        <li>
          <strong>Videos</strong> are played by YouTube or Vimeo when you ask for them; their players’ accessibility is
          outside our control, and advertisers’ videos may not have captions.
        </li>
        <li>
          <strong>Descriptions written by advertisers</strong> may use headings or links in ways we cannot check.
        </li>
      </ul>
    </>
  );
}

/** How the claims above are checked, and where to report a problem or escalate it. */
function TestingAndFeedback() {
  return (
    <>
      <h2>How we test</h2>
      <p>
        Automated checks with axe run against the main pages (home, search results, offer pages, the account pages, the
        blog, the FAQ, the contact form and this page) on every change, and fail the build on any serious or critical
        problem. We also test journeys with a keyboard alone. The site was last reviewed in November 2026.
      </p>
      <h2>Tell us about a problem</h2>
      <p>
        If something on Dazu does not work for you, or you need information in another format, please use the{' '}
        <PrefetchLink to="/contact">contact form</PrefetchLink> and choose “Help with the site”. We aim to reply within
        two working days.
      </p>
      <h2>Enforcement</h2>
      <p>
        If you are not happy with our reply, you can contact the{' '}
        <a href="https://www.equalityadvisoryservice.com/">Equality Advisory and Support Service (EASS)</a>.
      </p>
    </>
  );
}
