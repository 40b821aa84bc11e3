// The one list convention of the API (docs/api.md): { data: [...], meta }.
import { z } from 'zod';

export const DEFAULT_PER_PAGE = 24;
export const MAX_PER_PAGE = 100;

export const pageMetaSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  last_page: z.number().int(),
  /** false when a search counted only up to a cap: "more than `total`" (searches say so to stay fast). */
  total_exact: z.boolean().optional(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** The page number of a list that takes nothing else in its query string. */
export const pageQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }).strict();

export const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: pageMetaSchema });

export type Page<T> = { data: T[]; meta: PageMeta };

export function pageMeta(total: number, page: number, perPage: number): PageMeta {
  return { total, page, per_page: perPage, last_page: Math.max(1, Math.ceil(total / perPage)) };
}
