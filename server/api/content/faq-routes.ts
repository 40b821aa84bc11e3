import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { faqListSchema } from '#contract/content.ts';
import { listFaqItems } from '#core/content/faq.ts';

export async function faqRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/faq',
    {
      schema: {
        tags: ['content'],
        summary: 'Frequently asked questions, in the operator’s order',
        description: 'Answers are sanitised HTML.',
        response: { 200: faqListSchema },
      },
    },
    async () => ({ data: await listFaqItems(app.database.db) }),
  );
}
