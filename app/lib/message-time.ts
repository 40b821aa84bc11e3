// When a message was written, as the inbox and the thread show it (UK time, so the
// server's and the browser's renderings agree).
const WHEN = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

export const messageTime = (iso: string): string => WHEN.format(new Date(iso));
