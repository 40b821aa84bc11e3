// SQL pieces shared by the place queries. They name the places columns bare, so they
// work over the table and over a subquery of it alike.
import { type SQL, sql } from 'drizzle-orm';

// places.name_key holds storedNameKey() of core/places/names.ts, computed in SQL by a
// trigger on every write (migration 0009): translate(unaccent(lower(name)), '-''’‘.', ' ').
// It equals searchKey() for every gazetteer name.

/** city first, village last: the order of suggestions that match equally well. */
export const kindWeight: SQL = sql`case kind
  when 'city' then 0 when 'borough' then 1 when 'town' then 2 when 'suburb' then 3 when 'neighbourhood' then 3
  else 4 end`;

/**
 * searchKey() of core/places/names.ts in SQL, for free text such as the city people
 * type into their profile ('Saint Albans', ' stoke on trent'): it equals name_key of
 * the gazetteer place of that name. Costlier than name_key, which relies on the
 * gazetteer's names being clean.
 */
export function searchKeyOf(text: SQL): SQL {
  return sql`regexp_replace(trim(regexp_replace(replace(translate(unaccent(lower(coalesce(${text}, ''))),
    '''’‘\`', ''), '&', ' and '), '[^a-z0-9]+', ' ', 'g')), '^saint ', 'st ')`;
}
