import { useT } from '#app/hooks/use-t.ts';
import { HomepageLink } from './homepage-link.tsx';

/** The site's not-found page, with the routing fallback's wording under the heading. */
export function NotFoundContent() {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <p className="text-6xl font-extrabold text-accent-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-gray-900">{t.notFound.title}</h1>
      <p className="mt-3 text-gray-700">{t.notFound.text}</p>
      <p className="mt-1 text-gray-700">{t.notFound.backHome}</p>
      <HomepageLink />
    </div>
  );
}
