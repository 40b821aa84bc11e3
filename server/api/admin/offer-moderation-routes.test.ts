// Moderation: only an operator approves or rejects; the owner and a guest are refused;
// the rules of the lifecycle hold (a draft cannot be approved); the owner is told.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { OFFER_LIFETIME_DAYS } from '#contract/offer-lifecycle.ts';
import { notifications } from '#db/schema/accounts.ts';
import { offers } from '#db/schema/offers.ts';
import { createOffer, createUser } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { createClient, guestClient, signedInClient, type TestClient } from '#tests/setup/client.ts';
import { signedInUser } from '#tests/setup/users.ts';

const PASSWORD = 'Brick-Lane-204';
let admin: TestClient;
let owner: TestClient;
let ownerId: string;

const t = testAppForFile();

beforeAll(async () => {
  const db = t.database.db;
  await createUser(db, { email: 'operator@moderation.example', password: PASSWORD, roles: ['user', 'owner'] });
  ownerId = (await createUser(db, { email: 'owner@moderation.example', password: PASSWORD })).id;
  admin = await signedInClient(t.app, 'operator@moderation.example', PASSWORD, '203.0.113.110');
  owner = await signedInClient(t.app, 'owner@moderation.example', PASSWORD, '203.0.113.111');
});

const waiting = (title = 'Waiting cottage') =>
  createOffer(t.database.db, { userId: ownerId, title, status: 'pending_moderation', expiresAt: null });
const stored = async (id: string) => (await t.database.db.select().from(offers).where(eq(offers.id, id)))[0];
const bell = async () =>
  (await t.database.db.select().from(notifications).where(eq(notifications.userId, ownerId))).map((n) => n.message);

describe('offer moderation', () => {
  it('refuses everyone but an operator', async () => {
    const { id } = await waiting();
    const guest = await guestClient(t.app, '203.0.113.112');
    expect((await guest.patch(`/api/admin/offers/${id}/approve`)).statusCode).toBe(401);
    const own = await owner.patch(`/api/admin/offers/${id}/approve`);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('Only the site’s operators can do this');
    expect((await owner.patch(`/api/admin/offers/${id}/reject`, { reason: 'x' })).statusCode).toBe(403);
    expect((await admin.patch(`/api/admin/offers/${id}/approve`, undefined, { csrf: false })).statusCode).toBe(419);
    expect((await stored(id))?.status).toBe('pending_moderation');
  });

  it('approval puts the offer live for a full period and tells the owner', async () => {
    const { id } = await waiting('Approved barn');
    const response = await admin.patch(`/api/admin/offers/${id}/approve`);
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('active');
    const days = (Date.parse(response.json().expires_at) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(OFFER_LIFETIME_DAYS.sell);
    expect((await t.app.inject({ url: `/api/offers/${id}` })).statusCode).toBe(200);
    expect(await bell()).toContain('Your listing “Approved barn” has been approved and is live.');
    // Approving twice is an illegal transition.
    const again = await admin.patch(`/api/admin/offers/${id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This offer cannot be approved while it is live.');
  });

  it('rejection needs a reason, hides a live offer and tells the owner why', async () => {
    const live = await createOffer(t.database.db, { userId: ownerId, title: 'Misleading flat' });
    const noReason = await admin.patch(`/api/admin/offers/${live.id}/reject`, { reason: '   ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toEqual(['Give the reason for rejecting this offer']);
    const response = await admin.patch(`/api/admin/offers/${live.id}/reject`, {
      reason: 'The photos show another property.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'rejected',
      rejection_reason: 'The photos show another property.',
    });
    expect((await t.app.inject({ url: `/api/offers/${live.id}` })).statusCode).toBe(404);
    expect(await bell()).toContain(
      'Your listing “Misleading flat” was not accepted: The photos show another property.',
    );
    // The owner cannot put it back themselves.
    expect((await owner.patch('/api/offers/activate', { offers: [live.id] })).statusCode).toBe(409);
    expect((await owner.patch(`/api/offers/refresh/${live.id}`)).statusCode).toBe(409);
  });

  it('lists the offers waiting for approval, oldest first, to operators only', async () => {
    const first = await waiting('First in the queue');
    const second = await waiting('Second in the queue');
    const response = await admin.get('/api/admin/offers?status=pending_moderation');
    expect(response.statusCode).toBe(200);
    const ids = (response.json().data as Array<{ offer: { id: string } }>).map((item) => item.offer.id);
    expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(response.json().data[ids.indexOf(first.id)]).toMatchObject({
      offer: { title: 'First in the queue' },
      state: { status: 'pending_moderation' },
      owner: { id: ownerId },
      imported: false,
    });
    expect((await admin.get('/api/admin/offers?status=nonsense')).statusCode).toBe(422);
    expect((await owner.get('/api/admin/offers')).statusCode).toBe(403);
    const guest = createClient(t.app, { remoteAddress: '203.0.113.113' });
    expect((await guest.get('/api/admin/offers')).statusCode).toBe(401);
  });

  it('does not approve a draft, and answers 404 for an unknown offer', async () => {
    const draft = await createOffer(t.database.db, { userId: ownerId, status: 'draft' });
    expect((await admin.patch(`/api/admin/offers/${draft.id}/approve`)).statusCode).toBe(409);
    expect((await admin.patch('/api/admin/offers/00000000-0000-4000-8000-000000000000/approve')).statusCode).toBe(404);
  });

  it('puts each decision on record with the moderator, the status before and after, and the reason', async () => {
    const { client: moderator } = await signedInUser(t, '203.0.113.113', {
      email: 'judge@moderation.example',
      password: PASSWORD,
      roles: ['moderator'],
    });
    const approved = await waiting('Recorded mill');
    const rejected = await waiting('Recorded shed');
    expect((await moderator.patch(`/api/admin/offers/${approved.id}/approve`)).statusCode).toBe(200);
    const reason = 'The address is a car park.';
    expect((await moderator.patch(`/api/admin/offers/${rejected.id}/reject`, { reason })).statusCode).toBe(200);
    // A refused decision leaves nothing on record.
    expect((await moderator.patch(`/api/admin/offers/${approved.id}/approve`)).statusCode).toBe(409);
    const log = (await admin.get('/api/admin/audit?actor=judge%40moderation')).json().data;
    const who = { actor_email: 'judge@moderation.example', actor_roles: ['moderator'], address: '203.0.113.113' };
    expect(log).toEqual([
      expect.objectContaining({
        ...who,
        action: 'offers.reject',
        target_type: 'offer',
        target_id: rejected.id,
        before: { status: 'pending_moderation', title: 'Recorded shed' },
        after: { status: 'rejected', title: 'Recorded shed', rejection_reason: reason },
      }),
      expect.objectContaining({
        ...who,
        action: 'offers.approve',
        target_id: approved.id,
        before: { status: 'pending_moderation', title: 'Recorded mill' },
        after: { status: 'active', title: 'Recorded mill' },
      }),
    ]);
  });
});
