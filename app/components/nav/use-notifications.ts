import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '#app/hooks/use-api.ts';
import { type NotificationItem, readNotifications } from '#app/lib/notifications.ts';
import { useLiveNotifications } from './use-live-notifications.ts';

export type Notifications = {
  items: NotificationItem[];
  loading: boolean;
  refresh: () => Promise<void>;
  markAllRead: () => Promise<boolean>;
  markRead: (id: NotificationItem['id']) => void;
  /** The stream is connected: new notifications arrive without asking. */
  live: boolean;
  /** The text of the newest live notification, for a polite live region. */
  announcement: string;
};

const newestId = (items: NotificationItem[]): number =>
  items.reduce((newest, item) => (typeof item.id === 'number' && item.id > newest ? item.id : newest), 0);

/** The unread notifications of a logged-in user: loaded once when the page is live, and again on demand. */
export function useNotifications(loggedIn: boolean): Notifications {
  const api = useApi();
  const [items, setItems] = useState<NotificationItem[]>([]);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);
  // The newest id of the first load: the stream starts after it, so nothing falls in between.
  const [since, setSince] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const refresh = useCallback(async () => {
    const request = ++latest.current;
    setLoading(true);
    const result = await api('/api/user/notifications');
    if (request !== latest.current) return; // a newer request answers for the list
    setLoading(false);
    if (!result.ok) return;
    const list = readNotifications(result.data);
    setItems(list);
    setSince((known) => known ?? newestId(list));
  }, [api]);

  useEffect(() => {
    if (loggedIn) void refresh();
    else {
      latest.current++;
      setItems([]);
      setLoading(false);
      setSince(null);
    }
  }, [loggedIn, refresh]);

  const markAllRead = useCallback(async () => {
    const result = await api('/api/user/notifications/deactivate', { method: 'PATCH' });
    if (result.ok) setItems([]);
    return result.ok;
  }, [api]);

  const markRead = useCallback(
    (id: NotificationItem['id']) => {
      setItems((list) => list.filter((item) => item.id !== id));
      void api(`/api/user/notifications/${encodeURIComponent(String(id))}/read`, { method: 'POST' });
    },
    [api],
  );

  const onLive = useCallback((item: NotificationItem) => {
    setItems((list) => (list.some((known) => known.id === item.id) ? list : [item, ...list]));
    setAnnouncement(`New notification: ${item.message}`);
  }, []);
  const live = useLiveNotifications(since, onLive, () => void refresh());

  return { items, loading, refresh, markAllRead, markRead, live, announcement };
}
