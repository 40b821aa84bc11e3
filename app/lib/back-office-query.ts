// The back office's lists keep their filters, order and page in the address (shareable,
// and working without JavaScript): the query read from the address, and the address of
// another page of the same list.
import { data } from 'react-router';
import type { z } from 'zod';
import { uuidSchema } from '#contract/ids.ts';

/**
 * The address's query parsed by `schema`. A GET form sends its empty choices ("Any") as
 * empty values, which filter nothing; a query that does not parse is the list unfiltered.
 */
export function listQuery<Schema extends z.ZodType>(request: Request, schema: Schema): z.infer<Schema> {
  return readListQuery(request, schema).query;
}

/** listQuery, saying too whether the address's query could be read (a page may say it could not). */
export function readListQuery<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): { query: z.infer<Schema>; readable: boolean } {
  const params = Object.fromEntries([...new URL(request.url).searchParams].filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(params);
  return parsed.success ? { query: parsed.data, readable: true } : { query: schema.parse({}), readable: false };
}

/** A record's id from the page's address; anything but a uuid is a page that does not exist. */
export function recordIdOr404(value: string | undefined): string {
  const parsed = uuidSchema.safeParse(value);
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data;
}

/** The address of `path` with `query`, its page set to `page` (the empty values left out). */
export function pageLink(path: string, query: Record<string, unknown>, page: number, pageName = 'page'): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...query, [pageName]: page })) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  return `${path}?${params}`;
}
