import { data, useLocation } from 'react-router';
import { BlogPostCard } from '#app/components/content/blog-post-card.tsx';
import { PaginationNav } from '#app/components/search/pagination-nav.tsx';
import { getAppContext } from '#app/context.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { pageUrl } from '#app/lib/page-url.ts';
import { blogPageQuerySchema } from '#contract/content.ts';
import { listPublishedPosts } from '#core/content/blog.ts';
import type { Route } from './+types/blog.ts';

/** /blog?page=: published posts, newest first, read with the same query as GET /api/blog. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = blogPageQuerySchema.safeParse({ page: pageUrl(request).searchParams.get('page') ?? undefined });
  if (!query.success) throw data(null, { status: 404 });
  const posts = await listPublishedPosts(getAppContext(context).db, query.data.page);
  // A page past the last one does not exist (the first page always does, even empty).
  if (query.data.page > 1 && posts.data.length === 0) throw data(null, { status: 404 });
  return posts;
}

export function meta({ loaderData }: Route.MetaArgs) {
  const page = loaderData?.meta.page ?? 1;
  return pageMeta(
    page > 1 ? `Blog, page ${page}` : 'Blog',
    'Guides to buying, renting and selling property in the UK: stamp duty, EPCs, tenancies and more.',
  );
}

export default function Blog({ loaderData: posts }: Route.ComponentProps) {
  const { pathname, search } = useLocation();
  const { page, last_page: lastPage } = posts.meta;
  return (
    <div className="mx-auto max-w-[1100px] px-4 py-8 md:py-10">
      <h1 className="text-3xl font-bold text-gray-900">Blog</h1>
      <p className="mt-2 text-lg text-gray-800">
        Guides to buying, renting and selling property in the UK.
        {lastPage > 1 && ` Page ${page} of ${lastPage}.`}
      </p>
      {posts.data.length === 0 ? (
        <p className="mt-8 text-gray-800">No posts yet.</p>
      ) : (
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {posts.data.map((post) => (
            <li key={post.id}>
              <BlogPostCard post={post} />
            </li>
          ))}
        </ul>
      )}
      <PaginationNav pathname={pathname} search={search} page={page} lastPage={lastPage} />
    </div>
  );
}
