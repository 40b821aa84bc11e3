// The hub on a real database: an announcement is read back for its own user only,
// and catching up after a lost listener sends each stream just what it lacks.
import { describe, expect, it } from 'vitest';
import { createUser } from '#tests/fixtures/offers.ts';
import { testDatabaseForFile } from '#tests/setup/database.ts';
import { createLiveHub, type LiveStream } from './live-hub.ts';
import { type NotificationView, notify } from './notifications.ts';

const database = testDatabaseForFile();

function recorder(userId: string) {
  const received: NotificationView[] = [];
  let closed = false;
  const stream: LiveStream = {
    userId,
    send: (notification) => received.push(notification),
    close: () => {
      closed = true;
    },
  };
  return { stream, received, closed: () => closed };
}

describe('the live hub', () => {
  it('never sends a notification to a stream of another user, even for a forged announcement', async () => {
    const owner = await createUser(database.db);
    const stranger = await createUser(database.db);
    const hub = createLiveHub(database.db, 5);
    const strangers = recorder(stranger.id);
    hub.add(strangers.stream);
    const id = await notify(database.db, owner.id, { message: 'Private' });
    await hub.deliver({ userId: stranger.id, id });
    await hub.deliver({ userId: owner.id, id });
    expect(strangers.received).toEqual([]);
  });

  it('catches each stream up on what it missed, once, and closes all streams on shutdown', async () => {
    const user = await createUser(database.db);
    const hub = createLiveHub(database.db, 2);
    const a = recorder(user.id);
    const b = recorder(user.id);
    expect(hub.add(a.stream)).toBe(true);
    expect(hub.add(b.stream)).toBe(true);
    expect(hub.add(recorder(user.id).stream)).toBe(false);
    const first = await notify(database.db, user.id, { message: 'Heard' });
    await hub.deliver({ userId: user.id, id: first });
    // The listener was down for these two: no announcement reached the hub.
    const missed = [
      await notify(database.db, user.id, { message: 'Missed 1' }),
      await notify(database.db, user.id, { message: 'Missed 2' }),
    ];
    await hub.catchUp();
    await hub.catchUp();
    expect(a.received.map((n) => n.id)).toEqual([first, ...missed]);
    expect(b.received.map((n) => n.id)).toEqual([first, ...missed]);
    hub.remove(b.stream);
    expect(hub.size()).toBe(1);
    hub.closeAll();
    expect(a.closed()).toBe(true);
    expect(hub.size()).toBe(0);
  });
});
