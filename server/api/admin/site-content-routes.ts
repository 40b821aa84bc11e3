// The operator's footer pages and FAQ: add, change, delete. Editors and the owner only (a
// guest gets 401, any other account 403). The terms page (id 17) cannot be deleted.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noContentSchema } from '#contract/answers.ts';
import { faqInputSchema, faqItemSchema, footerPageInputSchema, footerPageSchema, idParams } from '#contract/content.ts';
import { createFaqItem, deleteFaqItem, updateFaqItem } from '#core/content/faq.ts';
import { createFooterPage, deleteFooterPage, updateFooterPage } from '#core/content/footer-page-admin.ts';
import { errorResponses } from '../error-schema.ts';

const PAGE_FIELDS =
  'Body `{ slug, name, title, content, position? }`: name is the footer link’s label; content HTML, cleaned before it is stored.';
const FAQ_FIELDS =
  'Body `{ question, answer, position? }`: answer HTML, cleaned before it is stored; a new question goes last.';

export async function adminSiteContentRoutes(fastify: FastifyInstance): Promise<void> {
  await fastify.register(footerPageAdminRoutes);
  await fastify.register(faqAdminRoutes);
}

/** The footer pages: add, change, delete (never the terms page). */
async function footerPageAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.post(
    '/admin/footers',
    {
      config: { operator: 'content.edit' },
      schema: {
        tags: ['admin'],
        summary: 'Add a footer page (it takes the next free id)',
        description: PAGE_FIELDS,
        body: footerPageInputSchema,
        response: { 201: footerPageSchema, ...errorResponses(401, 403, 419, 422) },
      },
    },
    async (request, reply) => {
      return reply.status(201).send(await createFooterPage(db(), request.body));
    },
  );

  app.put(
    '/admin/footers/:id',
    {
      config: { operator: 'content.edit' },
      schema: {
        tags: ['admin'],
        summary: 'Change a footer page',
        description: PAGE_FIELDS,
        params: idParams,
        body: footerPageInputSchema,
        response: { 200: footerPageSchema, ...errorResponses(401, 403, 404, 419, 422) },
      },
    },
    async (request) => {
      return updateFooterPage(db(), request.params.id, request.body);
    },
  );

  app.delete(
    '/admin/footers/:id',
    {
      config: { operator: 'content.edit' },
      schema: {
        tags: ['admin'],
        summary: 'Delete a footer page (never the terms page, id 17: 409)',
        params: idParams,
        response: { 204: noContentSchema, ...errorResponses(401, 403, 404, 409, 419, 422) },
      },
    },
    async (request, reply) => {
      await deleteFooterPage(db(), request.params.id);
      return reply.status(204).send(null);
    },
  );
}

/** The FAQ: add, change, delete a question. */
async function faqAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.post(
    '/admin/faq',
    {
      config: { operator: 'content.edit' },
      schema: {
        tags: ['admin'],
        summary: 'Add a question to the FAQ',
        description: FAQ_FIELDS,
        body: faqInputSchema,
        response: { 201: faqItemSchema, ...errorResponses(401, 403, 419, 422) },
      },
    },
    async (request, reply) => {
      return reply.status(201).send(await createFaqItem(db(), request.body));
    },
  );

  app.put(
    '/admin/faq/:id',
    {
      config: { operator: 'content.edit' },
      schema: {
        tags: ['admin'],
        summary: 'Change a question of the FAQ',
        description: FAQ_FIELDS,
        params: idParams,
        body: faqInputSchema,
        response: { 200: faqItemSchema, ...errorResponses(401, 403, 404, 419, 422) },
      },
    },
    async (request) => {
      return updateFaqItem(db(), request.params.id, request.body);
    },
  );

  app.delete(
    '/admin/faq/:id',
    {
      config: { operator: 'content.edit' },
      schema: {
        tags: ['admin'],
        summary: 'Delete a question of the FAQ',
        params: idParams,
        response: { 204: noContentSchema, ...errorResponses(401, 403, 404, 419, 422) },
      },
    },
    async (request, reply) => {
      await deleteFaqItem(db(), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
