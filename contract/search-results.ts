// A search's answer (GET /api/search and GET /api/offers): a page of matching offers,
// the featured ones among them, and how the words were read when no place was given.
import { z } from 'zod';
import { offerCardSchema } from './offers.ts';
import { listOf } from './pagination.ts';
import { placeReadingSchema } from './places.ts';

export const searchResultsSchema = listOf(offerCardSchema).extend({
  /** Featured offers among the matches, for the head of a newest-first first page. */
  featured: z.array(offerCardSchema),
  /**
   * How q was understood when the search has no location: as a place (the results
   * are around it), as a choice of places of that name, or as words.
   */
  understood: placeReadingSchema.optional(),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;
