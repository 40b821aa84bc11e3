import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIVE_HEARTBEAT_MS, MAX_LIVE_STREAMS_PER_USER } from '#contract/live-notifications.ts';
import { notify } from '#core/notifications/notifications.ts';
import { type DatabaseHandle, openDatabase } from '#db/client.ts';
import { createUser } from '#tests/fixtures/offers.ts';
import { buildAppOn, createTestApp, testAppForFile } from '#tests/setup/app.ts';
import { signedInClient } from '#tests/setup/client.ts';
import { type OpenStream, openEventStream } from '#tests/setup/event-stream.ts';
import { listen } from '#tests/setup/http.ts';
import { signedInUser } from '#tests/setup/users.ts';

let baseUrl: string;
const open: OpenStream[] = [];
const t = testAppForFile({ JOBS_WORKER: 'false' });

beforeAll(async () => {
  baseUrl = await listen(t.app);
});
afterAll(async () => {
  for (const stream of open) stream.close();
});

const PASSWORD = 'Kettle-Moss-42';
let counter = 0;
async function signedIn() {
  const email = `live-${++counter}@example.test`;
  const { user, client: browser } = await signedInUser(t, `198.51.100.${counter}`, { email, password: PASSWORD });
  const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return { user, browser, cookie };
}

async function stream(url: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  const opened = await openEventStream(url, headers);
  open.push(opened);
  return opened;
}

/** Resolves with the first event carrying data (skips the opening comment and heartbeats). */
async function nextNotification(s: OpenStream) {
  for (;;) {
    const event = await s.next();
    if (event.data) return { id: event.id, event: event.event, body: JSON.parse(event.data) };
  }
}

describe('GET /api/user/notifications/stream', () => {
  it('is documented in OpenAPI as text/event-stream', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const route = doc.paths['/api/user/notifications/stream'].get;
    expect(route.tags).toEqual(['user']);
    expect(Object.keys(route.responses['200'].content)).toEqual(['text/event-stream']);
    expect(route.description).toContain('Last-Event-ID');
  });

  it('refuses a guest with 401', async () => {
    const guest = await stream(`${baseUrl}/api/user/notifications/stream`);
    expect(guest.status).toBe(401);
  });

  it('streams a notification created after connecting, unbuffered by compression', async () => {
    const { user, cookie } = await signedIn();
    const s = await stream(`${baseUrl}/api/user/notifications/stream`, { cookie, 'accept-encoding': 'br, gzip' });
    expect(s.status).toBe(200);
    expect(s.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(s.headers['content-encoding']).toBeUndefined();
    expect(s.headers['content-security-policy']).toContain("default-src 'self'");
    const opening = await s.next();
    expect(opening.retry).toBe('5000');
    expect(opening.comments).toContain('connected');
    const id = await t.database.db.transaction((tx) =>
      notify(tx, user.id, { type: 'warning', message: 'Live one', link: '/my-offers' }),
    );
    const received = await nextNotification(s);
    expect(received).toMatchObject({
      id: String(id),
      event: 'notification',
      body: { id, type: 'warning', message: 'Live one', link: '/my-offers' },
    });
  });

  it('announces nothing of a transaction that rolls back', async () => {
    const { user, cookie } = await signedIn();
    const s = await stream(`${baseUrl}/api/user/notifications/stream`, { cookie });
    await s.next();
    await t.database.db
      .transaction(async (tx) => {
        await notify(tx, user.id, { message: 'Never happened' });
        throw new Error('roll back');
      })
      .catch(() => {});
    await notify(t.database.db, user.id, { message: 'Real one' });
    expect((await nextNotification(s)).body.message).toBe('Real one');
  });

  it('replays what was missed after Last-Event-ID (or since), unread only', async () => {
    const { user, cookie, browser } = await signedIn();
    const first = await notify(t.database.db, user.id, { message: 'Seen before' });
    const second = await notify(t.database.db, user.id, { message: 'Missed one' });
    const read = await notify(t.database.db, user.id, { message: 'Read elsewhere' });
    const third = await notify(t.database.db, user.id, { message: 'Missed two' });
    expect((await browser.get(`/api/user/notifications/deactivate/${read}`, { csrf: true })).statusCode).toBe(204);
    const s = await stream(`${baseUrl}/api/user/notifications/stream`, { cookie, 'last-event-id': String(first) });
    expect((await nextNotification(s)).id).toBe(String(second));
    expect((await nextNotification(s)).id).toBe(String(third));
    const bySince = await stream(`${baseUrl}/api/user/notifications/stream?since=${second}`, { cookie });
    expect((await nextNotification(bySince)).id).toBe(String(third));
  });

  it('never carries another user’s notifications', async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const strangerStream = await stream(`${baseUrl}/api/user/notifications/stream?since=0`, {
      cookie: stranger.cookie,
    });
    const ownerStream = await stream(`${baseUrl}/api/user/notifications/stream`, { cookie: owner.cookie });
    const secret = await notify(t.database.db, owner.user.id, { message: 'For the owner only' });
    expect((await nextNotification(ownerStream)).id).toBe(String(secret));
    await notify(t.database.db, stranger.user.id, { message: 'For the stranger' });
    // The stranger's first notification is their own: the owner's never reached them.
    expect((await nextNotification(strangerStream)).body.message).toBe('For the stranger');
    expect(strangerStream.body).not.toContain('For the owner only');
    // Nor through the API: not listed, and marking it read is a 404.
    expect(
      (await stranger.browser.get(`/api/user/notifications/deactivate/${secret}`, { csrf: true })).statusCode,
    ).toBe(404);
    const list = (await stranger.browser.get('/api/user/notifications')).json();
    expect(list.data.map((n: { id: number }) => n.id)).not.toContain(secret);
  });

  it(`allows ${MAX_LIVE_STREAMS_PER_USER} streams per user, then answers 429 until one closes`, async () => {
    const { cookie } = await signedIn();
    const streams: OpenStream[] = [];
    for (let i = 0; i < MAX_LIVE_STREAMS_PER_USER; i++) {
      const s = await stream(`${baseUrl}/api/user/notifications/stream`, { cookie });
      expect(s.status).toBe(200);
      await s.next();
      streams.push(s);
    }
    expect((await stream(`${baseUrl}/api/user/notifications/stream`, { cookie })).status).toBe(429);
    streams[0]?.close();
    await expect
      .poll(async () => (await stream(`${baseUrl}/api/user/notifications/stream`, { cookie })).status)
      .toBe(200);
  });
});

