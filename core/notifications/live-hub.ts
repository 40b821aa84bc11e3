// The open notification streams of this process, by user. An announcement (from
// LISTEN, whichever process made the notification) is read back from the table for
// its own user only, so a stream can never carry another person's notification.
import { LIVE_REPLAY_LIMIT } from '#contract/live-notifications.ts';
import type { Database } from '#db/client.ts';
import type { Announcement } from './announce.ts';
import { type NotificationView, readUnread, unreadAfter } from './notifications.ts';

export type LiveStream = {
  userId: string;
  send(notification: NotificationView): void;
  close(): void;
};

export type LiveHub = {
  /** False when the user already has as many streams as allowed. */
  add(stream: LiveStream): boolean;
  remove(stream: LiveStream): void;
  /** Sends what the stream missed since `afterId` (a reconnect's Last-Event-ID). */
  replay(stream: LiveStream, afterId: number): Promise<void>;
  deliver(announcement: Announcement): Promise<void>;
  /** After the listener lost its connection: each stream gets what it may have missed. */
  catchUp(): Promise<void>;
  closeAll(): void;
  size(): number;
};

type Entry = { stream: LiveStream; sent: Set<number>; newest: number };
const REMEMBERED_IDS = 200;

export function createLiveHub(db: Database, maxPerUser: number): LiveHub {
  const byUser = new Map<string, Map<LiveStream, Entry>>();

  // Ids already sent, so a replay racing a live announcement never shows one twice.
  const push = (entry: Entry, notification: NotificationView): void => {
    if (entry.sent.has(notification.id)) return;
    entry.sent.add(notification.id);
    if (entry.sent.size > REMEMBERED_IDS) entry.sent.delete(entry.sent.values().next().value as number);
    entry.newest = Math.max(entry.newest, notification.id);
    entry.stream.send(notification);
  };

  return {
    add(stream) {
      const streams = byUser.get(stream.userId) ?? new Map<LiveStream, Entry>();
      if (streams.size >= maxPerUser) return false;
      streams.set(stream, { stream, sent: new Set(), newest: 0 });
      byUser.set(stream.userId, streams);
      return true;
    },
    remove(stream) {
      const streams = byUser.get(stream.userId);
      streams?.delete(stream);
      if (streams?.size === 0) byUser.delete(stream.userId);
    },
    async replay(stream, afterId) {
      const entry = byUser.get(stream.userId)?.get(stream);
      if (!entry) return;
      entry.newest = Math.max(entry.newest, afterId);
      for (const notification of await unreadAfter(db, stream.userId, afterId, LIVE_REPLAY_LIMIT))
        push(entry, notification);
    },
    async deliver({ userId, id }) {
      // Nobody of this user is connected here: no query at all.
      if (!byUser.has(userId)) return;
      const notification = await readUnread(db, userId, id);
      if (!notification) return;
      for (const entry of byUser.get(userId)?.values() ?? []) push(entry, notification);
    },
    async catchUp() {
      for (const [userId, streams] of byUser) {
        const oldest = Math.min(...[...streams.values()].map((entry) => entry.newest));
        const missed = await unreadAfter(db, userId, oldest, LIVE_REPLAY_LIMIT);
        for (const entry of byUser.get(userId)?.values() ?? [])
          for (const notification of missed) if (notification.id > entry.newest) push(entry, notification);
      }
    },
    closeAll() {
      for (const streams of byUser.values()) for (const entry of streams.values()) entry.stream.close();
      byUser.clear();
    },
    size() {
      let total = 0;
      for (const streams of byUser.values()) total += streams.size;
      return total;
    },
  };
}
