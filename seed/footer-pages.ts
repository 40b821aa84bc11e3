// Footer pages every installation starts with. Id 17 is the terms page that the
// registration dialog links to (/strony/17). Rows are only inserted when missing,
// so an operator's edits survive restarts.
import type { Database } from '#db/client.ts';
import { footerPages } from '#db/schema/content.ts';

const PAGES = [
  {
    id: 17,
    slug: 'terms',
    name: 'Terms and conditions',
    title: 'Terms and conditions of use',
    content: `<p>These terms apply to everyone who uses Dazu, whether you are looking for a home or advertising one. By using the site you accept them.</p>
<h2>Who we are</h2>
<p>Dazu is an open-source property portal. The operator of this installation is named on the Contact page.</p>
<h2>Advertising on Dazu</h2>
<ul><li>You may only advertise property that you own, or that you are instructed to market by its owner.</li><li>Descriptions, photos, floor plans and prices must be accurate and must not mislead, in line with the Consumer Protection from Unfair Trading Regulations 2008 and the Digital Markets, Competition and Consumers Act 2024.</li><li>Material information (price, tenure, council tax band or business rates) must be given where it applies.</li><li>Advertisements must not discriminate against anyone on grounds protected by the Equality Act 2010.</li></ul>
<h2>Your account</h2>
<p>Keep your password secret. You are responsible for what is posted from your account, including by agents you invite.</p>
<h2>Payments</h2>
<p>Prices for paid listings and extras are shown before you pay and include VAT where it applies. You can ask for a refund of a paid extra that we fail to provide.</p>
<h2>What we may remove</h2>
<p>We may remove advertisements or suspend accounts that break these terms or the law, and will tell you why.</p>
<h2>Liability</h2>
<p>We do not own or inspect the properties advertised. Nothing in these terms limits liability that cannot be limited by law.</p>
<p>These terms are governed by the law of England and Wales.</p>`,
  },
  {
    id: 18,
    slug: 'cookies',
    name: 'Cookies',
    title: 'Cookies policy',
    content: `<p>Dazu uses only the cookies it needs to work. We do not use advertising or tracking cookies.</p>
<ul><li><strong>Session cookie</strong>: keeps you signed in; deleted when you sign out.</li><li><strong>XSRF-TOKEN</strong>: protects your account against cross-site request forgery.</li><li><strong>isLogged</strong>: tells the site you are signed in (value 1).</li><li><strong>user-location</strong>: remembers the place you searched near, for one day, only if you ask the site to use your location.</li></ul>
<p>Your browser settings let you delete cookies at any time.</p>`,
  },
  {
    id: 19,
    slug: 'advertising-rules',
    name: 'Advertising rules',
    title: 'Rules for advertisers',
    content: `<p>To keep Dazu useful and fair, every advertisement must follow these rules.</p>
<ul><li>One advertisement per property and listing type.</li><li>Photos must show the property advertised; no logos or contact details in photos.</li><li>Prices in pounds sterling; rents per calendar month unless stated.</li><li>Wanted (seeking) advertisements must describe a genuine search.</li><li>Agents must show their agency and redress scheme membership on their profile.</li></ul>`,
  },
];

export async function seedFooterPages(db: Database): Promise<void> {
  await db
    .insert(footerPages)
    .values(PAGES.map((page, position) => ({ ...page, position })))
    .onConflictDoNothing();
}
