// The search query string as the OpenAPI document describes it. Fastify checks
// only the shape here; core/search/parse-query.ts is the real parser, so the API
// and the /search page read a URL exactly the same way.
import { z } from 'zod';

const value = z.union([z.string(), z.array(z.string())]).optional();
const described = (description: string) => value.describe(description);

export const searchQuerystringSchema = z.object({
  type: described('Listing type: sell, rent, swap, auction (or seek-property). Alias: typ.'),
  typ: described('Alias of type (the page-level filter).'),
  'ad-type': described("'seek-property' for wanted ads (sent instead of type)."),
  category: described('Category slug or comma-joined slugs; a parent includes its children.'),
  'price[min]': described('Minimum price in whole pounds.'),
  'price[max]': described('Maximum price in whole pounds.'),
  price_max: described('Maximum price in whole pounds (the search modal).'),
  'meter[min]': described('Minimum floor area, m².'),
  'meter[max]': described('Maximum floor area, m².'),
  'location[lat]': described('Latitude of the searched point (decimal).'),
  'location[lon]': described('Longitude of the searched point (decimal).'),
  'location[display_name]': described('Name of the searched place, for display.'),
  radius: described('Radius around the point in miles (default 3, at most 40).'),
  q: described('Free text over title, description and location (English stemming). Alias: phrase.'),
  phrase: described('Alias of q.'),
  rooms: described('At least this many bedrooms: 1-4 or 5+. Alias: number-of-rooms.'),
  'number-of-rooms': described('Alias of rooms.'),
  bathrooms: described('At least this many bathrooms: 1-4 or 5+.'),
  tags: described('Comma-joined offer tags that must all be present: urgent, super-deal, investment.'),
  urgent: described("'true' to require the urgent tag."),
  'super-deal': described("'true' to require the super-deal tag."),
  investment: described("'true' to require the investment tag."),
  added: described('today, yesterday or last-3-days (absent = any time).'),
  sort: described('newest (default), oldest, price-asc, price-desc, distance (needs a location).'),
  page: described('Page number from 1.'),
  limit: described('Results per page, 1-100 (default 24). Alias: per_page.'),
  per_page: described('Alias of limit.'),
});
