// The public profile's forms posted without JavaScript, through the page's action helper
// on a real database: following (a visitor is sent to log in and back; twice at once is
// one follow; never oneself), no longer following, a message to the advertiser in the
// name of the session's account (refused for a visitor and for an unconfirmed address),
// and a report of the profile (a visitor's too, with a session opened for them; one open
// report each; never of oneself; refusals beside the fields).
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_REPORT_MESSAGES } from '#contract/profile-reports.ts';
import { sha256 } from '#core/accounts/secrets.ts';
import { isFollowing } from '#core/favourites/follows.ts';
import { followedAdvertisers } from '#db/schema/follows.ts';
import { conversations, messages } from '#db/schema/messages.ts';
import { profileReports } from '#db/schema/reports.ts';
import { createUser } from '#tests/fixtures/offers.ts';
import { createTestApp, type TestApp } from '#tests/setup/app.ts';
import { type Asking, pageContextOf } from '#tests/setup/page-context.ts';
import type { FormFailure } from './form-failure.ts';
import { profileFormAction } from './profile-forms.server.ts';
import type { ProfileFormSent } from './profile-forms.ts';

let t: TestApp;
let advertiserId: string;

beforeAll(async () => {
  t = await createTestApp();
  advertiserId = (await createUser(t.database.db, { accountType: 'agency', companyName: 'Profile Forms Ltd' })).id;
});
afterAll(async () => {
  await t?.close();
});

type Answer = {
  status: number;
  location?: string | null;
  sent?: ProfileFormSent;
  failure?: FormFailure;
  /** The cookies the answer sets, when it sets any. */
  cookies?: string[];
};

/** Posts `fields` to the advertiser's profile (its second page of ads) as `who`; the action's answer. */
function post(who: Asking, fields: Record<string, string>): Promise<Answer> {
  return postTo(advertiserId, who, fields);
}

