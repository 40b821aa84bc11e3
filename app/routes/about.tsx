import { StaticPage } from '#app/components/content/static-page.tsx';
import { PrefetchLink } from '#app/components/prefetch-link.tsx';
import { pageMeta } from '#app/lib/meta.ts';
import type { Route } from './+types/about.ts';

export function meta(_: Route.MetaArgs) {
  return pageMeta(
    'About Dazu',
    'Dazu is an open-source UK property portal: homes and commercial property to buy, rent and swap.',
  );
}

export default function About() {
  return (
    <StaticPage
      title="About Dazu"
      intro="A property portal for everyone in the UK who is looking for a place, or letting one go."
    >
      <p>
        Dazu lists homes and commercial property for sale, to rent, to swap and at auction, and wanted ads from people
        looking for somewhere. Private owners, estate and letting agents, developers, and hotels and B&amp;Bs advertise
        side by side.
      </p>
      <h2>What we stand for</h2>
      <ul>
        <li>
          <strong>Fast and light.</strong> Pages are rendered on the server and work on slow connections and older
          phones.
        </li>
        <li>
          <strong>Your data stays yours.</strong> No advertising trackers; advertisers’ e-mail addresses are never
          shown, and phone numbers only when you ask for one.
        </li>
        <li>
          <strong>Fair to advertisers.</strong> A private person’s basic ad is free. Agencies can import their whole
          stock from the feeds they already use.
        </li>
        <li>
          <strong>Open.</strong> Dazu is open-source software under the MIT licence: anyone can read how it works and
          run their own portal.
        </li>
      </ul>
      <h2>Find out more</h2>
      <ul>
        <li>
          <PrefetchLink to="/why-choose-premium">Premium packages for your ad</PrefetchLink>
        </li>
        <li>
          <PrefetchLink to="/why-choose-agency">Dazu for estate agents</PrefetchLink>
        </li>
        <li>
          <PrefetchLink to="/blog">Our guides to buying and renting</PrefetchLink>
        </li>
        <li>
          <PrefetchLink to="/contact">Contact us</PrefetchLink>
        </li>
      </ul>
    </StaticPage>
  );
}
