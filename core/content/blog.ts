// Blog posts: the public reads published posts only (a draft is 404, as if it did not
// exist); the operator lists, writes, publishes and deletes them. Content HTML is
// cleaned here, whoever calls, so nothing unsafe is ever stored.
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import {
  BLOG_PER_PAGE,
  type BlogPost,
  type BlogPostInput,
  type BlogPostSummary,
  TEAM_AUTHOR,
} from '#contract/content.ts';
import { type Page, pageMeta } from '#contract/pagination.ts';
import { HttpError, notFound } from '#core/errors.ts';
import type { Database } from '#db/client.ts';
import { users } from '#db/schema/accounts.ts';
import { blogPosts } from '#db/schema/content.ts';
import { sanitiseContentHtml } from './rich-text.ts';

const RELATED_POSTS = 3;

const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  imageUrl: blogPosts.imageUrl,
  imageAlt: blogPosts.imageAlt,
  status: blogPosts.status,
  publishedAt: blogPosts.publishedAt,
  updatedAt: blogPosts.updatedAt,
  authorName: users.name,
};
type SummaryRow = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  imageUrl: string | null;
  imageAlt: string;
  status: 'draft' | 'published';
  publishedAt: Date | null;
  updatedAt: Date;
  authorName: string | null;
};

function toSummary(row: SummaryRow): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    image_url: row.imageUrl,
    image_alt: row.imageAlt,
    author_name: row.authorName ?? TEAM_AUTHOR,
    status: row.status,
    published_at: row.publishedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

const published = eq(blogPosts.status, 'published');
const newestFirst = [desc(blogPosts.publishedAt), desc(blogPosts.id)];

/** One page of published posts, newest first. */
export async function listPublishedPosts(db: Database, page: number): Promise<Page<BlogPostSummary>> {
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(blogPosts)
      .leftJoin(users, eq(users.id, blogPosts.authorUserId))
      .where(published)
      .orderBy(...newestFirst)
      .limit(BLOG_PER_PAGE)
      .offset((page - 1) * BLOG_PER_PAGE),
    db.select({ value: count() }).from(blogPosts).where(published),
  ]);
  return { data: rows.map(toSummary), meta: pageMeta(total?.value ?? 0, page, BLOG_PER_PAGE) };
}

/** A published post with the latest other posts; null for a draft or an unknown slug. */
export async function getPublishedPost(db: Database, slug: string): Promise<BlogPost | null> {
  const [row] = await db
    .select({ ...summaryColumns, content: blogPosts.content })
    .from(blogPosts)
    .leftJoin(users, eq(users.id, blogPosts.authorUserId))
    .where(and(published, eq(blogPosts.slug, slug)));
  if (!row) return null;
  const related = await db
    .select(summaryColumns)
    .from(blogPosts)
    .leftJoin(users, eq(users.id, blogPosts.authorUserId))
    .where(and(published, ne(blogPosts.id, row.id)))
    .orderBy(...newestFirst)
    .limit(RELATED_POSTS);
  return { ...toSummary(row), content: row.content, related: related.map(toSummary) };
}

/** Every post, drafts included, for the operator. */
export async function listAllPosts(db: Database): Promise<BlogPostSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(blogPosts)
    .leftJoin(users, eq(users.id, blogPosts.authorUserId))
    .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id));
  return rows.map(toSummary);
}

/** One post by id whatever its status, for the operator's editor. */
export async function getPostForEditing(db: Database, id: number): Promise<BlogPost> {
  const [row] = await db
    .select({ ...summaryColumns, content: blogPosts.content })
    .from(blogPosts)
    .leftJoin(users, eq(users.id, blogPosts.authorUserId))
    .where(eq(blogPosts.id, id));
  if (!row) throw notFound('No such blog post');
  return { ...toSummary(row), content: row.content, related: [] };
}

const slugTaken = () =>
  new HttpError(422, 'Another post already uses this address', {
    errors: { slug: ['Another post already uses this address'] },
  });

function storedFields(input: BlogPostInput) {
  return {
    slug: input.slug,
    title: input.title,
    excerpt: input.excerpt,
    content: sanitiseContentHtml(input.content),
    imageUrl: input.image_url ?? null,
    imageAlt: input.image_alt ?? '',
    status: input.status,
  };
}

export async function createPost(db: Database, authorUserId: string, input: BlogPostInput): Promise<BlogPost> {
  const [row] = await db
    .insert(blogPosts)
    .values({
      ...storedFields(input),
      authorUserId,
      publishedAt: input.status === 'published' ? new Date() : null,
    })
    .onConflictDoNothing({ target: blogPosts.slug })
    .returning({ id: blogPosts.id });
  if (!row) throw slugTaken();
  return getPostForEditing(db, row.id);
}

/** Publishing stamps the date once: unpublishing and publishing again keeps the first date. */
export async function updatePost(db: Database, id: number, input: BlogPostInput): Promise<BlogPost> {
  const [clash] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, input.slug), ne(blogPosts.id, id)));
  if (clash) throw slugTaken();
  const [row] = await db
    .update(blogPosts)
    .set({
      ...storedFields(input),
      publishedAt:
        input.status === 'published' ? sql`coalesce(${blogPosts.publishedAt}, now())` : blogPosts.publishedAt,
      updatedAt: new Date(),
    })
    .where(eq(blogPosts.id, id))
    .returning({ id: blogPosts.id });
  if (!row) throw notFound('No such blog post');
  return getPostForEditing(db, row.id);
}

export async function deletePost(db: Database, id: number): Promise<void> {
  const deleted = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
  if (deleted.length === 0) throw notFound('No such blog post');
}
