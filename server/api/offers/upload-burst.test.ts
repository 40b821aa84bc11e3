// A burst of photo uploads against a real listening server: the process never decodes
// more pictures at once than its pool allows, and once the waiting line is full the
// next requests are answered 503 at once, with Retry-After and a plain message, while
// those already waiting are served when room comes.
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '#contract/upload-messages.ts';
import { IMAGE_POOL_LIMITS, imagePool } from '#core/media/image-pool.ts';
import { categories } from '#db/schema/catalogue.ts';
import { jpeg } from '#tests/fixtures/hostile-files.ts';
import { createUser } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { signedInClient } from '#tests/setup/client.ts';
import { multipartBody } from '#tests/setup/multipart.ts';

const PASSWORD = 'Burst-Lane-77';
let base: string;
let headers: Record<string, string>;
let categoryId: number;

const t = testAppForFile({ JOBS_WORKER: 'false' });

beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  await createUser(t.database.db, { email: 'burst@upload.example', password: PASSWORD });
  const browser = await signedInClient(t.app, 'burst@upload.example', PASSWORD);
  headers = {
    cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    'x-xsrf-token': decodeURIComponent(browser.cookies.get('XSRF-TOKEN') ?? ''),
  };
  const [detached] = await t.database.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, 'detached'));
  categoryId = detached?.id ?? 0;
});

/** Posts an offer with one photo over real HTTP. */
async function post(photo: Buffer) {
  const offer = {
    title: 'Detached house in a burst of uploads',
    category_id: categoryId,
    price: 30_000_000,
    description: '<p>Bright rooms.</p>',
    location: { lat: 52.2053, lon: 0.1218, name: 'Cambridge' },
    attributes: [
      { id: 1, value: 'sell' },
      { id: 11, value: '3' },
    ],
  };
  const body = multipartBody([
    ['offer', JSON.stringify(offer)],
    ['photos', { filename: 'photo.jpg', type: 'image/jpeg', bytes: photo }],
  ]);
  const response = await fetch(`${base}/api/offers`, {
    method: 'POST',
    headers: { ...headers, ...body.headers },
    body: new Uint8Array(body.payload),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
}

/** Distinct pictures, so none is already stored and each must be decoded. */
const photos = (count: number, seed: number) =>
  Promise.all(Array.from({ length: count }, (_, index) => jpeg(1600 + seed + index, 1000)));

describe('a burst of photo uploads', () => {
  it('never decodes more pictures at once than the pool allows, and serves them all', async () => {
    const pictures = await photos(12, 0);
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, imagePool.running);
    }, 1);
    try {
      const answers = await Promise.all(pictures.map(post));
      expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(201));
    } finally {
      clearInterval(sampler);
    }
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(IMAGE_POOL_LIMITS.concurrency);
  });

  it('refuses what does not fit in the waiting line with 503, and serves what waited', async () => {
    let release = () => {};
    const blocked = new Promise<void>((resolve) => {
      release = resolve;
    });
    const room = 4;
    // Every slot busy, and all but `room` waiting places taken.
    const held = Array.from({ length: IMAGE_POOL_LIMITS.concurrency + IMAGE_POOL_LIMITS.maxWaiting - room }, () =>
      imagePool.run(() => blocked),
    );
    try {
      const answers = (await photos(10, 100)).map((picture) => post(picture));
      // Six requests find the line full; four take the places left and wait.
      const refused: Array<Awaited<ReturnType<typeof post>>> = [];
      for (const answer of answers) {
        void answer.then((result) => {
          if (result.status === 503) refused.push(result);
        });
      }
      await expect.poll(() => refused.length, { timeout: 20_000 }).toBe(10 - room);
      expect(imagePool.waiting).toBe(IMAGE_POOL_LIMITS.maxWaiting);
      for (const answer of refused) {
        expect(answer.retryAfter).toBe('30');
        expect(answer.body).toMatchObject({
          code: 'images_busy',
          message: `“photo.jpg”: ${UPLOAD_MESSAGES.imagesBusy}`,
        });
      }
      release();
      const statuses = (await Promise.all(answers)).map((answer) => answer.status).sort();
      expect(statuses).toEqual([...Array(room).fill(201), ...Array(10 - room).fill(503)]);
    } finally {
      release();
      await Promise.all(held);
    }
  });
});
