import { describe, expect, it } from 'vitest';
import { notificationDate, notificationHref, readNotifications } from './notifications.ts';

describe('notifications', () => {
  it('format dates in UK time', () => {
    expect(notificationDate('2026-03-03T14:05:00Z')).toBe('3 Mar 2026, 14:05');
    expect(notificationDate('2026-07-01T09:30:00Z')).toBe('1 Jul 2026, 10:30');
    expect(notificationDate('soon')).toBe('soon');
  });

  it('read only well-formed items', () => {
    const ok = { id: 1, type: 'info', message: 'Your ad is live', created_at: '2026-01-01T00:00:00Z', link: null };
    expect(readNotifications({ data: [ok, { id: 2 }, null, 'x'] })).toEqual([ok]);
    expect(readNotifications(null)).toEqual([]);
    expect(readNotifications({ data: 'nope' })).toEqual([]);
  });

  it('open site links inside, https links outside, nothing else', () => {
    expect(notificationHref('/my-offers')).toEqual({ internal: '/my-offers' });
    expect(notificationHref('https://example.com/a')).toEqual({ external: 'https://example.com/a' });
    expect(notificationHref('//evil.com')).toBeNull();
    expect(notificationHref('javascript:alert(1)')).toBeNull();
    expect(notificationHref('http://example.com')).toBeNull();
    expect(notificationHref(null)).toBeNull();
  });
});
