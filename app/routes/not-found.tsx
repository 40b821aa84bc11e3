import { data } from 'react-router';
import { NotFoundContent } from '#app/components/not-found-content.tsx';
import { metaDictionary } from '#app/lib/i18n/meta-language.ts';
import { pageMeta } from '#app/lib/meta.ts';
import type { Route } from './+types/not-found.ts';

/** /404 and every path no route matches: the not-found page with status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(metaDictionary(matches).notFound.title);
}

export default function NotFound() {
  return <NotFoundContent />;
}
