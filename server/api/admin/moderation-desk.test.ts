// The moderators' desk through the API: two moderators opening the same ad at once (one
// claim wins, the other hears who has it), a moderator holding one item at a time, a decision refused while someone else's
// claim lasts, the reasons kept by moderators (and nobody else), deciding several items
// with what was skipped, changes of live ads under the same rules (a rejection e-mailed),
// and every decision and change of a reason in the audit log.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CLAIM_MINUTES } from '#contract/moderation-desk.ts';
import { categories } from '#db/schema/catalogue.ts';
import { createOffer } from '#tests/fixtures/offers.ts';
import { startMailTestApp } from '#tests/setup/mail-app.ts';

const mail = startMailTestApp({ OFFER_MODERATION: 'true' });
const { t, smtp } = mail;
const db = () => t.database.db;

async function auditOf(targetId: string) {
  const result = await db().execute<{ action: string; actor_email: string; before: unknown; after: unknown }>(
    sql`select action, actor_email, before, after from operator_audit_log where target_id = ${targetId} order by id`,
  );
  return result.rows;
}

async function waitingAd(title: string) {
  const { user, client } = await mail.signedIn({ name: 'Ada Advertiser' });
  const offer = await createOffer(db(), { userId: user.id, title, status: 'pending_moderation', expiresAt: null });
  return { offer, owner: user, ownerClient: client };
}

