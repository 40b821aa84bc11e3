// Dates and times as the site shows them, on pages, in e-mails, documents and messages
// alike: a few named styles, each written in the reader's language.
//
// A moment (a timestamp) is shown in UK time, whatever the time zone of the server or the
// browser, so that the page rendered on the server and the one hydrated in the browser agree
// and a notice sent at 00:30 in summer reads as that UK day, not the day before. A calendar
// day stored without a time ('2026-11-26') is shown as that day: it is read and written in
// UTC, so no time zone can move it to the day before or after.
import { HTML_LANG, type Language } from './interface-languages.ts';

export const UK_TIME_ZONE = 'Europe/London';

const DAY = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const TIME = { hour: '2-digit', minute: '2-digit' } as const;

/** The styles, with what each looks like in British English (Polish: '26 lis 2026'...). */
const DATE_STYLES = {
  /** '26 Nov 2026' */
  day: DAY,
  /** '26 November 2026' */
  longDay: { day: 'numeric', month: 'long', year: 'numeric' },
  /** '26 November' */
  dayMonth: { day: 'numeric', month: 'long' },
  /** '26 Nov': the days of a chart. */
  shortDayMonth: { day: 'numeric', month: 'short' },
  /** 'November 2026' */
  monthYear: { month: 'long', year: 'numeric' },
  /** '14:05': a time later today, such as the end of a moderator's claim. */
  time: TIME,
  /** '26 Nov 2026, 14:05' */
  moment: { ...DAY, ...TIME },
  /** '26 Nov, 14:05': a recent moment, such as a message's. */
  recentMoment: { day: 'numeric', month: 'short', ...TIME },
  /** 'Thursday, 26 November 2026 at 14:05': a moment that matters, such as a deadline in an e-mail. */
  fullMoment: { dateStyle: 'full', timeStyle: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof DATE_STYLES;

/** A timestamp (a Date, milliseconds, an ISO string with its time) or a calendar day 'YYYY-MM-DD'. */
export type DateValue = Date | number | string;

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

// Building an Intl formatter costs far more than using one, so each style, language and
// time zone gets one, made the first time it is asked for and kept.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(style: DateStyle, language: Language, timeZone: string): Intl.DateTimeFormat {
  const key = `${style} ${language} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(HTML_LANG[language], { ...DATE_STYLES[style], timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * `value` in `style`, in `language` (British English unless the page passes the visitor's):
 * formatDate(offer.expires_at, 'day') is '26 Nov 2026'. Throws a RangeError when `value` is
 * not a date.
 */
export function formatDate(value: DateValue, style: DateStyle, language: Language = 'en'): string {
  const calendarDay = typeof value === 'string' && CALENDAR_DAY.test(value);
  // `new Date('2026-11-26')` is midnight UTC of that day, so UTC shows it unchanged.
  return formatterOf(style, language, calendarDay ? 'UTC' : UK_TIME_ZONE).format(new Date(value));
}
