import { data } from 'react-router';
import { primaryButton } from '#app/components/forms/form-styles.ts';
import { PrefetchLink } from '#app/components/prefetch-link.tsx';
import { getAppContext } from '#app/context.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { pageUrl } from '#app/lib/page-url.ts';
import { WHY_CHOOSE_PRODUCTS, type WhyChooseProduct } from '#contract/content.ts';
import { formatCharge } from '#contract/format.ts';
import { PACKAGE_BENEFITS, PACKAGES, type Price } from '#contract/prices.ts';
import { getPriceList } from '#core/billing/price-list.ts';
import type { Route } from './+types/why-choose.ts';

const PRODUCTS: Record<WhyChooseProduct, { title: string; description: string }> = {
  premium: {
    title: 'Why choose Premium',
    description: 'Paid packages that put your ad in front of more buyers and tenants.',
  },
  agency: {
    title: 'Dazu for estate agents',
    description: 'Agents, bulk import of your listings and a public profile for your agency.',
  },
};

const isProduct = (value: string): value is WhyChooseProduct =>
  (WHY_CHOOSE_PRODUCTS as readonly string[]).includes(value);

/** /why-choose-{product}: premium (the packages at the operator's current prices) or agency; anything else is not found. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const product = pageUrl(request).pathname.replace(/^\/why-choose-/, '');
  if (!isProduct(product)) throw data(null, { status: 404 });
  if (product === 'agency') return { product: 'agency' as const, packages: [] };
  const app = getAppContext(context);
  const vat = app.config.vatRatePercent;
  // Prices of a sale ad; the page says so, and the pay page shows each ad's own.
  const [privatePrices, businessPrices] = await Promise.all([
    getPriceList(app.db, { listingType: 'sell', audience: 'private' }, vat),
    getPriceList(app.db, { listingType: 'sell', audience: 'business' }, vat),
  ]);
  const byCode = (prices: Price[], code: string) => prices.find((price) => price.code === code);
  const packages = PACKAGES.map((tier) => ({
    tier,
    name: byCode(privatePrices, `package.${tier}`)?.name ?? tier,
    description: byCode(privatePrices, `package.${tier}`)?.description ?? '',
    privateGross: byCode(privatePrices, `package.${tier}`)?.gross ?? 0,
    businessNet: byCode(businessPrices, `package.${tier}`)?.net ?? 0,
    benefits: PACKAGE_BENEFITS[tier],
  }));
  return { product: 'premium' as const, packages };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageMeta('Page not found');
  const product = PRODUCTS[loaderData.product];
  return pageMeta(product.title, product.description);
}

export default function WhyChoose({ loaderData }: Route.ComponentProps) {
  return loaderData.product === 'premium' ? <Premium packages={loaderData.packages} /> : <Agency />;
}

type PackageRow = Route.ComponentProps['loaderData']['packages'][number];

function Premium({ packages }: { packages: PackageRow[] }) {
  return (
    <article className="mx-auto max-w-[1100px] px-4 py-8 md:py-10">
      <h1 className="text-3xl font-bold text-gray-900 md:text-4xl">Why choose Premium</h1>
      <p className="mt-3 max-w-3xl text-lg text-gray-800">
        Every ad on Dazu is listed for its full period, and a private person’s basic ad is free. A package makes it work
        harder: featured at the top of the results, refreshed and raised so it keeps appearing among the newest.
      </p>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {packages.map((item) => (
          <li
            key={item.tier}
            className={`flex flex-col rounded-xl border bg-white p-6 shadow-sm ${item.tier === 'premium' ? 'border-2 border-accent-700' : 'border-gray-200'}`}
          >
            <h2 className="text-xl font-bold text-gray-900">{item.name}</h2>
            <p className="mt-2 text-3xl font-bold text-accent-800">{formatCharge(item.privateGross)}</p>
            <p className="text-sm text-gray-700">per ad, VAT included, for private advertisers</p>
            <p className="mt-1 text-sm text-gray-700">
              Businesses: {formatCharge(item.businessNet)}
              {item.businessNet > 0 && ' plus VAT'}
            </p>
            <p className="mt-4 text-gray-800">{item.description}</p>
            <ul className="mt-4 flex list-disc flex-col gap-1 pl-5 text-gray-800">
              <li>Listed for the full period</li>
              {item.benefits.featuredDays > 0 && <li>Featured for {item.benefits.featuredDays} days</li>}
              {item.benefits.refreshes > 0 && <li>{item.benefits.refreshes} extra refreshes</li>}
              {item.benefits.raises > 0 && <li>{item.benefits.raises} raises to the top of the results</li>}
            </ul>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm text-gray-700">
        Prices of an ad for sale today. You choose a package when you publish, and see the exact price, with any extras,
        before you pay.
      </p>
      <h2 className="mt-10 text-2xl font-bold text-gray-900">Why it works</h2>
      <ul className="mt-4 flex list-disc flex-col gap-2 pl-5 text-gray-800">
        <li>Featured ads head the search results for their type and area, marked so buyers notice them.</li>
        <li>Most people sort by newest: a raise brings your ad back to the top without posting it again.</li>
        <li>Every paid ad comes with an invoice, and the statistics of My Ads show how many people saw it.</li>
      </ul>
      <p className="mt-8">
        <PrefetchLink to="/post-ad" className={primaryButton}>
          Post an ad
        </PrefetchLink>
      </p>
    </article>
  );
}

function Agency() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 md:py-10">
      <h1 className="text-3xl font-bold text-gray-900 md:text-4xl">Dazu for estate agents</h1>
      <p className="mt-3 text-lg text-gray-800">
        Everything an agency needs to market its stock, at a fraction of the big portals’ fees.
      </p>
      <div className="prose-content mt-6">
        <h2>Your whole team</h2>
        <p>
          Invite your negotiators as agents by e-mail. They post and manage ads under the agency’s name, and you see
          every ad in one place.
        </p>
        <h2>Bulk import</h2>
        <p>
          Upload the feed you already produce: a Rightmove BLM file, a Kyero XML feed or a CSV, with photos in a zip.
          You see a preview with any problems before anything goes live, and importing the same feed again updates your
          ads instead of copying them.
        </p>
        <h2>A profile buyers can find</h2>
        <p>
          Your agency appears in the <PrefetchLink to="/agencies">directory of advertisers</PrefetchLink>, with your
          logo, introduction, services, languages and every live ad. Visitors can follow you to hear about new listings.
        </p>
        <h2>Packages for businesses</h2>
        <p>
          Businesses see prices without VAT and receive VAT invoices. See{' '}
          <PrefetchLink to="/why-choose-premium">the packages</PrefetchLink>.
        </p>
      </div>
      <p className="mt-8">
        <PrefetchLink to="/auth" className={primaryButton}>
          Create an agency account
        </PrefetchLink>
      </p>
    </article>
  );
}
