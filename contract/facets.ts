// GET /api/search/facets: counts for the filter panel, for the current search. Each
// group counts as if its own filter were not set (choosing another listing type shows
// how many there are), the usual behaviour of faceted search.
import { z } from 'zod';

const count = z.number().int();

export const facetsSchema = z.object({
  listing_types: z.array(z.object({ slug: z.string(), count })),
  categories: z.array(z.object({ slug: z.string(), name: z.string(), count })),
  /** '1' to '4' and '5+': offers with at least that many bedrooms. */
  bedrooms: z.array(z.object({ value: z.string(), count })),
  tags: z.array(z.object({ slug: z.string(), count })),
});
export type Facets = z.infer<typeof facetsSchema>;
