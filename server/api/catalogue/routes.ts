import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { categoriesResponseSchema } from '#contract/catalogue.ts';
import { getCatalogue } from '#core/catalogue/read.ts';

export async function catalogueRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The category tree',
        description: 'Root categories with their children and the listing types each allows.',
        response: { 200: categoriesResponseSchema },
      },
    },
    async () => ({ categories: (await getCatalogue(app.database.db)).tree }),
  );
}
