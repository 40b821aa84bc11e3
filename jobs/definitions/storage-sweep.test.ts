// The nightly storage sweep on every storage driver: files of a failed save and photos
// an edit removed go once they are a day old; referenced files, shared files and fresh
// files stay.
import { beforeAll, describe, expect, it } from 'vitest';
import { sweepOrphanFiles } from '#core/storage/sweep.ts';
import type { JobRun } from '#jobs/define.ts';
import { jpeg } from '#tests/fixtures/hostile-files.ts';
import { createUser } from '#tests/fixtures/offers.ts';
import { jobDepsOf, testAppForFile } from '#tests/setup/app.ts';
import { signedInClient, type TestClient } from '#tests/setup/client.ts';
import { multipartBody } from '#tests/setup/multipart.ts';
import { s3ForFile } from '#tests/setup/s3.ts';
import { storageSweepJob } from './storage-sweep.ts';

const PASSWORD = 'Sweep-Street-31';
const run: JobRun = { id: 'test-run', attempt: 1, signal: new AbortController().signal };
const DAY = 86_400_000;

describe.each(['filesystem', 'database', 's3'] as const)('the storage sweep (%s storage)', (driver) => {
  const s3 = driver === 's3' ? s3ForFile() : undefined;
  const t = testAppForFile(() => (s3 ? s3.env : { STORAGE_DRIVER: driver }));
  let owner: TestClient;
  let categoryId: number;

  beforeAll(async () => {
    await createUser(t.database.db, { email: 'sweep@example.test', password: PASSWORD });
    owner = await signedInClient(t.app, 'sweep@example.test', PASSWORD, '203.0.113.160');
    categoryId = (await owner.get('/api/categories'))
      .json()
      .categories.find((c: { slug: string }) => c.slug === 'flat')?.id;
  });

  const offer = (photos: unknown) => ({
    title: 'Flat with a balcony',
    category_id: categoryId,
    price: 30_000_000,
    location: { lat: 51.45, lon: -2.58, name: 'Bristol' },
    attributes: [{ id: 1, value: 'sell' }],
    ...(photos === undefined ? {} : { photos }),
  });
  const save = (url: string, json: unknown, files: Buffer[]) => {
    const body = multipartBody([
      ['offer', JSON.stringify(json)],
      ...files.map((bytes, index) => ['photos', { filename: `${index}.jpg`, type: 'image/jpeg', bytes }] as const),
    ]);
    return owner.post(url, body.payload, { headers: body.headers });
  };
  const photoUrls = async (id: string): Promise<string[]> =>
    (await owner.get(`/api/offers/${id}/edit`))
      .json()
      .photos.flatMap((photo: { srcset: string }) => photo.srcset.split(', ').map((entry) => entry.split(' ')[0]));
  const served = async (url: string) => (await t.app.inject({ url })).statusCode;

  it('removes what no row refers to, once it is a day old', async () => {
    const kept = await jpeg(1000, 700);
    const shared = await jpeg(1100, 700);
    const removed = await jpeg(1200, 700);
    const failed = await jpeg(1300, 700);

    const first = (await save('/api/offers', offer(undefined), [kept, shared, removed])).json().id;
    const second = (await save('/api/offers', offer(undefined), [shared])).json().id;
    const before = await photoUrls(first);
    const [keptUrls, sharedUrls, removedUrls] = [before.slice(0, 2), before.slice(2, 4), before.slice(4, 6)];
    // An edit drops the third photo and the shared one; the second offer still shows the shared one.
    const { photos } = (await owner.get(`/api/offers/${first}/edit`)).json();
    expect((await owner.post(`/api/offers/update/${first}`, offer([{ id: photos[0].id }]))).statusCode).toBe(200);
    // A save refused after its file was stored (a wrong reference) leaves an orphan.
    const refused = await save('/api/offers', offer([{ upload: 1 }]), [failed]);
    expect(refused.statusCode).toBe(422);
    expect(await photoUrls(second)).toEqual(sharedUrls);

    // Everything is fresh: nothing goes yet.
    expect((await sweepOrphanFiles(t.database.db, t.app.storage)).deleted).toBe(0);
    for (const url of [...keptUrls, ...sharedUrls, ...removedUrls]) expect(await served(url)).toBe(200);

    const later = new Date(Date.now() + 2 * DAY);
    const result = await sweepOrphanFiles(t.database.db, t.app.storage, { now: later });
    // The removed photo and the refused upload: two renditions each (960 and 480 wide).
    expect(result.deleted).toBe(4);
    for (const url of removedUrls) expect(await served(url)).toBe(404);
    for (const url of [...keptUrls, ...sharedUrls]) expect(await served(url)).toBe(200);
  });

  it('runs as the nightly job', async () => {
    await expect(storageSweepJob.handler({}, jobDepsOf(t), run)).resolves.toBeUndefined();
  });
});
