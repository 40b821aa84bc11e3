// The bell's list: the notifications of the logged-in user.
import { formatDate } from '#contract/dates.ts';

export type NotificationItem = {
  id: string | number;
  type: 'info' | 'warning';
  message: string;
  created_at: string;
  link: string | null;
};

export type NotificationList = { data: NotificationItem[]; meta?: unknown };

/** '3 Mar 2026, 14:05' (UK time), or the raw text when it is not a date. */
export function notificationDate(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? createdAt : formatDate(date, 'moment');
}

/** The list from the response, keeping only well-formed items. */
export function readNotifications(body: unknown): NotificationItem[] {
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) return [];
  return data.filter(
    (item): item is NotificationItem =>
      typeof item === 'object' &&
      item !== null &&
      (typeof item.id === 'string' || typeof item.id === 'number') &&
      typeof item.message === 'string',
  );
}

/** How an item's link opens: inside the site, as an https page, or not at all. */
export function notificationHref(link: string | null): { internal: string } | { external: string } | null {
  if (!link) return null;
  if (link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\')) return { internal: link };
  try {
    const url = new URL(link);
    return url.protocol === 'https:' ? { external: url.href } : null;
  } catch {
    return null;
  }
}
