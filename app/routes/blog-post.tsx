import { data } from 'react-router';
import { BlogPostCard } from '#app/components/content/blog-post-card.tsx';
import { formatPostDate } from '#app/components/content/post-date.ts';
import { PrefetchLink } from '#app/components/prefetch-link.tsx';
import { getAppContext } from '#app/context.ts';
import { blogPostingJsonLd } from '#app/lib/content-seo.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { getPublishedPost } from '#core/content/blog.ts';
import type { Route } from './+types/blog-post.ts';

/** /blog/{slug}: a published post (a draft is not found), with the latest other posts. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const post = await getPublishedPost(app.db, params.slug);
  if (!post) throw data(null, { status: 404 });
  return {
    ...post,
    seo: {
      canonical: `${app.config.publicUrl}/blog/${post.slug}`,
      jsonLd: blogPostingJsonLd(post, app.config.publicUrl),
    },
  };
}

export function meta({ loaderData: post }: Route.MetaArgs) {
  if (!post) return pageMeta('Page not found');
  return [
    ...pageMeta(post.title, post.excerpt),
    { property: 'og:title', content: post.title },
    { property: 'og:type', content: 'article' },
    { tagName: 'link', rel: 'canonical', href: post.seo.canonical },
    { 'script:ld+json': post.seo.jsonLd },
  ];
}

export default function BlogPostPage({ loaderData: post }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-[1100px] px-4 py-8 md:py-10">
      <nav aria-label="Breadcrumb" className="mb-4 text-sm">
        <PrefetchLink to="/blog" className="rounded text-accent-800 underline-offset-4 hover:underline">
          Blog
        </PrefetchLink>
      </nav>
      <article className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-bold text-gray-900 md:text-4xl">{post.title}</h1>
        <p className="mt-3 text-gray-700">
          By {post.author_name}
          {post.published_at && (
            <>
              {' · '}
              <time dateTime={post.published_at}>{formatPostDate(post.published_at)}</time>
            </>
          )}
        </p>
        {post.image_url && (
          <img
            src={post.image_url}
            alt={post.image_alt}
            width={1200}
            height={675}
            className="mt-6 aspect-video w-full rounded-xl bg-accent-50 object-cover"
          />
        )}
        <p className="mt-6 text-lg font-medium text-gray-900">{post.excerpt}</p>
        {/* Stored HTML is sanitised on the server when saved. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side */}
        <div className="prose-content mt-6" dangerouslySetInnerHTML={{ __html: post.content }} />
      </article>
      {post.related.length > 0 && (
        <section aria-labelledby="related-posts" className="mt-12 border-t border-gray-200 pt-8">
          <h2 id="related-posts" className="text-2xl font-bold text-gray-900">
            More from the blog
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {post.related.map((other) => (
              <li key={other.id}>
                <BlogPostCard post={other} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
