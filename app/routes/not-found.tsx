import { data } from 'react-router';
import { NotFoundContent } from '#app/components/not-found-content.tsx';
import { pageMeta } from '#app/lib/meta.ts';

/** /404 and every path no route matches: the not-found page with status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return pageMeta('Page not found');
}

export default function NotFound() {
  return <NotFoundContent />;
}
