// The back office's reports through the API, as a moderator handles them: reports of an
// ad, a message and a profile grouped by what they report, with each reason; and each
// decision's effect (the ad off the site, the message hidden, the warning e-mailed, the
// account suspended), all the group's reports resolved with it, once, on record.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROFILE_REPORT_MESSAGES } from '#contract/profile-reports.ts';
import { REPORT_HANDLING_MESSAGES } from '#contract/report-handling.ts';
import { createOffer } from '#tests/fixtures/offers.ts';
import { guestClient } from '#tests/setup/client.ts';
import { startMailTestApp } from '#tests/setup/mail-app.ts';

const mail = startMailTestApp();
const { t, smtp } = mail;
const db = () => t.database.db;

const adReport = (message: string, reason = 'scam') => ({ reason, message });
let visitors = 0;
/** A visitor from an address of their own: reports are limited per client address. */
const reportingVisitor = () => {
  visitors += 1;
  return guestClient(t.app, `192.0.2.${visitors}`);
};

async function reportedAd(title: string, reasons: string[] = ['scam', 'wrong_details']) {
  const advertiser = await mail.signedIn({ name: 'Adam Advertiser' });
  const offer = await createOffer(db(), { userId: advertiser.user.id, title });
  for (const [index, reason] of reasons.entries()) {
    const visitor = await reportingVisitor();
    const sent = await visitor.post(
      `/api/offers/${offer.id}/report`,
      adReport(`Report number ${index + 1} of it`, reason),
    );
    expect(sent.statusCode).toBe(202);
  }
  return { advertiser, offer };
}

async function reportedMessage(body: string) {
  const seller = await mail.signedIn({ name: 'Sam Seller' });
  const offer = await createOffer(db(), { userId: seller.user.id });
  const buyer = await mail.signedIn({ name: 'Rex Rogue' });
  const written = await buyer.client.post('/api/conversations', { offer_id: offer.id, body });
  const { conversation_id: conversationId, message_id: messageId } = written.json();
  expect((await seller.client.post(`/api/messages/${messageId}/report`, { reason: 'scam' })).statusCode).toBe(200);
  return { seller, buyer, conversationId, messageId: Number(messageId) };
}

async function auditOf(targetId: string) {
  const result = await db().execute<{ action: string; actor_email: string; before: unknown; after: unknown }>(
    sql`select action, actor_email, before, after from operator_audit_log where target_id = ${targetId} order by id`,
  );
  return result.rows;
}

describe('the reports, grouped by what they report', () => {
  it('lists an ad’s reports as one group with each reason, a message with its text, a profile', async () => {
    const { client: moderator } = await mail.signedIn({ roles: ['moderator'] });
    const { offer, advertiser } = await reportedAd('Barn conversion near Ludlow');
    const { messageId } = await reportedMessage('Pay me in gift cards before the viewing');
    const target = await mail.signedIn({ name: 'Fiona Fake' });
    const reporter = await mail.signedIn();
    const profile = await reporter.client.post(`/api/users/${target.user.id}/report`, {
      reason: 'impersonation',
      message: 'Pretends to be the letting agency I rent from.',
    });
    expect(profile.statusCode).toBe(202);
    expect(
      (await target.client.post(`/api/users/${target.user.id}/report`, adReport('My own profile, why not'))).json(),
    ).toMatchObject({ message: PROFILE_REPORT_MESSAGES.notYourself });

    const ads = (await moderator.get('/api/admin/reports?kind=offer')).json();
    const adGroup = ads.data.find((group: { target_id: string }) => group.target_id === offer.id);
    expect(adGroup).toMatchObject({
      kind: 'offer',
      count: 2,
      target: { title: 'Barn conversion near Ludlow', path: `/offers/${offer.slug}`, gone: false },
      holder: { id: advertiser.user.id },
      handling: null,
    });
    expect(adGroup.reports.map((report: { reason: string }) => report.reason)).toEqual(['scam', 'wrong_details']);
    expect(adGroup.reports[0].message).toBe('Report number 1 of it');
    expect(adGroup.first_at <= adGroup.last_at).toBe(true);

    const messages = (await moderator.get('/api/admin/reports?kind=message')).json().data;
    expect(messages).toContainEqual(
      expect.objectContaining({
        target_id: String(messageId),
        target: expect.objectContaining({ title: 'Pay me in gift cards before the viewing' }),
      }),
    );
    expect(messages.every((group: { kind: string }) => group.kind === 'message')).toBe(true);
    const profiles = (await moderator.get('/api/admin/reports?kind=profile')).json().data;
    expect(profiles).toContainEqual(
      expect.objectContaining({ target_id: target.user.id, target: expect.objectContaining({ title: 'Fiona Fake' }) }),
    );
    const bad = await moderator.get('/api/admin/reports?kind=car&sort=sideways');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.kind).toBeDefined();
  });
});

