// Content the operator writes (blog posts, FAQ, footer pages): the public shapes and
// the operator's forms. HTML fields are cleaned on the server before they are stored.
import { z } from 'zod';
import { listOf } from './pagination.ts';

export const BLOG_PER_PAGE = 4;
/**
 * The /why-choose-{product} pages. React Router matches whole path segments only, so
 * app/routes.ts registers one route per product; any other name is not found.
 */
export const WHY_CHOOSE_PRODUCTS = ['premium', 'agency'] as const;
export type WhyChooseProduct = (typeof WHY_CHOOSE_PRODUCTS)[number];
/** Who wrote a post, as readers see it, when no account did (the posts every installation starts with). */
export const TEAM_AUTHOR = 'The Dazu team';
/** Id of the terms page the registration dialog links to: never deleted. */
export const TERMS_PAGE_ID = 17;

export const blogPageQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

export const blogPostSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  image_url: z.string().nullable(),
  image_alt: z.string(),
  author_name: z.string(),
  status: z.enum(['draft', 'published']),
  published_at: z.string().nullable(),
  updated_at: z.string(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostSchema = blogPostSummarySchema.extend({
  content: z.string(),
  related: z.array(blogPostSummarySchema),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogListSchema = listOf(blogPostSummarySchema);
/** The operator's list: every post, drafts included, unpaged. */
export const blogPostSummariesSchema = z.object({ data: z.array(blogPostSummarySchema) });

export const slugParams = z.object({ slug: z.string().min(1).max(120) });
export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Pictures are served by this site: a stored file or a bundled picture, never a remote address (tracking). */
const LOCAL_IMAGE = /^\/(?:storage|images)\/(?:[\w-]+\/)*[\w-]+\.(?:jpe?g|png|webp|avif|svg)$/;

const text = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label}` })
    .trim()
    .min(1, `Enter the ${label}`)
    .max(max, `Keep the ${label} under ${max.toLocaleString('en-GB')} characters`);

export const blogPostInputSchema = z
  .object({
    slug: z
      .string({ error: 'Enter the address (slug)' })
      .trim()
      .regex(SLUG, 'Use lower-case letters, digits and single hyphens, like first-time-buyers-guide')
      .max(120, 'Keep the address under 120 characters'),
    title: text('title', 200),
    excerpt: text('excerpt', 500),
    content: text('content', 100_000),
    image_url: z
      .string()
      .trim()
      .regex(LOCAL_IMAGE, 'Use a picture on this site: a path starting /storage/ or /images/')
      .nullable()
      .optional(),
    image_alt: z.string().trim().max(300, 'Keep the description under 300 characters').optional(),
    status: z.enum(['draft', 'published'], { error: 'Choose draft or published' }),
  })
  .strict();
export type BlogPostInput = z.infer<typeof blogPostInputSchema>;

export const faqItemSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  position: z.number().int(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;
export const faqListSchema = z.object({ data: z.array(faqItemSchema) });

export const faqInputSchema = z
  .object({
    question: text('question', 300),
    answer: text('answer', 20_000),
    position: z.number({ error: 'Enter a whole number' }).int('Enter a whole number').min(0).max(10_000).optional(),
  })
  .strict();
export type FaqInput = z.infer<typeof faqInputSchema>;

/** A footer page as the footer links it. */
export const footerLinkSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  title: z.string(),
});
export type FooterLink = z.infer<typeof footerLinkSchema>;
export const footerLinkListSchema = listOf(footerLinkSchema);
export const footerPageSchema = footerLinkSchema.extend({ content: z.string(), updated_at: z.string() });
export type FooterPage = z.infer<typeof footerPageSchema>;
/** GET /api/footers/{id}: a footer page by its id or its slug. */
export const footerRefParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const footerPageInputSchema = z
  .object({
    slug: z
      .string({ error: 'Enter the address (slug)' })
      .trim()
      .regex(SLUG, 'Use lower-case letters, digits and single hyphens, like cookies')
      .max(120, 'Keep the address under 120 characters'),
    name: text('link label', 80),
    title: text('title', 200),
    content: text('content', 100_000),
    position: z.number({ error: 'Enter a whole number' }).int('Enter a whole number').min(0).max(10_000).optional(),
  })
  .strict();
export type FooterPageInput = z.infer<typeof footerPageInputSchema>;
