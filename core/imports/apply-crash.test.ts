// Crash safety of applying an import: stopped at random points (on PostgreSQL by killing
// the process that applies it, SIGKILL; on the embedded engine, which one process owns,
// by failing inside the transaction at a random row), then run again: exactly the feed's
// offers exist, once each, none half-made, and the import is complete.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gazetteerGeocoder } from '#core/places/geocoder.ts';
import { writeBlm } from '#tests/fixtures/feeds/blm-writer.ts';
import { importableListing } from '#tests/fixtures/feeds/importable.ts';
import { createUser } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { applyImport } from './apply.ts';
import type { FeedListing } from './feeds/feed-listing.ts';
import { confirmImport } from './imports.ts';
import { geocoderLocator } from './locate.ts';
import { offerReference } from './offer-reference.ts';
import { previewImport } from './preview.ts';

const LISTINGS = 40;
let dir: string;

const t = testAppForFile();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dazu-crash-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
});

const listing = (i: number, price: number): FeedListing =>
  importableListing(i, `CRASH-${i}`, { propertyType: 'semi-detached', pricePence: price });

async function confirmedImport(companyId: string, listings: FeedListing[]): Promise<string> {
  const path = join(dir, `feed-${Date.now()}.blm`);
  writeFileSync(path, writeBlm(listings));
  const id = await previewImport(
    t.database.db,
    t.app.storage,
    { id: companyId },
    { path, fileName: 'feed.blm', fullFeed: true },
    geocoderLocator(gazetteerGeocoder(t.database.db)),
  );
  await confirmImport(t.database.db, { id: companyId }, id, async () => {});
  return id;
}

/** Stops the work at a random point: a killed process on PostgreSQL, a failed transaction on PGlite. */
async function interrupt(importId: string): Promise<string> {
  if (t.database.engine === 'postgres') {
    const url = (t.database.pool.options as { connectionString: string }).connectionString;
    const child = fork('tests/setup/apply-import-process.ts', [url, importId], { stdio: 'ignore' });
    // Listen for the exit from the start: the child may finish the work, and exit, before
    // the kill below (a listener added after that would wait forever).
    const exited = new Promise((resolve) => child.once('exit', resolve));
    let running = true;
    void exited.then(() => {
      running = false;
    });
    await new Promise((resolve) => child.once('message', resolve));
    // Killed once the work has passed a random row a little ahead of where it stands: a
    // delay in milliseconds would land after the end on a fast machine and before the
    // start on a slow one, and test nothing either way.
    const before = await appliedRows(importId);
    const target = Math.min(LISTINGS - 5, before + 1 + Math.floor(Math.random() * 10));
    while (running && (await appliedRows(importId)) < target) await new Promise((resolve) => setTimeout(resolve, 1));
    child.kill('SIGKILL');
    await exited;
    return `killed past row ${target} with ${await appliedRows(importId)} rows applied`;
  }
  const left = await t.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from offer_import_rows where import_id = ${importId} and applied_at is null`,
  );
  const at = 1 + Math.floor(Math.random() * Number(left.rows[0]?.n ?? 0));
  let seen = 0;
  await expect(
    applyImport(t.database.db, importId, {
      batchSize: 1 + Math.floor(Math.random() * 9),
      onRow: () => {
        seen += 1;
        if (seen === at) throw new Error('stopped');
      },
    }),
  ).rejects.toThrow('stopped');
  return `stopped at row ${at} with ${await appliedRows(importId)} rows applied`;
}

async function appliedRows(importId: string): Promise<number> {
  const found = await t.database.db.execute<{ n: number }>(
    sql`select applied_rows as n from offer_imports where id = ${importId}`,
  );
  return Number(found.rows[0]?.n ?? 0);
}

async function state(ownerId: string) {
  const offers = await t.database.db.execute<{
    reference: string;
    status: string;
    price: string;
    values: number;
    derived: boolean;
  }>(sql`
    select o.feed_reference as reference, o.status, o.price, o.root_category_id is not null as derived,
      (select count(*)::int from offer_attribute_values v where v.offer_id = o.id) as values
    from offers o where o.feed_owner_id = ${ownerId} order by o.feed_reference`);
  return offers.rows;
}

describe('an import stopped at random points', () => {
  it('ends, once run again, with exactly the feed’s offers: no duplicates, none half-made', async () => {
    const company = await createUser(t.database.db, { accountType: 'agency' });
    const feed = Array.from({ length: LISTINGS }, (_, i) => listing(i, 300_000_00 + i * 100));
    const first = await confirmedImport(company.id, feed);
    const stops: string[] = [];
    for (let round = 0; round < 4; round += 1) stops.push(await interrupt(first));
    // The stops did land in the middle of the work (not before it started or after it ended).
    expect(
      stops.some((stop) => !/ with (0|40) rows/.test(stop)),
      stops.join(', '),
    ).toBe(true);
    await applyImport(t.database.db, first);
    const created = await state(company.id);
    expect(
      created.map((offer) => offer.reference),
      stops.join(', '),
    ).toEqual(feed.map((item) => offerReference(item)).sort());
    // Half-made would be an offer without its attribute values or derived search columns.
    expect(
      created.filter((offer) => offer.status !== 'active' || offer.values < 1 || !offer.derived),
      stops.join(', '),
    ).toEqual([]);

    // An update stopped the same way: every price moves once, to the new one.
    const second = await confirmedImport(
      company.id,
      feed.map((item, i) => ({ ...item, pricePence: 200_000_00 + i })),
    );
    for (let round = 0; round < 3; round += 1) stops.push(await interrupt(second));
    await applyImport(t.database.db, second);
    const updated = await state(company.id);
    expect(updated).toHaveLength(LISTINGS);
    for (const offer of updated) {
      const i = Number(offer.reference.split('-')[1]);
      expect(Number(offer.price), `${offer.reference} after ${stops.join(', ')}`).toBe(200_000_00 + i);
      expect(offer.values).toBeGreaterThanOrEqual(1);
      expect(offer.derived).toBe(true);
    }
    const imports = await t.database.db.execute<{ status: string; applied_rows: number; total_rows: number }>(
      sql`select status, applied_rows, total_rows from offer_imports where user_id = ${company.id} order by created_at`,
    );
    expect(imports.rows).toEqual([
      { status: 'done', applied_rows: LISTINGS, total_rows: LISTINGS },
      { status: 'done', applied_rows: LISTINGS, total_rows: LISTINGS },
    ]);
    // Seven child processes start Node and connect: seconds each on a busy CI machine.
  }, 120_000);
});
