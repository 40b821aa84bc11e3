import type { NavCategory } from '../nav/nav-categories.ts';
import { PrefetchLink } from '../prefetch-link.tsx';

/** Browse by category: every root category's results. */
export function CategoryLinks({ categories }: { categories: NavCategory[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm2:grid-cols-3 md2:grid-cols-4 xl:grid-cols-6">
      {categories.map((category) => (
        <li key={category.slug}>
          <PrefetchLink
            to={`/search?category=${encodeURIComponent(category.slug)}`}
            className="flex h-full items-center justify-center rounded-xl border border-gray-200 px-3 py-4 text-center font-semibold text-gray-900 hover:border-accent-700 hover:bg-accent-50 hover:text-accent-800"
          >
            {category.name}
          </PrefetchLink>
        </li>
      ))}
    </ul>
  );
}
