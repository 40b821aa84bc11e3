// A search's answer (GET /api/search and GET /api/offers): a page of matching offers,
// the featured ones among them, how the words and a place name were read, and what was left out.
import { z } from 'zod';
import { offerCardSchema } from './offers.ts';
import { listOf } from './pagination.ts';
import { locationReadingSchema, placeReadingSchema } from './places.ts';

export const searchResultsSchema = listOf(offerCardSchema).extend({
  /** Featured offers among the matches, for the head of a newest-first first page. */
  featured: z.array(offerCardSchema),
  /**
   * How q was understood when the search has no location: as a place (the results
   * are around it), as a choice of places of that name, or as words.
   */
  understood: placeReadingSchema.optional(),
  /**
   * How a place given by name instead of coordinates (location=london,
   * location[name]=London) was understood: one place (the results are around it),
   * several of that name (not narrowed by place; choose one), or none known (not narrowed).
   */
  understood_location: locationReadingSchema.optional(),
  /**
   * Parameters left out of the search: unknown names and values that could not be read.
   * A search is never refused for them; this says what it did not use. Absent when all was read.
   */
  ignored: z.array(z.object({ parameter: z.string(), reason: z.string() })).optional(),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;
