// The photos and files unpacked from an import's zip live in private storage only while
// the import needs them: their expanded bytes count against a limit per import (reading
// stops there, whatever the zip declares) and per company; they are deleted when the
// import is applied, cancelled, replaced or expired, and a sweep removes whatever is
// left behind. Only files the feed's listings use are unpacked at all.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from '#contract/imports.ts';
import { gazetteerGeocoder } from '#core/places/geocoder.ts';
import type { Storage } from '#core/storage/storage.ts';
import { importApplyJob } from '#jobs/definitions/import-apply.ts';
import { writeBlm } from '#tests/fixtures/feeds/blm-writer.ts';
import { importableListing } from '#tests/fixtures/feeds/importable.ts';
import { buildZip } from '#tests/fixtures/feeds/zip-writer.ts';
import { createUser } from '#tests/fixtures/offers.ts';
import { jobDepsOf, testAppForFile } from '#tests/setup/app.ts';
import type { FeedMedia } from './feeds/feed-listing.ts';
import { cancelImport, confirmImport } from './imports.ts';
import { geocoderLocator } from './locate.ts';
import { expireStalePreviews, IMPORT_MEDIA_PREFIX, type ImportMediaLimits, sweepImportMedia } from './media-files.ts';
import { previewImport } from './preview.ts';

const MB = 1024 * 1024;
let dir: string;
let photo: Buffer;

const t = testAppForFile({ JOBS_WORKER: 'false' });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dazu-import-media-'));
  photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 20, g: 120, b: 90 } } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
});

/** A file that compresses to almost nothing: a zip of many of them is small, unpacked it is large. */
const filler = (megabytes: number, seed: number) => Buffer.alloc(megabytes * MB, seed);

const photos = (names: string[]): FeedMedia[] => names.map((source) => ({ kind: 'photo', source, caption: null }));

function zipFile(
  listings: Array<{ reference: string; media: FeedMedia[] }>,
  files: Array<{ name: string; data: Buffer }>,
) {
  const path = join(dir, `feed-${Date.now()}-${Math.random()}.zip`);
  const feed = writeBlm(listings.map(({ reference, media }, i) => importableListing(i + 1, reference, { media })));
  const bytes = buildZip([{ name: 'feed.blm', data: feed }, ...files]);
  writeFileSync(path, bytes);
  return { path, size: bytes.length };
}

/** Storage that counts what is written, to see that unpacking stopped at the limit. */
function countingStorage(storage: Storage) {
  const counted = { ...storage, written: 0 } as Storage & { written: number };
  counted.put = async (key, bytes, type) => {
    counted.written += bytes.length;
    await storage.put(key, bytes, type);
  };
  return counted;
}

const preview = (
  companyId: string,
  path: string,
  options: { storage?: Storage; limits?: Partial<ImportMediaLimits>; replacing?: string } = {},
) =>
  previewImport(
    t.database.db,
    options.storage ?? t.app.storage,
    { id: companyId },
    { path, fileName: 'feed.zip', fullFeed: false },
    geocoderLocator(gazetteerGeocoder(t.database.db)),
    options.replacing,
    options.limits ? { mediaLimits: options.limits } : {},
  );

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: Error & { status?: number; errors?: Record<string, string[]> }) =>
      `${error.status}: ${error.errors?.file?.[0] ?? error.message}`,
  );

async function keptFiles(prefix = IMPORT_MEDIA_PREFIX): Promise<string[]> {
  const keys: string[] = [];
  for await (const entry of t.app.storage.list(prefix)) keys.push(entry.key);
  return keys.sort();
}

const importsOf = async (companyId: string) =>
  (
    await t.database.db.execute<{ id: string; status: string; media_bytes: number; error: string | null }>(sql`
      select id, status, media_bytes::int as media_bytes, error from offer_imports where user_id = ${companyId}
      order by created_at`)
  ).rows;

