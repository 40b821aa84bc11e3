// The year a property was built, when a feed gives one. Optional and often filled
// carelessly ("0", "c.1900", "unknown"): anything but a plausible four-digit year is left
// out rather than refusing the listing for it.
const EARLIEST = 1000;
/** Off-plan homes give the year they will be finished. */
const YEARS_AHEAD = 10;

export function buildYear(raw: string | undefined, now = new Date()): number | null {
  const text = raw?.trim() ?? '';
  if (!/^\d{4}$/.test(text)) return null;
  const year = Number(text);
  return year >= EARLIEST && year <= now.getUTCFullYear() + YEARS_AHEAD ? year : null;
}
