// The public blog: published posts only; a draft answers 404 as if it did not exist.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { blogListSchema, blogPageQuerySchema, blogPostSchema, slugParams } from '#contract/content.ts';
import { getPublishedPost, listPublishedPosts } from '#core/content/blog.ts';
import { notFound } from '#core/errors.ts';
import { errorResponses } from '../error-schema.ts';

export async function blogRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/blog',
    {
      schema: {
        tags: ['content'],
        summary: 'Published blog posts, newest first',
        description: 'Four posts a page (`page` from 1), each with its excerpt, picture and author.',
        querystring: blogPageQuerySchema,
        response: { 200: blogListSchema, ...errorResponses(422) },
      },
    },
    async (request) => listPublishedPosts(app.database.db, request.query.page),
  );
  app.get(
    '/blog/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'One published blog post with the latest other posts',
        params: slugParams,
        response: { 200: blogPostSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const post = await getPublishedPost(app.database.db, request.params.slug);
      if (!post) throw notFound('Post not found');
      return post;
    },
  );
}
