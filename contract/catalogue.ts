// Shapes of the catalogue as the API serves it: categories and the search filters.
import { z } from 'zod';
import { OFFER_TYPES } from './listing-types.ts';

export const categoryNodeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  offer_types: z.array(z.enum(OFFER_TYPES)),
  children: z.array(
    z.object({ id: z.number().int(), name: z.string(), slug: z.string(), offer_types: z.array(z.enum(OFFER_TYPES)) }),
  ),
});
export type CategoryNode = z.infer<typeof categoryNodeSchema>;

export const categoriesResponseSchema = z.object({ categories: z.array(categoryNodeSchema) });

const bounds = z.object({ min: z.array(z.number()), max: z.array(z.number()) });

/** GET /api/search/filters: what the search panel offers. */
export const filtersResponseSchema = z.object({
  /** Suggested price bounds in pounds, per listing type's usual range. */
  price: bounds,
  attributes: z.object({ meter: bounds }),
  attributes2: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      slug: z.string(),
      type: z.enum(['choice', 'multi_choice', 'boolean', 'number']),
      options: z.array(z.object({ name: z.string(), slug: z.string() })),
    }),
  ),
  categories: z.array(
    z.object({
      name: z.string(),
      slug: z.string(),
      children: z.array(z.object({ name: z.string(), slug: z.string() })),
    }),
  ),
  types: z.array(z.object({ name: z.string(), slug: z.string() })),
  tags: z.array(z.object({ name: z.string(), slug: z.string() })),
});
export type FiltersResponse = z.infer<typeof filtersResponseSchema>;
