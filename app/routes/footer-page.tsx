import { data } from 'react-router';
import { getAppContext } from '#app/context.ts';
import { canonicalFooterPagePath } from '#app/lib/i18n/paths.ts';
import { canonicalUrl } from '#app/lib/landing-seo.ts';
import { pageMeta, summary } from '#app/lib/meta.ts';
import { getFooterPage } from '#core/content/footer-pages.ts';
import type { Route } from './+types/footer-page.ts';

/** /strony/{id} and /pages/{id}: the footer's content pages (17 is the terms page). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config } = getAppContext(context);
  const page = await getFooterPage(db, params.id);
  if (!page) throw data(null, { status: 404 });
  return { ...page, canonical: canonicalUrl(config.publicUrl, canonicalFooterPagePath(page.id)) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return pageMeta('Page not found');
  return [
    ...pageMeta(loaderData.title, summary(loaderData.content)),
    { tagName: 'link', rel: 'canonical', href: loaderData.canonical },
  ];
}

export default function FooterPage({ loaderData: page }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-gray-900">{page.title}</h1>
      {/* Stored HTML is sanitised on the server when saved. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side */}
      <div className="prose-content mt-6" dangerouslySetInnerHTML={{ __html: page.content }} />
    </article>
  );
}
