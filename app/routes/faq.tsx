import { PrefetchLink } from '#app/components/prefetch-link.tsx';
import { getAppContext } from '#app/context.ts';
import { faqPageJsonLd } from '#app/lib/content-seo.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { listFaqItems } from '#core/content/faq.ts';
import type { Route } from './+types/faq.ts';

/** /faq: the operator's questions, each a native disclosure (<details>), so keyboard and screen readers work without script. */
export async function loader({ context }: Route.LoaderArgs) {
  const items = await listFaqItems(getAppContext(context).db);
  return { items, jsonLd: faqPageJsonLd(items) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    ...pageMeta(
      'Frequently asked questions',
      'Answers to common questions about buying, renting and advertising on Dazu.',
    ),
    ...(loaderData ? [{ 'script:ld+json': loaderData.jsonLd }] : []),
  ];
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 md:py-10">
      <h1 className="text-3xl font-bold text-gray-900">Frequently asked questions</h1>
      <p className="mt-2 text-lg text-gray-800">Select a question to show its answer.</p>
      <div className="mt-8 flex flex-col gap-3">
        {loaderData.items.map((item) => (
          <details key={item.id} className="group rounded-xl border border-gray-200 bg-white">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 text-lg font-semibold text-gray-900 hover:bg-accent-50 [&::-webkit-details-marker]:hidden">
              <span>{item.question}</span>
              <span aria-hidden="true" className="text-2xl leading-none text-accent-700 group-open:rotate-45">
                +
              </span>
            </summary>
            {/* Stored HTML is sanitised on the server when saved. */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side */}
            <div className="prose-content px-5 pb-5" dangerouslySetInnerHTML={{ __html: item.answer }} />
          </details>
        ))}
      </div>
      <p className="mt-8 text-gray-800">
        Not answered here?{' '}
        <PrefetchLink to="/contact" className="rounded font-semibold text-accent-800 underline underline-offset-4">
          Contact us
        </PrefetchLink>
        .
      </p>
    </div>
  );
}
