// The push API as agency software uses it: a credential made in the company's settings,
// a day of changes for one branch (create, update, status change, remove) and the
// branch's list afterwards; retries and parallel identical sends change nothing more;
// other companies' credentials, none, and revoked ones are refused; bad input names its field.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sendPropertyBody } from '#tests/fixtures/feeds/rtdf-push.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { createClient } from '#tests/setup/client.ts';
import { signedInUser } from '#tests/setup/users.ts';

const PASSWORD = 'Push-Desk-77';
const BASE = '/api/rtdf/v1/property';
let address = 60;

// No job workers: the photos' job is only queued.
const t = testAppForFile({ JOBS_WORKER: 'false' });

async function company(branchId: string | number = 101) {
  address += 1;
  const signedIn = await signedInUser(t, `203.0.113.${address}`, { password: PASSWORD, accountType: 'agency' });
  const made = await signedIn.client.post('/api/user/push-credentials', { branch_id: branchId, label: 'Reapit' });
  expect(made.statusCode).toBe(201);
  const credential = made.json();
  expect(credential.token).toMatch(/^dzp_/);
  return { ...signedIn, credential, token: credential.token as string };
}

const push = (token: string | null, action: string, body: unknown, headers: Record<string, string> = {}) =>
  // A client without a session or CSRF token, as server-to-server software is.
  createClient(t.app).post(`${BASE}/${action}`, body, {
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });

const send = (token: string, ref: string, changes: Record<string, unknown> = {}, branchId: string | number = 101) =>
  push(token, 'sendpropertydetails', sendPropertyBody(branchId, ref, changes));

const remove = (token: string, ref: string, branchId: string | number = 101) =>
  push(token, 'removeproperty', {
    network: { network_id: 1 },
    branch: { branch_id: branchId, channel: 1 },
    property: { agent_ref: ref },
  });

const branchList = (token: string, branchId: string | number = 101) =>
  push(token, 'getbranchpropertylist', { network: { network_id: 1 }, branch: { branch_id: branchId, channel: 1 } });

const offersOf = async (ownerId: string) =>
  (
    await t.database.db.execute<{ feed_reference: string; status: string; price: string; market_status: string }>(
      sql`select feed_reference, status, price, market_status from offers where feed_owner_id = ${ownerId} order by feed_reference`,
    )
  ).rows;

describe('a day of changes from agency software', () => {
  it('creates three, updates one, changes the status of one, removes one, and lists the rest', async () => {
    const { user, token, client } = await company(101);
    for (const ref of ['A1', 'A2', 'A3']) {
      const created = await send(token, ref);
      expect(created.statusCode).toBe(200);
      expect(created.json()).toMatchObject({
        success: true,
        errors: [],
        property: { agent_ref: ref, change_type: 'CREATE', rightmove_id: expect.any(String) },
      });
      expect(created.json().property.rightmove_url).toMatch(/\/offers\//);
    }
    const updated = await send(token, 'A1', { price_information: { price: 240000, tenure_type: 1 } });
    expect(updated.json()).toMatchObject({ success: true, property: { agent_ref: 'A1', change_type: 'UPDATE' } });
    const sstc = await send(token, 'A2', { status: 2 });
    expect(sstc.json().property.change_type).toBe('UPDATE');
    const removed = await remove(token, 'A3');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ success: true, property: { agent_ref: 'A3', change_type: 'DELETE' } });

    const offers = await offersOf(user.id);
    expect(offers).toMatchObject([
      { feed_reference: '101/A1', status: 'active', price: expect.stringMatching(/^24000000(\.0+)?$|^240000(\.0+)?$/) },
      { feed_reference: '101/A2', status: 'active', market_status: 'sold_stc' },
      { feed_reference: '101/A3', status: 'inactive' },
    ]);
    const list = await branchList(token);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ success: true, branch: { branch_id: '101', channel: 1 } });
    expect(list.json().property.map((item: { agent_ref: string }) => item.agent_ref)).toEqual(['A1', 'A2']);
    expect(list.json().property[0]).toMatchObject({
      rightmove_id: expect.any(String),
      rightmove_url: expect.stringMatching(/\/offers\//),
      last_changed_date: expect.any(String),
    });
    // Pushes do not fill the company's import history or its bell.
    expect((await client.get('/api/offers-import/get-imported-offers')).json().data).toEqual([]);
    expect((await client.get('/api/user/notifications')).json().data).toEqual([]);
  });

  it('keeps branches apart: the same agent_ref in two branches is two listings', async () => {
    const first = await company(7);
    const second = await first.client.post('/api/user/push-credentials', { branch_id: '8' });
    await send(first.token, 'SAME', {}, 7);
    await send(second.json().token, 'SAME', {}, 8);
    expect((await offersOf(first.user.id)).map((offer) => offer.feed_reference)).toEqual(['7/SAME', '8/SAME']);
    expect((await branchList(first.token, 7)).json().property).toHaveLength(1);
  });
});

