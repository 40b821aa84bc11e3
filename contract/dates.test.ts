import { describe, expect, it } from 'vitest';
import { type DateStyle, formatDate } from './dates.ts';

// Thursday 26 November 2026, 14:05 in London (GMT, so UTC too).
const WINTER = '2026-11-26T14:05:00Z';

describe('formatDate', () => {
  it('writes each style in British English and in Polish', () => {
    const expected: Record<DateStyle, [en: string, pl: string]> = {
      day: ['26 Nov 2026', '26 lis 2026'],
      longDay: ['26 November 2026', '26 listopada 2026'],
      dayMonth: ['26 November', '26 listopada'],
      shortDayMonth: ['26 Nov', '26 lis'],
      monthYear: ['November 2026', 'listopad 2026'],
      time: ['14:05', '14:05'],
      moment: ['26 Nov 2026, 14:05', '26 lis 2026, 14:05'],
      recentMoment: ['26 Nov, 14:05', '26 lis, 14:05'],
      fullMoment: ['Thursday, 26 November 2026 at 14:05', 'czwartek, 26 listopada 2026 14:05'],
    };
    for (const [style, [en, pl]] of Object.entries(expected) as [DateStyle, [string, string]][]) {
      expect(formatDate(WINTER, style), style).toBe(en);
      expect(formatDate(WINTER, style, 'en'), style).toBe(en);
      expect(formatDate(WINTER, style, 'pl'), style).toBe(pl);
    }
  });

  it('takes a Date, milliseconds or an ISO string alike', () => {
    expect(formatDate(new Date(WINTER), 'day')).toBe('26 Nov 2026');
    expect(formatDate(Date.parse(WINTER), 'day')).toBe('26 Nov 2026');
  });

  it('shows a moment on the UK day in British Summer Time, not on the UTC one', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London.
    const justAfterMidnight = '2026-06-30T23:30:00Z';
    expect(formatDate(justAfterMidnight, 'day')).toBe('1 Jul 2026');
    expect(formatDate(justAfterMidnight, 'moment')).toBe('1 Jul 2026, 00:30');
    expect(formatDate(justAfterMidnight, 'moment', 'pl')).toBe('1 lip 2026, 00:30');
    expect(formatDate(justAfterMidnight, 'monthYear')).toBe('July 2026');
  });

  it('shows the last minutes of a UK day in winter on that day', () => {
    expect(formatDate('2026-12-31T23:59:00Z', 'moment')).toBe('31 Dec 2026, 23:59');
  });

  it('keeps a calendar day stored without a time on that day', () => {
    // Read as midnight UTC of that day, and written in UTC: no zone's clock can move it.
    expect(formatDate('2026-07-01', 'day')).toBe('1 Jul 2026');
    expect(formatDate('2026-07-01', 'shortDayMonth')).toBe('1 Jul');
    expect(formatDate('2026-01-01', 'longDay', 'pl')).toBe('1 stycznia 2026');
  });

  it('refuses what is not a date', () => {
    expect(() => formatDate('soon', 'day')).toThrow(RangeError);
  });
});
