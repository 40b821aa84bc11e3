import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTRIBUTES, attributesFor } from '#contract/attributes.ts';
import { auctionTermsSchema } from '#contract/auctions.ts';
import { CATEGORIES } from '#contract/categories.ts';
import { LISTING_TYPES, type ListingType } from '#contract/listing-types.ts';
import { verifyPassword } from '#core/accounts/password.ts';
import { renditionKey } from '#core/media/process-photo.ts';
import { filesystemStorage } from '#core/storage/filesystem-storage.ts';
import { testDatabaseForFile } from '#tests/setup/database.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { demoLotTerms } from './auctions.ts';
import { seedBulkOffers } from './bulk.ts';
import { type DemoSummary, seedDemo } from './index.ts';
import { MIN_DEMO_PLACES, resolveDemoPlaces } from './places.ts';
import { createRandom } from './random.ts';
import { ensureTestPlaces } from './test-places.ts';

let filesDir: string;
let summary: DemoSummary | null;
const logged: string[] = [];
const storage = () => filesystemStorage(filesDir);

const database = testDatabaseForFile();

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'dazu-demo-'));
  await ensureTestPlaces(database.db);
  summary = await seedDemo(database.db, storage(), { info: (line) => logged.push(line) }, { offers: 60, imagePool: 8 });
});

afterAll(async () => {
  if (filesDir) rmSync(filesDir, { recursive: true, force: true });
});

const query = async <T>(text: string): Promise<T[]> => (await database.pool.query(text)).rows as T[];

