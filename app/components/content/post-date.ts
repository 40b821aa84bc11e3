// Dates of blog posts as UK readers write them (14 April 2026), in UK time.
const DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

export function formatPostDate(iso: string | null): string {
  return iso ? DAY.format(new Date(iso)) : '';
}