describe('the media of an import zip', () => {
  it('stops unpacking a small zip of repeated files at the limit per import, refuses it and keeps nothing', async () => {
    const company = await createUser(t.database.db, { accountType: 'agency' });
    const names = Array.from({ length: 40 }, (_, i) => `photo-${i}.jpg`);
    const { path, size } = zipFile(
      [{ reference: 'BOMB-1', media: photos(names) }],
      names.map((name, i) => ({ name, data: filler(1, i) })),
    );
    // 40 MB of files in a zip of a few kilobytes.
    expect(size).toBeLessThan(200 * 1024);
    const storage = countingStorage(t.app.storage);
    expect(await refusal(preview(company.id, path, { storage, limits: { perImportBytes: 8 * MB } }))).toBe(
      `422: ${IMPORT_MESSAGES.mediaTooLarge(8 * MB)}`,
    );
    // Reading stopped at the limit: never more than it was written.
    expect(storage.written).toBeLessThanOrEqual(8 * MB);
    expect(await importsOf(company.id)).toEqual([]);
    expect(await keptFiles()).toEqual([]);
  });

  it('unpacks only the files the listings use, and counts them on the import', async () => {
    const company = await createUser(t.database.db, { accountType: 'agency' });
    const { path } = zipFile(
      [{ reference: 'USED-1', media: photos(['front.jpg']) }],
      [
        { name: 'front.jpg', data: photo },
        { name: 'unused.jpg', data: filler(2, 1) },
        { name: 'notes.txt', data: filler(1, 2) },
      ],
    );
    const id = await preview(company.id, path);
    expect(await keptFiles()).toEqual([`${IMPORT_MEDIA_PREFIX}${id}/front.jpg`]);
    expect(await importsOf(company.id)).toEqual([{ id, status: 'ready', media_bytes: photo.length, error: null }]);
    await cancelImport(t.database.db, t.app.storage, { id: company.id }, id);
  });

  it('refuses a zip past what the company may hold at once, until an earlier import lets go of its files', async () => {
    const company = await createUser(t.database.db, { accountType: 'agency' });
    const limits = { perCompanyBytes: 5 * MB };
    const upload = (reference: string, seed: number) => {
      const names = [1, 2, 3].map((n) => `${reference}-${n}.jpg`);
      return zipFile(
        [{ reference, media: photos(names) }],
        names.map((name, i) => ({ name, data: filler(1, seed + i) })),
      ).path;
    };
    const first = await preview(company.id, upload('FIRST', 10), { limits });
    const second = upload('SECOND', 20);
    expect(await refusal(preview(company.id, second, { limits }))).toBe(
      `422: ${IMPORT_MESSAGES.companyMediaFull(5 * MB)}`,
    );
    expect((await keptFiles()).filter((key) => !key.includes(first))).toEqual([]);
    // Cancelling the first deletes its files and frees the room.
    await cancelImport(t.database.db, t.app.storage, { id: company.id }, first);
    expect(await keptFiles(`${IMPORT_MEDIA_PREFIX}${first}/`)).toEqual([]);
    const again = await preview(company.id, second, { limits });
    expect((await importsOf(company.id)).map((row) => [row.id, row.status, row.media_bytes])).toEqual([
      [first, 'cancelled', 0],
      [again, 'ready', 3 * MB],
    ]);
    await cancelImport(t.database.db, t.app.storage, { id: company.id }, again);
  });

  it('holds the company limit when two zips are unpacked at the same time', async () => {
    const company = await createUser(t.database.db, { accountType: 'agency' });
    const limits = { perCompanyBytes: 5 * MB };
    const paths = ['RACE-A', 'RACE-B'].map((reference, seed) => {
      const names = [1, 2, 3].map((n) => `${reference}-${n}.jpg`);
      return zipFile(
        [{ reference, media: photos(names) }],
        names.map((name, i) => ({ name, data: filler(1, 40 + seed * 3 + i) })),
      ).path;
    });
    const results = await Promise.all(paths.map((path) => refusal(preview(company.id, path, { limits }))));
    expect(results.sort()).toEqual([`422: ${IMPORT_MESSAGES.companyMediaFull(5 * MB)}`, 'accepted']);
    const held = await importsOf(company.id);
    expect(held.map((row) => row.media_bytes)).toEqual([3 * MB]);
    for (const row of held) await cancelImport(t.database.db, t.app.storage, { id: company.id }, row.id);
  });

  it('deletes the files once the import is applied and its photos are copied', async () => {
    const company = await createUser(t.database.db, { accountType: 'agency' });
    const { path } = zipFile(
      [{ reference: 'APPLY-1', media: photos(['front.jpg']) }],
      [{ name: 'front.jpg', data: photo }],
    );
    const id = await preview(company.id, path);
    expect(await keptFiles(`${IMPORT_MEDIA_PREFIX}${id}/`)).toHaveLength(1);
    await confirmImport(t.database.db, { id: company.id }, id, async () => {});
    await importApplyJob.handler({ importId: id }, jobDepsOf(t), {
      id: 'apply',
      attempt: 1,
      signal: new AbortController().signal,
    });
    const photosOfOffer = await t.database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from offer_photos p join offers o on o.id = p.offer_id where o.feed_owner_id = ${company.id}`);
    expect(photosOfOffer.rows[0]?.n).toBe(1);
    expect(await keptFiles(`${IMPORT_MEDIA_PREFIX}${id}/`)).toEqual([]);
    expect(await importsOf(company.id)).toEqual([{ id, status: 'done', media_bytes: 0, error: null }]);
  });

  it('deletes the old files when an import waiting for confirmation gets a new zip', async () => {
    const company = await createUser(t.database.db, { accountType: 'agency' });
    const first = zipFile([{ reference: 'SWAP-1', media: photos(['old.jpg']) }], [{ name: 'old.jpg', data: photo }]);
    const id = await preview(company.id, first.path);
    const second = zipFile(
      [{ reference: 'SWAP-1', media: photos(['new.jpg']) }],
      [{ name: 'new.jpg', data: filler(1, 9) }],
    );
    expect(await preview(company.id, second.path, { replacing: id })).toBe(id);
    expect(await keptFiles(`${IMPORT_MEDIA_PREFIX}${id}/`)).toEqual([`${IMPORT_MEDIA_PREFIX}${id}/new.jpg`]);
    expect((await importsOf(company.id))[0]?.media_bytes).toBe(MB);
    await cancelImport(t.database.db, t.app.storage, { id: company.id }, id);
  });
});

describe('sweeping import media', () => {
  it('expires previews nobody confirmed within a week, and removes files of imports that are gone or finished', async () => {
    const company = await createUser(t.database.db, { accountType: 'agency' });
    const zip = (reference: string) =>
      zipFile([{ reference, media: photos([`${reference}.jpg`]) }], [{ name: `${reference}.jpg`, data: photo }]).path;
    const stale = await preview(company.id, zip('STALE'));
    const waiting = await preview(company.id, zip('WAITING'));
    const gone = await preview(company.id, zip('GONE'));
    const finished = await preview(company.id, zip('FINISHED'));
    await t.database.db.execute(
      sql`update offer_imports set created_at = now() - interval '8 days' where id = ${stale}`,
    );
    await t.database.db.execute(sql`delete from offer_imports where id = ${gone}`);
    await t.database.db.execute(sql`update offer_imports set status = 'done' where id = ${finished}`);

    expect(await expireStalePreviews(t.database.db, t.app.storage)).toEqual([stale]);
    const expired = (await importsOf(company.id)).find((row) => row.id === stale);
    expect(expired).toMatchObject({ status: 'cancelled', media_bytes: 0, error: IMPORT_MESSAGES.previewExpired });
    expect(await keptFiles(`${IMPORT_MEDIA_PREFIX}${stale}/`)).toEqual([]);

    // Within the grace period nothing is swept: a preview may be writing its files.
    expect(await sweepImportMedia(t.database.db, t.app.storage)).toMatchObject({ deleted: 0 });
    const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
    expect(await sweepImportMedia(t.database.db, t.app.storage, { now: later })).toMatchObject({ deleted: 2 });
    expect(await keptFiles(`${IMPORT_MEDIA_PREFIX}${gone}/`)).toEqual([]);
    expect(await keptFiles(`${IMPORT_MEDIA_PREFIX}${finished}/`)).toEqual([]);
    expect(await keptFiles(`${IMPORT_MEDIA_PREFIX}${waiting}/`)).toHaveLength(1);
    expect((await importsOf(company.id)).find((row) => row.id === finished)?.media_bytes).toBe(0);
    await cancelImport(t.database.db, t.app.storage, { id: company.id }, waiting);
    expect(await keptFiles()).toEqual([]);
  });
});
