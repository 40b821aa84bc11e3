import { StaticPage } from '#app/components/content/static-page.tsx';
import { PrefetchLink } from '#app/components/prefetch-link.tsx';
import { pageMeta } from '#app/lib/meta.ts';
import type { Route } from './+types/privacy-policy.ts';

export function meta(_: Route.MetaArgs) {
  return pageMeta('Privacy policy', 'What personal data Dazu keeps, why, for how long, and your rights under UK GDPR.');
}

export default function PrivacyPolicy() {
  return (
    <StaticPage
      title="Privacy policy"
      intro="How we use your personal data, in line with the UK GDPR and the Data Protection Act 2018."
    >
      <h2>Who we are</h2>
      <p>
        The operator of this Dazu installation is the data controller. You can reach us through the{' '}
        <PrefetchLink to="/contact">contact form</PrefetchLink>.
      </p>
      <h2>What we keep and why</h2>
      <ul>
        <li>
          <strong>Your account</strong>: name, e-mail address, password (stored only as a one-way hash), and the profile
          details you choose to add. We need them to provide the service you signed up for (contract).
        </li>
        <li>
          <strong>Your ads</strong>: what you publish is public, with your name or company name. Your e-mail address is
          never shown; your phone number is given to a visitor only when they ask for it.
        </li>
        <li>
          <strong>Messages and the contact form</strong>: kept so we can deliver and answer them.
        </li>
        <li>
          <strong>Payments and invoices</strong>: kept for six years, as UK tax law requires (legal obligation). Card
          details are handled by the payment provider, never by us.
        </li>
        <li>
          <strong>Saved searches and alerts</strong>: until you delete them; every alert e-mail has a link to stop it.
        </li>
        <li>
          <strong>Security records</strong>: sessions and counts of attempts, to protect accounts (legitimate
          interests). Ad statistics count visits through a daily hash that cannot be linked across days and is deleted
          after two days.
        </li>
      </ul>
      <h2>Cookies</h2>
      <p>
        We use only the cookies the site needs to work, and no advertising or tracking cookies: see the{' '}
        <PrefetchLink to="/pages/18">cookies policy</PrefetchLink>.
      </p>
      <h2>Who we share data with</h2>
      <p>
        Our hosting and e-mail providers, and the payment provider when you pay, each under a contract that protects
        your data. We do not sell personal data.
      </p>
      <h2>Your rights</h2>
      <p>
        You can ask for a copy of your data, and have it corrected or erased; you can object to its use or ask us to
        restrict it. You can delete your account yourself under Settings. If you are unhappy with how we use your data,
        you can complain to the <a href="https://ico.org.uk/make-a-complaint/">Information Commissioner’s Office</a>.
      </p>
      <p>Last updated: November 2026.</p>
    </StaticPage>
  );
}
