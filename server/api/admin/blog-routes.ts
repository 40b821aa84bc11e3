// The operator's blog editor: every post, drafts included; write, publish (status
// `published`), unpublish (`draft`) and delete. Editors and the owner only (content.edit): a guest gets 401,
// any other account 403.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noContentSchema } from '#contract/answers.ts';
import { blogPostInputSchema, blogPostSchema, blogPostSummariesSchema, idParams } from '#contract/content.ts';
import { createPost, deletePost, getPostForEditing, listAllPosts, updatePost } from '#core/content/blog.ts';
import { requireUser } from '../auth/guards.ts';
import { errorResponses } from '../error-schema.ts';

const POST_FIELDS =
  'Body `{ slug, title, excerpt, content, image_url?, image_alt?, status }`: content is HTML, cleaned before it is stored (formatting, headings and links only); image_url a picture on this site (/storage/... or /images/...); status draft or published. Publishing stamps the publication date once.';

export async function adminBlogRoutes(fastify: FastifyInstance): Promise<void> {
  await fastify.register(blogReadingRoutes);
  await fastify.register(blogWritingRoutes);
}

/** Every post for the editor, and one post to edit. */
async function blogReadingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/admin/blog',
    {
      config: { operator: 'content.edit' },
      schema: {
        tags: ['admin'],
        summary: 'Every blog post, drafts included, last changed first',
        response: { 200: blogPostSummariesSchema, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await listAllPosts(db()) };
    },
  );

  app.get(
    '/admin/blog/:id',
    {
      config: { operator: 'content.edit' },
      schema: {
        tags: ['admin'],
        summary: 'One blog post, whatever its status, for editing',
        params: idParams,
        response: { 200: blogPostSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getPostForEditing(db(), request.params.id);
    },
  );
}

/** Writing a post, changing it (publishing and unpublishing too) and deleting it. */
async function blogWritingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.post(
    '/admin/blog',
    {
      config: { operator: 'content.edit' },
      schema: {
        tags: ['admin'],
        summary: 'Write a blog post (the caller is its author)',
        description: POST_FIELDS,
        body: blogPostInputSchema,
        response: { 201: blogPostSchema, ...errorResponses(401, 403, 419, 422) },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      return reply.status(201).send(await createPost(db(), user.id, request.body));
    },
  );

  app.put(
    '/admin/blog/:id',
    {
      config: { operator: 'content.edit' },
      schema: {
        tags: ['admin'],
        summary: 'Change, publish or unpublish a blog post',
        description: POST_FIELDS,
        params: idParams,
        body: blogPostInputSchema,
        response: { 200: blogPostSchema, ...errorResponses(401, 403, 404, 419, 422) },
      },
    },
    async (request) => {
      return updatePost(db(), request.params.id, request.body);
    },
  );

  app.delete(
    '/admin/blog/:id',
    {
      config: { operator: 'content.edit' },
      schema: {
        tags: ['admin'],
        summary: 'Delete a blog post',
        params: idParams,
        response: { 204: noContentSchema, ...errorResponses(401, 403, 404, 419, 422) },
      },
    },
    async (request, reply) => {
      await deletePost(db(), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