/** Posts `fields` to the profile of `profileId` (its second page of ads) as `who`; the action's answer. */
async function postTo(profileId: string, who: Asking, fields: Record<string, string>): Promise<Answer> {
  const request = new Request(`http://dazu.test/profile/${profileId}?page=2`, {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  const answer = await profileFormAction(pageContextOf(t, who), request, profileId);
  if (answer instanceof Response) return { status: answer.status, location: answer.headers.get('location') };
  const cookies = new Headers(answer.init?.headers).getSetCookie();
  return { status: answer.init?.status ?? 200, ...answer.data, ...(cookies.length > 0 && { cookies }) };
}

let address = 20;
function visitor(): Asking {
  address += 1;
  return { address: `203.0.113.${address}` };
}
const member = async (verified = true): Promise<Asking> => ({
  ...visitor(),
  account: await createUser(t.database.db, { verified }),
});

describe('following from the profile without JavaScript', () => {
  it('sends a visitor to log in, then back to the profile', async () => {
    const answer = await post(visitor(), { intent: 'follow' });
    expect(answer.status).toBe(303);
    const login = new URL(answer.location ?? '', 'http://dazu.test');
    expect(login.pathname).toBe('/auth');
    expect(login.searchParams.get('next')).toBe(`/profile/${advertiserId}?page=2`);
  });

  it('follows once however often it is sent at once, and stops again', async () => {
    const who = await member();
    const userId = who.account?.id ?? '';
    const answers = await Promise.all([1, 2, 3].map(() => post(who, { intent: 'follow' })));
    expect(answers).toEqual(Array(3).fill({ status: 200, sent: { intent: 'follow' } }));
    const rows = await t.database.db.select().from(followedAdvertisers).where(eq(followedAdvertisers.userId, userId));
    expect(rows.map((row) => row.advertiserId)).toEqual([advertiserId]);

    expect(await post(who, { intent: 'unfollow' })).toEqual({ status: 200, sent: { intent: 'unfollow' } });
    expect(await isFollowing(t.database.db, userId, advertiserId)).toBe(false);
    // Sent twice (or stopped in another tab): what was asked for is already so.
    expect(await post(who, { intent: 'unfollow' })).toEqual({ status: 200, sent: { intent: 'unfollow' } });
  });

  it('refuses following oneself as the API does', async () => {
    const advertiser = await t.database.db.query.users.findFirst({ where: (users) => eq(users.id, advertiserId) });
    if (!advertiser) throw new Error('the advertiser is missing');
    const refused = await post({ ...visitor(), account: advertiser }, { intent: 'follow' });
    expect(refused.status).toBe(422);
    expect(refused.failure?.values).toEqual({ intent: 'follow' });
    expect(await isFollowing(t.database.db, advertiserId, advertiserId)).toBe(false);
  });
});

describe('writing to the advertiser from the profile without JavaScript', () => {
  const message = { intent: 'message', body: 'Do you manage flats in Ancoats?' };

  it('sends the message in the session account’s name, in a conversation without an ad', async () => {
    const who = await member();
    const answer = await post(who, message);
    expect(answer).toMatchObject({ status: 200, sent: { intent: 'message' } });
    const conversationId = answer.sent?.intent === 'message' ? answer.sent.conversationId : '';
    const [conversation] = await t.database.db
      .select()
      .from(conversations)
      .where(and(eq(conversations.id, conversationId), isNull(conversations.offerId)));
    expect(conversation).toBeDefined();
    const stored = await t.database.db.select().from(messages).where(eq(messages.conversationId, conversationId));
    expect(stored).toMatchObject([{ senderId: who.account?.id, body: message.body }]);
  });

  it('refuses a visitor and an account whose address is not confirmed, as the API does', async () => {
    expect((await post(visitor(), message)).status).toBe(401);
    const unconfirmed = await post(await member(false), message);
    expect(unconfirmed.status).toBe(403);
    expect(unconfirmed.failure).toMatchObject({ code: 'email_not_verified', values: { body: message.body } });
  });

  it('refuses a post that is none of the page’s forms', async () => {
    await expect(post(visitor(), { intent: 'delete' })).rejects.toMatchObject({ init: { status: 400 } });
  });
});

describe('reporting the profile without JavaScript', () => {
  const report = { intent: 'report', reason: 'impersonation', message: 'Uses the name and logo of another agency.' };
  const reportsOf = (userId: string) =>
    t.database.db.select().from(profileReports).where(eq(profileReports.userId, userId));

  it('takes a visitor’s report, opening a session for them, and stores their second one once', async () => {
    const profile = await createUser(t.database.db, {});
    const who = visitor();
    const first = await postTo(profile.id, who, report);
    expect(first).toMatchObject({ status: 200, sent: { intent: 'report' } });
    const sessionId = /^dazu_session=([^;]+)/.exec(
      first.cookies?.find((c) => c.startsWith('dazu_session=')) ?? '',
    )?.[1];
    expect(sessionId).toBeDefined();

    // Back with that session: accepted, not stored again.
    const again = await postTo(profile.id, { ...who, sessionId: sha256(sessionId ?? '') }, report);
    expect(again).toEqual({ status: 200, sent: { intent: 'report' } });
    const stored = await reportsOf(profile.id);
    expect(stored).toMatchObject([
      { reason: 'impersonation', reporterUserId: null, reporterKey: `session:${sha256(sessionId ?? '')}` },
    ]);
  });

  it('stores a member’s report in their name', async () => {
    const profile = await createUser(t.database.db, {});
    const who = await member();
    expect(await postTo(profile.id, who, report)).toEqual({ status: 200, sent: { intent: 'report' } });
    expect(await reportsOf(profile.id)).toMatchObject([{ reporterUserId: who.account?.id, message: report.message }]);
  });

  it('refuses a report without a reason beside the field, keeping what was typed', async () => {
    const profile = await createUser(t.database.db, {});
    const refused = await postTo(profile.id, visitor(), { intent: 'report', message: report.message });
    expect(refused.status).toBe(422);
    expect(refused.failure?.errors).toEqual({ reason: PROFILE_REPORT_MESSAGES.reason });
    expect(refused.failure?.values).toMatchObject({ message: report.message });
    expect(await reportsOf(profile.id)).toEqual([]);
  });

  it('refuses a report of one’s own profile, as the API does', async () => {
    const who = await member();
    const refused = await postTo(who.account?.id ?? '', who, report);
    expect(refused.status).toBe(403);
    expect(refused.failure?.message).toBe(PROFILE_REPORT_MESSAGES.notYourself);
    expect(await reportsOf(who.account?.id ?? '')).toEqual([]);
  });
});
