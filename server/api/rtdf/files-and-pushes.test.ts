// A branch's listing is one offer however it arrives: a BLM file's row (AGENT_REF with
// its BRANCH_ID) and a push (branch.branch_id with agent_ref) name the same listing, so
// an agency moving from uploading files to pushing, or back, updates its listings
// instead of doubling them. A listing uploaded before files were read by branch is
// taken over by the first file or push of its branch that names it.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applyImport } from '#core/imports/apply.ts';
import { writeBlm } from '#tests/fixtures/feeds/blm-writer.ts';
import { writeCsv } from '#tests/fixtures/feeds/csv-writer.ts';
import { importableListing } from '#tests/fixtures/feeds/importable.ts';
import { sendPropertyBody } from '#tests/fixtures/feeds/rtdf-push.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { createClient, type TestClient } from '#tests/setup/client.ts';
import { multipartBody } from '#tests/setup/multipart.ts';
import { signedInUser } from '#tests/setup/users.ts';

const BASE = '/api/rtdf/v1/property';
let address = 120;

const t = testAppForFile({ JOBS_WORKER: 'false' });

async function company(branchId: string) {
  address += 1;
  const signedIn = await signedInUser(t, `203.0.113.${address}`, { password: 'Push-Files-77', accountType: 'agency' });
  const made = await signedIn.client.post('/api/user/push-credentials', { branch_id: branchId });
  return { ...signedIn, token: made.json().token as string };
}

type Listings = ReturnType<typeof importableListing>[];

/** Uploads a BLM file of the listings (partial unless told) and applies it; returns the import's counts. */
const uploadBlm = (client: TestClient, listings: Listings, fullFeed = false) =>
  uploadFile(client, 'branch.blm', writeBlm(listings), fullFeed);

async function uploadFile(client: TestClient, filename: string, text: string, fullFeed: boolean) {
  const body = multipartBody([
    ['full_feed', String(fullFeed)],
    ['file', { filename, type: 'application/octet-stream', bytes: Buffer.from(text) }],
  ]);
  const uploaded = await client.post('/api/offers-import', body.payload, { headers: body.headers });
  expect(uploaded.statusCode).toBe(201);
  const { id, counts } = uploaded.json();
  expect((await client.post('/api/offers-import/migrate', { id })).statusCode).toBe(202);
  await applyImport(t.database.db, id);
  return counts as Record<string, number>;
}

const send = (token: string, branchId: string, ref: string, price = 250000) =>
  createClient(t.app).post(
    `${BASE}/sendpropertydetails`,
    sendPropertyBody(branchId, ref, { price_information: { price } }),
    { headers: { authorization: `Bearer ${token}` } },
  );

const offersOf = async (ownerId: string) =>
  (
    await t.database.db.execute<{ id: string; feed_reference: string; price: string }>(
      sql`select id, feed_reference, price from offers where feed_owner_id = ${ownerId} order by feed_reference`,
    )
  ).rows;