describe('demo seed', () => {
  it('creates accounts of every type, with working passwords, and logs them once', async () => {
    expect(summary).toMatchObject({ offers: 60 });
    const users = await query<{
      email: string;
      account_type: string;
      roles: string[];
      company_id: string | null;
      id: string;
      password_hash: string;
      email_verified_at: Date | null;
      profile_completed_at: Date | null;
    }>(
      `select id, email, account_type, roles, company_id, password_hash, email_verified_at, profile_completed_at from users where email like '%@demo.dazu.test'`,
    );
    const byEmail = new Map(users.map((user) => [user.email, user]));
    expect([...byEmail.keys()].sort()).toEqual(DEMO_ACCOUNTS.map((account) => account.email).sort());
    expect(new Set(users.map((user) => user.account_type))).toEqual(
      new Set(['private', 'agency', 'developer', 'hotel']),
    );
    const agency = byEmail.get('agency@demo.dazu.test');
    expect(agency?.roles).toEqual(['company']);
    expect(byEmail.get('agent1@demo.dazu.test')).toMatchObject({ roles: ['agent'], company_id: agency?.id });
    expect(byEmail.get('admin@demo.dazu.test')).toMatchObject({ account_type: 'private', roles: ['user', 'owner'] });
    for (const user of users) {
      expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(user.email_verified_at).not.toBeNull();
      expect(user.profile_completed_at).not.toBeNull();
    }
    const privateUser = byEmail.get('private@demo.dazu.test');
    expect(await verifyPassword(privateUser?.password_hash ?? '', 'Demo-Private-2026!')).toBe(true);
    for (const account of DEMO_ACCOUNTS)
      expect(logged).toContain(`Demo account: ${account.email} / ${account.password}`);
  });

  it('covers every listing type and every category, with whole-pence prices', async () => {
    const offers = await query<{
      listing_type: ListingType;
      slug: string;
      root: string;
      price: number | null;
      status: string;
      place_id: number | null;
      published_at: Date;
      expires_at: Date;
    }>(`
      select o.listing_type, c.slug, coalesce(parent.slug, c.slug) as root, o.price, o.status, o.place_id, o.published_at, o.expires_at
      from offers o join categories c on c.id = o.category_id left join categories parent on parent.id = c.parent_id`);
    expect(offers).toHaveLength(60);
    expect(new Set(offers.map((offer) => offer.listing_type))).toEqual(new Set(LISTING_TYPES));
    const slugs = new Set(offers.map((offer) => offer.slug));
    for (const root of CATEGORIES) {
      for (const child of root.children) expect(slugs, child.slug).toContain(child.slug);
    }
    for (const offer of offers) {
      expect(offer.status).toBe('active');
      expect(offer.place_id).not.toBeNull();
      expect(offer.expires_at.getTime()).toBeGreaterThan(Date.now());
      if (offer.price !== null) expect(Number.isSafeInteger(Number(offer.price))).toBe(true);
      const root = CATEGORIES.find((category) => category.slug === offer.root);
      if (offer.listing_type !== 'seek-property') expect(root?.offerTypes).toContain(offer.listing_type);
    }
  });

  it('stores only attributes that apply, with valid values', async () => {
    const rows = await query<{
      attribute_id: number;
      value: string;
      value_number: string | null;
      listing_type: ListingType;
      root: string;
    }>(`
      select v.attribute_id, v.value, v.value_number, o.listing_type, coalesce(parent.slug, c.slug) as root
      from offer_attribute_values v join offers o on o.id = v.offer_id
      join categories c on c.id = o.category_id left join categories parent on parent.id = c.parent_id`);
    expect(rows.length).toBeGreaterThan(300);
    for (const row of rows) {
      const applicable = attributesFor(row.listing_type, row.root).map((attribute) => attribute.id);
      expect(applicable, `attribute ${row.attribute_id} on ${row.listing_type} ${row.root}`).toContain(
        row.attribute_id,
      );
      const attribute = ATTRIBUTES.find((candidate) => candidate.id === row.attribute_id);
      if (attribute?.type === 'boolean') expect(row.value).toBe('true');
      if (attribute?.type === 'choice' || attribute?.type === 'multi_choice') {
        expect(attribute.options.map((option) => option.slug)).toContain(row.value);
      }
      if (attribute?.type === 'number') {
        expect(Number(row.value_number)).toBe(Number(row.value));
        expect(Number(row.value)).toBeGreaterThanOrEqual(attribute.min);
        expect(Number(row.value)).toBeLessThanOrEqual(attribute.max);
      }
    }
  });

  it('gives every offer 3 or more photos whose renditions are in storage', async () => {
    const photos = await query<{
      offer_id: string;
      kind: string;
      position: number;
      storage_key: string;
      widths: number[];
      alt: string;
    }>('select offer_id, kind, position, storage_key, widths, alt from offer_photos');
    const perOffer = new Map<string, number[]>();
    for (const photo of photos) {
      if (photo.kind === 'photo')
        perOffer.set(photo.offer_id, [...(perOffer.get(photo.offer_id) ?? []), photo.position]);
    }
    expect(perOffer.size).toBe(60);
    for (const positions of perOffer.values()) {
      expect(positions.length).toBeGreaterThanOrEqual(3);
      expect(positions.sort((a, b) => a - b)).toEqual(positions.map((_, index) => index + 1));
    }
    const files = storage();
    for (const key of new Set(photos.map((photo) => photo.storage_key))) {
      const photo = photos.find((candidate) => candidate.storage_key === key);
      for (const width of photo?.widths ?? []) expect(await files.has(renditionKey(key, width))).toBe(true);
    }
    expect(photos.find((photo) => photo.position === 2 && photo.kind === 'photo')?.alt).toMatch(/^Photo 2 of .+ in .+/);
  });

  it('gives every priced auction ad a lot whose terms the API would take, some open now', async () => {
    const lots = await query<{
      kind: string;
      starts_at: Date;
      ends_at: Date;
      guide: unknown;
      starting_bid: string;
      reserve: string;
      fees: unknown;
      price: string;
    }>(
      `select l.kind, l.starts_at, l.ends_at, l.guide, l.starting_bid, l.reserve, l.fees, o.price
       from auction_lots l join offers o on o.id = l.offer_id`,
    );
    const auctionAds = await query<{ n: string }>(
      "select count(*) as n from offers where listing_type = 'auction' and price is not null",
    );
    expect(summary?.lots).toBe(lots.length);
    expect(lots.length).toBe(Number(auctionAds[0]?.n));
    expect(lots.length).toBeGreaterThan(0);
    for (const lot of lots) {
      const terms = auctionTermsSchema.safeParse({
        kind: lot.kind,
        starts_at: lot.starts_at.toISOString(),
        ends_at: lot.ends_at.toISOString(),
        guide: lot.guide,
        starting_bid: Number(lot.starting_bid),
        reserve: Number(lot.reserve),
        fees: lot.fees,
      });
      expect(terms.error?.issues ?? []).toEqual([]);
      expect(lot.ends_at.getTime()).toBeGreaterThan(Date.now());
    }
  });

  it('makes lots of every kind and timing the same way for the same seed', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    const lots = Array.from({ length: 200 }, (_, index) => demoLotTerms(createRandom(index), 25_000_000, now));
    expect(new Set(lots.map((lot) => lot.kind))).toEqual(new Set(['online_timed', 'modern_method']));
    expect(lots.some((lot) => lot.startsAt > now)).toBe(true);
    expect(lots.some((lot) => lot.endsAt.getTime() - now.getTime() < 12 * 3_600_000)).toBe(true);
    expect(demoLotTerms(createRandom(3), 25_000_000, now)).toEqual(demoLotTerms(createRandom(3), 25_000_000, now));
  });

  it('does nothing the second time', async () => {
    const count = async () => (await query<{ n: string }>('select count(*) as n from offers'))[0]?.n;
    const before = await count();
    expect(await seedDemo(database.db, storage(), { info: () => {} }, { offers: 60, imagePool: 8 })).toBeNull();
    expect(await count()).toBe(before);
    expect(await query("select name from seed_runs where name = 'demo:v1'")).toHaveLength(1);
  });

  it('adds bulk offers with the same generators, reusing the stored pictures', async () => {
    const keysBefore = await query<{ key: string }>('select distinct storage_key as key from offer_photos');
    const result = await seedBulkOffers(database.db, 150, { seed: 7, batchSize: 40 });
    expect(result).toMatchObject({ offers: 150 });
    const [row] = await query<{ offers: string; keys: string }>(
      'select (select count(*) from offers) as offers, (select count(distinct storage_key) from offer_photos) as keys',
    );
    expect(Number(row?.offers)).toBe(210);
    expect(Number(row?.keys)).toBe(keysBefore.length);
  });

  it('fails loudly when the gazetteer lacks the demo places', async () => {
    const attempt = database.db.transaction(async (tx) => {
      await tx.execute(sql`update places set name = name || ' (elsewhere)'`);
      await resolveDemoPlaces(tx);
    });
    await expect(attempt).rejects.toThrow(`at least ${MIN_DEMO_PLACES} are needed`);
  });
});
