import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { footerLinkListSchema, footerPageSchema, footerRefParamsSchema } from '#contract/content.ts';
import { pageMeta } from '#contract/pagination.ts';
import { getFooterPage, listFooterPages } from '#core/content/footer-pages.ts';
import { notFound } from '#core/errors.ts';
import { errorResponses } from '../error-schema.ts';

export async function contentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/footers',
    {
      schema: {
        tags: ['content'],
        summary: 'Footer pages',
        description: 'The list the footer shows.',
        response: { 200: footerLinkListSchema },
      },
    },
    async () => {
      const pages = await listFooterPages(app.database.db);
      return { data: pages, meta: pageMeta(pages.length, 1, Math.max(1, pages.length)) };
    },
  );
  app.get(
    '/footers/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'One footer page by id or slug',
        params: footerRefParamsSchema,
        response: { 200: footerPageSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const page = await getFooterPage(app.database.db, request.params.id);
      if (!page) throw notFound('Page not found');
      return page;
    },
  );
}
