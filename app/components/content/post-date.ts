// Dates of blog posts as UK readers write them (14 April 2026), in UK time.
import { formatDate } from '#contract/dates.ts';

export function formatPostDate(iso: string | null): string {
  return iso ? formatDate(iso, 'longDay') : '';
}
