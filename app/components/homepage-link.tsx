import { useT } from '#app/hooks/use-t.ts';
import { PrefetchLink } from './prefetch-link.tsx';

/** The way home from an error or not-found page. */
export function HomepageLink() {
  const t = useT();
  return (
    <PrefetchLink
      to="/"
      className="mt-8 inline-flex rounded-full bg-accent-700 px-6 py-3 font-semibold text-white hover:bg-accent-800"
    >
      {t.notFound.homepage}
    </PrefetchLink>
  );
}
