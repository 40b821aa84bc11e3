// Feeds give dates as UK wall-clock time without an offset ('2024-07-01 09:30:00'); the
// listing carries UTC instants so nobody downstream has to guess the zone again.

const LONDON = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

// A feed's dates cluster on few hours, and Intl is slow enough to matter over 100,000 rows.
const offsets = new Map<number, number>();
const HOUR = 3_600_000;

/** Minutes London is ahead of UTC at the instant `utc` (0 in winter, 60 in summer). */
function londonOffset(utc: number): number {
  const hour = Math.floor(utc / HOUR);
  const known = offsets.get(hour);
  if (known !== undefined) return known;
  const parts: Record<string, number> = {};
  for (const part of LONDON.formatToParts(new Date(hour * HOUR))) parts[part.type] = Number(part.value);
  const wall = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day, parts.hour, parts.minute, parts.second);
  const offset = Math.round((wall - hour * HOUR) / 60_000);
  if (offsets.size > 10_000) offsets.clear();
  offsets.set(hour, offset);
  return offset;
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * 'YYYY-MM-DD HH:MM:SS' (seconds, or the whole time, may be left out) in UK time as an
 * ISO 8601 UTC instant, or null when it is not a real date and time.
 */
export function ukLocalTimeToIso(value: string): string | null {
  const match = DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  // Date.UTC rolls 31 April over to 1 May: a feed saying 31 April is wrong, not May.
  const real = check.getUTCDate() === day && check.getUTCMonth() === month - 1 && check.getUTCFullYear() === year;
  if (!real || hour > 23 || minute > 59 || second > 59) return null;
  const guess = wall - londonOffset(wall) * 60_000;
  return new Date(wall - londonOffset(guess) * 60_000).toISOString();
}