describe('files and pushes of one branch', () => {
  it('updates the uploaded listing when the branch starts pushing', async () => {
    const { user, client, token } = await company('301');
    await uploadBlm(client, [importableListing(1, 'SW-1', { branch: '301' })]);
    const [uploaded] = await offersOf(user.id);
    const pushed = await send(token, '301', 'SW-1', 260000);
    expect(pushed.json()).toMatchObject({
      success: true,
      property: { change_type: 'UPDATE', rightmove_id: uploaded?.id },
    });
    expect(await offersOf(user.id)).toEqual([
      expect.objectContaining({ id: uploaded?.id, feed_reference: '301/SW-1' }),
    ]);
  });

  it('updates the pushed listing when the branch uploads a file again', async () => {
    const { user, client, token } = await company('302');
    expect((await send(token, '302', 'BK-1')).json().property.change_type).toBe('CREATE');
    const counts = await uploadBlm(client, [importableListing(2, 'BK-1', { branch: '302' })]);
    expect(counts).toMatchObject({ create: 0, update: 1 });
    expect((await offersOf(user.id)).map((offer) => offer.feed_reference)).toEqual(['302/BK-1']);
  });

  it('keeps the same reference of two branches apart in a file as in pushes', async () => {
    const { user, client } = await company('303');
    await uploadBlm(client, [
      importableListing(3, 'SAME', { branch: '303' }),
      importableListing(4, 'SAME', { branch: '304' }),
    ]);
    expect((await offersOf(user.id)).map((offer) => offer.feed_reference)).toEqual(['303/SAME', '304/SAME']);
  });

  it('takes over a listing uploaded under its bare reference, once, instead of doubling it', async () => {
    const { user, client, token } = await company('305');
    await uploadBlm(client, [importableListing(5, 'OLD-1', { branch: '305' })]);
    // As a file uploaded before files were read by branch left it.
    await t.database.db.execute(sql`update offers set feed_reference = 'OLD-1' where feed_owner_id = ${user.id}`);
    const [legacy] = await offersOf(user.id);
    const pushed = await send(token, '305', 'OLD-1', 270000);
    expect(pushed.json().property).toMatchObject({ change_type: 'UPDATE', rightmove_id: legacy?.id });
    expect(await offersOf(user.id)).toEqual([expect.objectContaining({ id: legacy?.id, feed_reference: '305/OLD-1' })]);
  });
});

/** The company's imported listings on the site, by feed reference. */
const liveReferences = async (ownerId: string) =>
  (
    await t.database.db.execute<{ feed_reference: string }>(
      sql`select feed_reference from offers where feed_owner_id = ${ownerId} and status = 'active' order by feed_reference`,
    )
  ).rows.map((row) => row.feed_reference);

// A full file lists everything of the branches it names: a company whose branches feed us
// in different ways (one pushes, another uploads, a third sends a CSV without branches)
// loses nothing of one branch to another branch's file.
describe('a full file withdraws only the listings it speaks for', () => {
  it("withdraws the missing listings of the file's branches, not another branch's pushed ones", async () => {
    const { user, client, token } = await company('306');
    expect((await send(token, '306', 'PUSHED-1')).json().property.change_type).toBe('CREATE');
    const branch = { branch: '307' };
    await uploadBlm(client, [importableListing(6, 'FILE-1', branch), importableListing(7, 'FILE-2', branch)], true);
    expect(await uploadBlm(client, [importableListing(6, 'FILE-1', branch)], true)).toMatchObject({ withdraw: 1 });
    expect(await liveReferences(user.id)).toEqual(['306/PUSHED-1', '307/FILE-1']);
  });

  it('withdraws, for a file naming no branch, only the listings that came without one', async () => {
    const { user, client, token } = await company('308');
    await send(token, '308', 'PUSHED-2');
    await uploadBlm(client, [importableListing(8, 'BRANCHED-1', { branch: '309' })], true);
    const listings = [
      importableListing(9, 'CSV-1', { branch: null }),
      importableListing(10, 'CSV-2', { branch: null }),
    ];
    await uploadFile(client, 'all.csv', writeCsv(listings), true);
    expect(await uploadFile(client, 'all.csv', writeCsv(listings.slice(0, 1)), true)).toMatchObject({ withdraw: 1 });
    expect(await liveReferences(user.id)).toEqual(['308/PUSHED-2', '309/BRANCHED-1', 'CSV-1']);
  });

  it('keeps a listing whose row in the file cannot be read, as the file still names it', async () => {
    const { user, client } = await company('310');
    const branch = { branch: '310' };
    await uploadBlm(client, [importableListing(11, 'KEPT-1', branch), importableListing(12, 'KEPT-2', branch)], true);
    const unreadable = importableListing(12, 'KEPT-2', { ...branch, pricePence: null });
    const counts = await uploadBlm(client, [importableListing(11, 'KEPT-1', branch), unreadable], true);
    expect(counts).toMatchObject({ reject: 1, withdraw: 0 });
    expect(await liveReferences(user.id)).toEqual(['310/KEPT-1', '310/KEPT-2']);
  });
});