describe('retries', () => {
  it('answers UPDATE to the same details again and writes nothing; removing twice succeeds with a warning', async () => {
    const { user, token } = await company();
    expect((await send(token, 'R1')).json().property.change_type).toBe('CREATE');
    const before = await offersOf(user.id);
    const again = await send(token, 'R1');
    expect(again.json()).toMatchObject({ success: true, property: { change_type: 'UPDATE' } });
    expect(await offersOf(user.id)).toEqual(before);
    expect((await remove(token, 'R1')).json()).toMatchObject({ success: true, warnings: [] });
    const twice = await remove(token, 'R1');
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toMatchObject({ success: true, warnings: [{ warning_code: 'already_removed' }] });
    // Sending it again puts it back on the site.
    await send(token, 'R1');
    expect((await offersOf(user.id))[0]?.status).toBe('active');
  });

  it('creates one offer from identical sends made at the same time', async () => {
    const { user, token } = await company();
    const answers = await Promise.all([send(token, 'P1'), send(token, 'P1'), send(token, 'P1')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => answer.json().property.change_type).sort()).toEqual(['CREATE', 'UPDATE', 'UPDATE']);
    expect(await offersOf(user.id)).toHaveLength(1);
  });
});

describe('who may push', () => {
  it('refuses requests without a credential, with a wrong one, and with a revoked one', async () => {
    const { token, credential, client } = await company();
    const none = await push(null, 'getbranchpropertylist', { branch: { branch_id: 101, channel: 1 } });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ success: false, errors: [{ error_code: 'unauthorised' }] });
    expect(
      (await push('dzp_wrong', 'getbranchpropertylist', { branch: { branch_id: 101, channel: 1 } })).statusCode,
    ).toBe(401);
    // HTTP Basic with the credential's id or branch id works as Bearer does.
    for (const name of [credential.id, '101']) {
      const basic = `Basic ${Buffer.from(`${name}:${token}`).toString('base64')}`;
      expect(
        (
          await push(
            null,
            'getbranchpropertylist',
            { branch: { branch_id: 101, channel: 1 } },
            { authorization: basic },
          )
        ).statusCode,
      ).toBe(200);
    }
    const otherName = `Basic ${Buffer.from(`102:${token}`).toString('base64')}`;
    expect(
      (
        await push(
          null,
          'getbranchpropertylist',
          { branch: { branch_id: 101, channel: 1 } },
          { authorization: otherName },
        )
      ).statusCode,
    ).toBe(401);
    expect((await client.delete(`/api/user/push-credentials/${credential.id}`)).statusCode).toBe(204);
    expect((await send(token, 'X1')).statusCode).toBe(401);
    const listed = (await client.get('/api/user/push-credentials')).json();
    expect(listed.data[0]).toMatchObject({ id: credential.id, revoked_at: expect.any(String) });
    expect(listed.data[0]).not.toHaveProperty('token');
    expect(listed.base_url).toMatch(/\/api\/rtdf\/v1\/property\/$/);
  });

  it('never lets another company read or change this company’s listings', async () => {
    const owner = await company(101);
    const other = await company(101);
    await send(owner.token, 'MINE');
    expect((await branchList(other.token)).json().property).toEqual([]);
    const removal = await remove(other.token, 'MINE');
    expect(removal.statusCode).toBe(404);
    expect(removal.json()).toMatchObject({ success: false, errors: [{ error_code: 'not_found' }] });
    expect((await offersOf(owner.user.id))[0]?.status).toBe('active');
    // Another company cannot revoke this company's credential either.
    expect((await other.client.delete(`/api/user/push-credentials/${owner.credential.id}`)).statusCode).toBe(404);
  });

  it('answers 403 for a branch the credential is not for', async () => {
    const { token } = await company(101);
    const answer = await send(token, 'B1', {}, 999);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({
      success: false,
      errors: [{ error_code: 'wrong_branch', error_value: 'branch.branch_id' }],
    });
  });

  it('refuses a suspended company’s pushes until it is reinstated, and changes nothing', async () => {
    const { user, token } = await company(101);
    await t.database.db.execute(
      sql`update users set suspended_at = now(), suspension_reason = 'Fraud' where id = ${user.id}`,
    );
    const refused = await send(token, 'S1');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, errors: [{ error_code: 'account_suspended' }] });
    expect(await offersOf(user.id)).toEqual([]);
    await t.database.db.execute(
      sql`update users set suspended_at = null, suspension_reason = null where id = ${user.id}`,
    );
    expect((await send(token, 'S1')).statusCode).toBe(200);
  });

  it('lets only company accounts make credentials', async () => {
    address += 1;
    const { client } = await signedInUser(t, `203.0.113.${address}`, { password: PASSWORD, accountType: 'private' });
    expect((await client.post('/api/user/push-credentials', { branch_id: 1 })).statusCode).toBe(403);
  });
});

describe('bad input', () => {
  it('names the field that is missing or wrong, and never answers 500', async () => {
    const { token } = await company();
    const missing = await send(token, 'E1', { address: { town: 'Manchester' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      success: false,
      errors: expect.arrayContaining([expect.objectContaining({ error_value: 'property.address.display_address' })]),
    });
    const badCode = await send(token, 'E2', { status: 9 });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().errors[0].error_value).toBe('property.status');
    const badType = await send(token, 'E3', { property_type: 999 });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().errors[0]).toMatchObject({ error_value: 'property.property_type' });
    const nowhere = await send(token, 'E4', {
      address: { town: 'Nowhereville', display_address: 'Nowhereville', postcode_1: null, postcode_2: null },
    });
    expect(nowhere.statusCode).toBe(422);
    expect(nowhere.json().errors[0].error_code).toBe('invalid_listing');
    const notJson = await push(token, 'sendpropertydetails', '{not json', { 'content-type': 'application/json' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ success: false });
  });
});
