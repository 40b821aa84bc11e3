import type { ReactNode } from 'react';

/** The frame of the site's own text pages (/about, /privacy-policy, ...): a title and readable prose. */
export function StaticPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 md:py-10">
      <h1 className="text-3xl font-bold text-gray-900 md:text-4xl">{title}</h1>
      {intro && <p className="mt-3 text-lg text-gray-800">{intro}</p>}
      <div className="prose-content mt-6">{children}</div>
    </article>
  );
}
