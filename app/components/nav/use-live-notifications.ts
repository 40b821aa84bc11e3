// The bell's live feed: native EventSource on the notification stream (no library).
// When the browser has no EventSource, or the stream keeps failing (or is refused:
// too many tabs, logged out), the bell polls the list instead.
import { useEffect, useRef, useState } from 'react';
import { type NotificationItem, readNotifications } from '#app/lib/notifications.ts';
import { NOTIFICATION_EVENT, NOTIFICATION_STREAM_PATH, NOTIFICATIONS_POLL_MS } from '#contract/live-notifications.ts';

const FAILURES_BEFORE_POLLING = 3;

/**
 * Opens the stream once `since` is known (the newest id the page already has) and
 * hands each new notification to `onNotification`. Returns whether the stream is connected.
 */
export function useLiveNotifications(
  since: number | null,
  onNotification: (item: NotificationItem) => void,
  poll: () => void,
): boolean {
  const [live, setLive] = useState(false);
  // The latest callbacks, without reopening the stream when they change.
  const handlers = useRef({ onNotification, poll });
  handlers.current = { onNotification, poll };
  const started = since !== null;
  const sinceRef = useRef(since);
  sinceRef.current = since;

  useEffect(() => {
    if (!started) return;
    let timer: number | undefined;
    const startPolling = () => {
      timer ??= window.setInterval(() => handlers.current.poll(), NOTIFICATIONS_POLL_MS);
    };
    if (typeof EventSource === 'undefined') {
      startPolling();
      return () => window.clearInterval(timer);
    }
    let failures = 0;
    const source = new EventSource(`${NOTIFICATION_STREAM_PATH}?since=${sinceRef.current ?? 0}`);
    source.onopen = () => {
      failures = 0;
      setLive(true);
    };
    source.addEventListener(NOTIFICATION_EVENT, (event) => {
      const [item] = readNotifications({ data: [safeJson((event as MessageEvent<string>).data)] });
      if (item) handlers.current.onNotification(item);
    });
    source.onerror = () => {
      setLive(false);
      failures++;
      // CLOSED: the server refused the stream (401, 429), EventSource will not retry.
      if (source.readyState === EventSource.CLOSED || failures >= FAILURES_BEFORE_POLLING) {
        source.close();
        startPolling();
      }
    };
    return () => {
      source.close();
      window.clearInterval(timer);
      setLive(false);
    };
  }, [started]);

  return live;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