describe('when the session ends', () => {
  it('the next heartbeat closes the stream', async () => {
    // Only the heartbeat's interval is faked: the HTTP traffic runs on real timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { browser, cookie } = await signedIn();
      const s = await stream(`${baseUrl}/api/user/notifications/stream`, { cookie });
      await s.next();
      vi.advanceTimersByTime(LIVE_HEARTBEAT_MS);
      expect((await s.next()).comments).toContain('heartbeat');
      expect((await browser.post('/api/auth/logout')).statusCode).toBe(204);
      vi.advanceTimersByTime(LIVE_HEARTBEAT_MS);
      await s.ended;
      expect((await stream(`${baseUrl}/api/user/notifications/stream`, { cookie })).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('across app instances', () => {
  // PostgreSQL: a second app with its own pool on the same database (LISTEN/NOTIFY
  // between processes). PGlite has one connection owned by one process: the second
  // "instance" is the same app, and this checks the shared-session path.
  it('a notification made through one instance reaches a stream on the other, and close ends open streams', async () => {
    let secondDatabase: DatabaseHandle | undefined;
    let b: FastifyInstance;
    if (t.database.engine === 'postgres') {
      secondDatabase = await openDatabase({
        engine: 'postgres',
        url: String(t.database.pool.options.connectionString),
        poolSize: 2,
      });
      b = await buildAppOn(secondDatabase, t.config);
    } else {
      const other = await createTestApp({ JOBS_WORKER: 'false' });
      b = other.app;
      secondDatabase = { ...other.database, close: () => other.close() };
    }
    const bUrl = await listen(b);
    const database = t.database.engine === 'postgres' ? t.database : secondDatabase;
    const email = `instances-${counter++}@example.test`;
    const user = await createUser(database.db, { email, password: PASSWORD });
    const browser = await signedInClient(b, email, PASSWORD, '198.51.100.200');
    const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const s = await stream(`${bUrl}/api/user/notifications/stream`, { cookie });
    expect(s.status).toBe(200);
    await s.next();
    const id = await notify(database.db, user.id, { message: 'From the other instance' });
    expect((await nextNotification(s)).id).toBe(String(id));

    const started = performance.now();
    await b.close();
    await s.ended;
    expect(performance.now() - started).toBeLessThan(2_000);
    await secondDatabase.close();
  });
});
