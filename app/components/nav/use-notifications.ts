import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '#app/hooks/use-api.ts';
import { type NotificationItem, readNotifications } from '#app/lib/notifications.ts';

export type Notifications = {
  items: NotificationItem[];
  loading: boolean;
  refresh: () => Promise<void>;
  markAllRead: () => Promise<boolean>;
  markRead: (id: NotificationItem['id']) => void;
};

/** The unread notifications of a logged-in user: loaded once when the page is live, and again on demand. */
export function useNotifications(loggedIn: boolean): Notifications {
  const api = useApi();
  const [items, setItems] = useState<NotificationItem[]>([]);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);

  const refresh = useCallback(async () => {
    const request = ++latest.current;
    setLoading(true);
    const result = await api('/api/user/notifications');
    if (request !== latest.current) return; // a newer request answers for the list
    setLoading(false);
    if (result.ok) setItems(readNotifications(result.data));
  }, [api]);

  useEffect(() => {
    if (loggedIn) void refresh();
    else {
      latest.current++;
      setItems([]);
      setLoading(false);
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
      void api(`/api/user/notifications/deactivate/${encodeURIComponent(String(id))}`);
    },
    [api],
  );

  return { items, loading, refresh, markAllRead, markRead };
}
