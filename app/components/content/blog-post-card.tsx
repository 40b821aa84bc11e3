import type { BlogPostSummary } from '#contract/content.ts';
import { PrefetchLink } from '../prefetch-link.tsx';
import { formatPostDate } from './post-date.ts';

/** A post in a list: picture, title (the link), date and excerpt. */
export function BlogPostCard({ post, headingLevel = 2 }: { post: BlogPostSummary; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm">
      {post.image_url && (
        <img
          src={post.image_url}
          alt={post.image_alt}
          width={1200}
          height={675}
          loading="lazy"
          className="aspect-video w-full bg-accent-50 object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <Heading className="text-lg font-bold text-gray-900">
          <PrefetchLink to={`/blog/${post.slug}`} className="rounded hover:text-accent-800 hover:underline">
            {post.title}
          </PrefetchLink>
        </Heading>
        {post.published_at && (
          <p className="text-sm text-gray-700">
            <time dateTime={post.published_at}>{formatPostDate(post.published_at)}</time>
          </p>
        )}
        <p className="text-gray-800">{post.excerpt}</p>
      </div>
    </article>
  );
}