describe('reporting a profile', () => {
  it('stores one open report per reporter, refuses an unknown profile, and is limited per client', async () => {
    const { client: moderator } = await mail.signedIn({ roles: ['moderator'] });
    const target = await mail.signedIn({ name: 'Polly Profile' });
    const visitor = await reportingVisitor();
    const body = { reason: 'offensive', message: 'The profile photo is offensive.' };
    for (let time = 0; time < 2; time++) {
      expect((await visitor.post(`/api/users/${target.user.id}/report`, body)).statusCode).toBe(202);
    }
    const groups = (await moderator.get('/api/admin/reports?kind=profile')).json().data;
    expect(groups.find((group: { target_id: string }) => group.target_id === target.user.id).count).toBe(1);
    const unknown = await visitor.post('/api/users/00000000-0000-4000-8000-000000000000/report', body);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(PROFILE_REPORT_MESSAGES.notFound);
    const answers = [];
    for (let time = 0; time < 3; time++)
      answers.push((await visitor.post(`/api/users/${target.user.id}/report`, body)).statusCode);
    expect(answers).toEqual([202, 202, 429]);
  });
});

describe('handling a group of reports', () => {
  it('dismisses: every report resolved, the group listed as handled with who, how and when', async () => {
    const { user: moderatorUser, client: moderator } = await mail.signedIn({ roles: ['moderator'] });
    const { offer } = await reportedAd('Tidy studio in Leeds');
    const done = await moderator.post(`/api/admin/reports/offer/${offer.id}/dismiss`, {});
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: REPORT_HANDLING_MESSAGES.done.dismiss, reports: 2 });
    const open = (await moderator.get('/api/admin/reports?kind=offer')).json().data;
    expect(open.map((group: { target_id: string }) => group.target_id)).not.toContain(offer.id);
    const handled = (await moderator.get('/api/admin/reports?kind=offer&status=handled')).json().data;
    expect(handled.find((group: { target_id: string }) => group.target_id === offer.id)).toMatchObject({
      count: 2,
      handling: { action: 'dismiss', by: moderatorUser.email },
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/offers/${offer.slug}` })).statusCode).toBe(200);
    expect(await auditOf(offer.id)).toEqual([
      expect.objectContaining({
        action: 'reports.dismiss',
        actor_email: moderatorUser.email,
        before: { open_reports: 2 },
        after: { action: 'dismiss', note: null },
      }),
    ]);
  });

  it('removes an ad: off the site through its lifecycle, the advertiser told the reason', async () => {
    const { client: moderator } = await mail.signedIn({ roles: ['moderator'] });
    const { offer, advertiser } = await reportedAd('Too good to be true penthouse');
    const reason = 'The photos belong to another property';
    const empty = await moderator.post(`/api/admin/reports/offer/${offer.id}/remove`, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.note).toEqual([REPORT_HANDLING_MESSAGES.noteRequired]);
    expect((await moderator.post(`/api/admin/reports/offer/${offer.id}/remove`, { note: reason })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/offers/${offer.slug}` })).statusCode).toBe(404);
    const notices = (await advertiser.client.get('/api/user/notifications')).json().data;
    expect(notices[0].message).toContain(reason);
    expect((await auditOf(offer.id)).map((entry) => entry.action)).toEqual(['offers.reject', 'reports.remove']);
  });

  it('removes a message: hidden from the conversation', async () => {
    const { client: moderator } = await mail.signedIn({ roles: ['moderator'] });
    const { seller, conversationId, messageId } = await reportedMessage('Wire the deposit to this account now');
    const removed = await moderator.post(`/api/admin/reports/message/${messageId}/remove`, { note: 'A scam' });
    expect(removed.statusCode).toBe(200);
    const thread = (await seller.client.get(`/api/conversations/${conversationId}`)).json();
    expect(JSON.stringify(thread)).not.toContain('Wire the deposit');
    const handled = (await moderator.get('/api/admin/reports?kind=message&status=handled')).json().data;
    expect(handled.find((group: { target_id: string }) => group.target_id === String(messageId))).toMatchObject({
      target: { gone: true },
      handling: { action: 'remove', note: 'A scam' },
    });
  });

  it('warns the account holder: a notice and an e-mail with the operator’s words', async () => {
    const { client: moderator } = await mail.signedIn({ roles: ['moderator'] });
    const { buyer, messageId } = await reportedMessage('Buy my crypto course instead');
    const words = 'Messages are for talking about the property, not for selling anything else.';
    expect((await moderator.post(`/api/admin/reports/message/${messageId}/warn`, { note: words })).statusCode).toBe(
      200,
    );
    const email = await smtp.waitForMessage(
      (message) => message.to.includes(buyer.user.email) && /warning/i.test(message.subject),
    );
    expect(email.text).toContain(words);
    expect((await buyer.client.get('/api/user/notifications')).json().data[0].message).toBe(
      REPORT_HANDLING_MESSAGES.warningNotice(words),
    );
  });

  it('suspends the account behind a profile; a profile cannot be removed', async () => {
    const { client: moderator } = await mail.signedIn({ roles: ['moderator'] });
    const target = await mail.signedIn({ name: 'Simon Scammer' });
    const reporter = await mail.signedIn();
    await reporter.client.post(`/api/users/${target.user.id}/report`, { reason: 'scam', message: 'Takes deposits.' });
    const remove = await moderator.post(`/api/admin/reports/profile/${target.user.id}/remove`, { note: 'Gone' });
    expect(remove.statusCode).toBe(422);
    expect(remove.json().message).toBe(REPORT_HANDLING_MESSAGES.noRemovalForProfiles);
    const reason = 'Takes deposits for flats that do not exist';
    const done = await moderator.post(`/api/admin/reports/profile/${target.user.id}/suspend`, { note: reason });
    expect(done.statusCode).toBe(200);
    expect((await target.client.get('/api/user')).statusCode).toBe(401);
    const row = await db().execute<{ suspension_reason: string }>(
      sql`select suspension_reason from users where id = ${target.user.id}`,
    );
    expect(row.rows[0]?.suspension_reason).toBe(reason);
    expect((await auditOf(target.user.id)).map((entry) => entry.action)).toEqual(['users.suspend', 'reports.suspend']);
  });

  it('two operators deciding at once: one is applied, the other is told it was already handled', async () => {
    const { client: first } = await mail.signedIn({ roles: ['moderator'] });
    const { client: second } = await mail.signedIn({ roles: ['owner'] });
    const { offer } = await reportedAd('Flat in Bristol reported twice');
    const answers = await Promise.all([
      first.post(`/api/admin/reports/offer/${offer.id}/dismiss`, {}),
      second.post(`/api/admin/reports/offer/${offer.id}/remove`, { note: 'Fake photos' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json().message).toBe(REPORT_HANDLING_MESSAGES.alreadyHandled);
    expect((await auditOf(offer.id)).filter((entry) => entry.action.startsWith('reports.')).length).toBe(1);
    const handlings = await db().execute(sql`select 1 from report_handlings where target_id = ${offer.id}`);
    expect(handlings.rows.length).toBe(1);
  });

  it('lets only moderators and the owner: a guest 401, a user and other operators 403; unknown things 404', async () => {
    const { offer } = await reportedAd('Semi in Derby', ['scam']);
    const guest = await guestClient(t.app, '192.0.2.251');
    expect((await guest.get('/api/admin/reports')).statusCode).toBe(401);
    expect((await guest.post(`/api/admin/reports/offer/${offer.id}/dismiss`, {})).statusCode).toBe(401);
    for (const roles of [['user'], ['support'], ['finance'], ['editor']] as const) {
      const { client } = await mail.signedIn({ roles: [...roles] });
      expect((await client.get('/api/admin/reports')).statusCode, roles[0]).toBe(403);
      expect((await client.post(`/api/admin/reports/offer/${offer.id}/dismiss`, {})).statusCode, roles[0]).toBe(403);
    }
    const { client: moderator } = await mail.signedIn({ roles: ['moderator'] });
    const never = '00000000-0000-4000-8000-000000000000';
    expect((await moderator.post(`/api/admin/reports/offer/${never}/dismiss`, {})).statusCode).toBe(404);
    expect((await moderator.post('/api/admin/reports/message/not-a-number/dismiss', {})).statusCode).toBe(404);
    expect((await moderator.post(`/api/admin/reports/car/${offer.id}/dismiss`, {})).statusCode).toBe(422);
  });
});

describe('the messages’ blocklist', () => {
  it('records who blocked a term and who allowed it again', async () => {
    const { user: moderatorUser, client: moderator } = await mail.signedIn({ roles: ['moderator'] });
    const added = await moderator.post('/api/admin/blocked-terms', { term: 'Wire-Transfer-Now' });
    expect(added.statusCode).toBe(201);
    const { id, term } = added.json();
    expect(term).toBe('wire-transfer-now');
    expect((await moderator.delete(`/api/admin/blocked-terms/${id}`)).statusCode).toBe(204);
    expect((await moderator.delete(`/api/admin/blocked-terms/${id}`)).statusCode).toBe(404);
    expect(await auditOf(String(id))).toEqual([
      expect.objectContaining({ action: 'blocked-terms.add', actor_email: moderatorUser.email, after: { term } }),
      expect.objectContaining({ action: 'blocked-terms.remove', before: { term }, after: null }),
    ]);
  });
});