describe('claims', () => {
  it('lets exactly one of two moderators claim an ad at once, and refuses the other’s decision', async () => {
    const { user: maya, client: mayaClient } = await mail.signedIn({ roles: ['moderator'], name: 'Maya Moss' });
    const { client: noah } = await mail.signedIn({ roles: ['moderator'], name: 'Noah Field' });
    const { offer } = await waitingAd('Claimed cottage');
    const item = { kind: 'offer', id: offer.id };

    const answers = await Promise.all([
      mayaClient.post('/api/admin/moderation/claims', item),
      noah.post('/api/admin/moderation/claims', item),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const [won, lost] = answers[0]?.statusCode === 200 ? answers : [answers[1], answers[0]];
    const winner = won?.json();
    expect(lost?.json()).toMatchObject({ code: 'claimed' });
    expect(lost?.json().message).toContain(`Being reviewed by ${winner.moderator.name} until`);
    const minutes = (new Date(winner.expires_at).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(CLAIM_MINUTES - 1);
    expect(minutes).toBeLessThanOrEqual(CLAIM_MINUTES);

    // Whoever lost cannot decide it while the claim lasts; the winner can.
    const [holder, other] = winner.moderator.id === maya.id ? [mayaClient, noah] : [noah, mayaClient];
    const refused = await other.patch(`/api/admin/offers/${offer.id}/approve`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Being reviewed by');
    expect((await other.patch(`/api/admin/offers/${offer.id}/reject`, { reason: 'Blurred' })).statusCode).toBe(409);
    expect((await holder.patch(`/api/admin/offers/${offer.id}/approve`)).statusCode).toBe(200);
    const left = await db().execute(sql`select 1 from moderation_claims where item_id = ${offer.id}`);
    expect(left.rows).toHaveLength(0);
    expect((await auditOf(offer.id)).map((entry) => entry.action)).toEqual(['offers.approve']);
    // Decided: nothing left to claim.
    expect((await other.post('/api/admin/moderation/claims', item)).statusCode).toBe(404);
  });

  it('frees the item when its moderator gives it back', async () => {
    const { client: maya } = await mail.signedIn({ roles: ['moderator'] });
    const { client: noah } = await mail.signedIn({ roles: ['moderator'] });
    const { offer } = await waitingAd('Released barn');
    const item = { kind: 'offer', id: offer.id };
    expect((await maya.post('/api/admin/moderation/claims', item)).statusCode).toBe(200);
    // Someone else's release leaves the claim alone.
    expect((await noah.delete(`/api/admin/moderation/claims?kind=offer&id=${offer.id}`)).statusCode).toBe(204);
    expect((await noah.post('/api/admin/moderation/claims', item)).statusCode).toBe(409);
    expect((await maya.delete(`/api/admin/moderation/claims?kind=offer&id=${offer.id}`)).statusCode).toBe(204);
    expect((await noah.post('/api/admin/moderation/claims', item)).statusCode).toBe(200);
    expect((await noah.post('/api/admin/moderation/claims', { kind: 'offer', id: 'nope' })).statusCode).toBe(422);
  });

  it('gives back the item a moderator held when they open the next one', async () => {
    const { client: maya } = await mail.signedIn({ roles: ['moderator'] });
    const { client: noah } = await mail.signedIn({ roles: ['moderator'] });
    const first = { kind: 'offer', id: (await waitingAd('First flat in line')).offer.id };
    const second = { kind: 'offer', id: (await waitingAd('Second flat in line')).offer.id };
    expect((await maya.post('/api/admin/moderation/claims', first)).statusCode).toBe(200);
    expect((await maya.post('/api/admin/moderation/claims', second)).statusCode).toBe(200);
    // Maya moved on: the first is free for Noah at once, the second is still hers.
    expect((await noah.post('/api/admin/moderation/claims', first)).statusCode).toBe(200);
    expect((await noah.post('/api/admin/moderation/claims', second)).statusCode).toBe(409);
  });
});

describe('reasons', () => {
  it('are kept by moderators only, and every change is audited', async () => {
    const { user: maya, client: moderator } = await mail.signedIn({ roles: ['moderator'] });
    const { client: support } = await mail.signedIn({ roles: ['support'] });
    const guest = mail.visitor();
    await guest.csrf();
    const input = { title: 'Blurred photos', text: 'The photos are too blurred to show the property.' };
    expect((await guest.get('/api/admin/moderation/templates')).statusCode).toBe(401);
    expect((await guest.post('/api/admin/moderation/templates', input)).statusCode).toBe(401);
    expect((await support.get('/api/admin/moderation/templates')).statusCode).toBe(403);
    expect((await support.post('/api/admin/moderation/templates', input)).statusCode).toBe(403);

    const created = await moderator.post('/api/admin/moderation/templates', input);
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const bad = await moderator.post('/api/admin/moderation/templates', { title: '', text: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.title).toBeDefined();
    expect((await support.put(`/api/admin/moderation/templates/${id}`, input)).statusCode).toBe(403);
    expect((await support.delete(`/api/admin/moderation/templates/${id}`)).statusCode).toBe(403);

    const changed = { title: 'Photos', text: 'Add clear photos of every room.' };
    expect((await moderator.put(`/api/admin/moderation/templates/${id}`, changed)).json()).toEqual({ id, ...changed });
    expect((await moderator.get('/api/admin/moderation/templates')).json().data).toContainEqual({ id, ...changed });
    expect((await moderator.delete(`/api/admin/moderation/templates/${id}`)).statusCode).toBe(204);
    expect((await moderator.delete(`/api/admin/moderation/templates/${id}`)).statusCode).toBe(404);
    expect((await moderator.get('/api/admin/moderation/templates')).json().data).not.toContainEqual(
      expect.objectContaining({ id }),
    );
    const audit = await auditOf(String(id));
    expect(audit.map((entry) => entry.action)).toEqual([
      'moderation.reason-create',
      'moderation.reason-update',
      'moderation.reason-delete',
    ]);
    expect(audit[1]).toMatchObject({ actor_email: maya.email, before: input, after: changed });
  });
});

describe('deciding several items', () => {
  it('decides each one it may, and says which were skipped and why', async () => {
    const { client: maya } = await mail.signedIn({ roles: ['moderator'] });
    const { client: noah } = await mail.signedIn({ roles: ['moderator'] });
    const first = await waitingAd('Bulk one');
    const second = await waitingAd('Bulk two');
    const claimed = await waitingAd('Bulk claimed');
    const live = await createOffer(db(), { userId: first.owner.id, title: 'Already live' });
    expect((await noah.post('/api/admin/moderation/claims', { kind: 'offer', id: claimed.offer.id })).statusCode).toBe(
      200,
    );

    const noReason = await maya.post('/api/admin/moderation/decisions', {
      decision: 'reject',
      offers: [first.offer.id],
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toBeDefined();

    const reason = 'The address does not match the map.';
    const answer = await maya.post('/api/admin/moderation/decisions', {
      decision: 'reject',
      reason,
      offers: [first.offer.id, second.offer.id, claimed.offer.id],
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().done).toEqual([
      { kind: 'offer', id: first.offer.id },
      { kind: 'offer', id: second.offer.id },
    ]);
    expect(answer.json().skipped).toEqual([
      expect.objectContaining({ kind: 'offer', id: claimed.offer.id, reason: 'claimed' }),
    ]);
    const again = await maya.post('/api/admin/moderation/decisions', {
      decision: 'approve',
      offers: [first.offer.id, live.id],
    });
    expect(again.json()).toMatchObject({
      done: [],
      skipped: [
        { id: first.offer.id, reason: 'decided' },
        { id: live.id, reason: 'decided' },
      ],
    });

    const audit = await auditOf(first.offer.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'offers.reject',
      after: { status: 'rejected', rejection_reason: reason },
    });
    // The advertiser reads why in the bell and by e-mail, and may edit the ad and send it again.
    const bell = (await first.ownerClient.get('/api/user/notifications')).json().data;
    expect(bell[0].message).toContain(reason);
    const told = await smtp.waitForMessage(
      (message) => message.to.includes(first.owner.email) && /not approved/.test(message.subject),
    );
    expect(told.text).toContain(reason);
    expect((await first.ownerClient.patch(`/api/offers/resubmit/${first.offer.id}`)).json().status).toBe(
      'pending_moderation',
    );
  });
});

describe('changes of live ads', () => {
  it('are claimed and decided as new ads are, and a rejection tells the advertiser by e-mail', async () => {
    const { client: maya } = await mail.signedIn({ roles: ['moderator'] });
    const { client: noah } = await mail.signedIn({ roles: ['moderator'] });
    const { user: owner, client: ownerClient } = await mail.signedIn({ name: 'Rhys Owen' });
    const [flat] = await db().select({ id: categories.id }).from(categories).where(eq(categories.slug, 'flat'));
    const ad = (title: string) => ({
      title,
      category_id: flat?.id,
      price: 25_000_000,
      location: { lat: 51.75, lon: -1.26, name: 'Oxford' },
      attributes: [{ id: 1, value: 'sell' }],
    });
    const created = await ownerClient.post('/api/offers', ad('Riverside flat'));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect((await ownerClient.patch(`/api/offers/submit/${id}`)).statusCode).toBe(200);
    expect((await noah.patch(`/api/admin/offers/${id}/approve`)).statusCode).toBe(200);
    expect((await ownerClient.post(`/api/offers/update/${id}`, ad('Riverside flat with mooring'))).statusCode).toBe(
      200,
    );
    const waiting = (await noah.get('/api/admin/offer-revisions')).json().data;
    const revision = waiting.find((row: { offer: { id: string } }) => row.offer.id === id);
    expect(revision.changes.map((change: { field: string }) => change.field)).toEqual(['title']);

    expect((await noah.post('/api/admin/moderation/claims', { kind: 'revision', id: revision.id })).statusCode).toBe(
      200,
    );
    const refused = await maya.patch(`/api/admin/offer-revisions/${revision.id}/approve`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('claimed');
    const bulk = await maya.post('/api/admin/moderation/decisions', { decision: 'approve', revisions: [revision.id] });
    expect(bulk.json().skipped).toEqual([expect.objectContaining({ id: String(revision.id), reason: 'claimed' })]);

    const reason = 'A mooring needs the harbour’s permit on the ad.';
    expect((await noah.patch(`/api/admin/offer-revisions/${revision.id}/reject`, { reason })).statusCode).toBe(200);
    const told = await smtp.waitForMessage(
      (message) => message.to.includes(owner.email) && /Changes not approved/.test(message.subject),
    );
    expect(told.text).toContain(reason);
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['offers.approve', 'offers.reject-changes']);
  });
});
