// Photos, floor plans and energy certificates through POST /api/offers and
// POST /api/offers/update/{id}: files are checked by content and cleaned, the lists
// place them in order, limits answer 413 with a clear message, a hostile corpus is
// refused or cleaned, and a refused save writes no rows.
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { OFFER_FILE_MESSAGES } from '#contract/offer-files.ts';
import { UPLOAD_MESSAGES } from '#contract/upload-messages.ts';
import { IMAGE_POOL_LIMITS, imagePool } from '#core/media/image-pool.ts';
import { categories } from '#db/schema/catalogue.ts';
import { offerPhotos, offers } from '#db/schema/offers.ts';
import * as hostile from '#tests/fixtures/hostile-files.ts';
import { hostilePdfs } from '#tests/fixtures/hostile-pdfs.ts';
import { createUser } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { guestClient, signedInClient, type TestClient } from '#tests/setup/client.ts';
import { type FormEntry, type FormFile, multipartBody } from '#tests/setup/multipart.ts';

const PASSWORD = 'Upload-Lane-77';
let ann: TestClient;
let bob: TestClient;
let agency: TestClient;
let guest: TestClient;
let detachedId: number;

const t = testAppForFile();

beforeAll(async () => {
  const db = t.database.db;
  await createUser(db, { email: 'ann@upload.example', password: PASSWORD });
  await createUser(db, { email: 'bob@upload.example', password: PASSWORD });
  await createUser(db, {
    email: 'agency@upload.example',
    password: PASSWORD,
    accountType: 'agency',
    companyName: 'Upload Homes',
    roles: ['user', 'company'],
  });
  ann = await signedInClient(t.app, 'ann@upload.example', PASSWORD, '203.0.113.140');
  bob = await signedInClient(t.app, 'bob@upload.example', PASSWORD, '203.0.113.141');
  agency = await signedInClient(t.app, 'agency@upload.example', PASSWORD, '203.0.113.142');
  guest = await guestClient(t.app, '203.0.113.143');
  detachedId = (await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'detached')))[0]
    ?.id as number;
});

const offerJson = (overrides: Record<string, unknown> = {}) => ({
  title: 'Detached house with photographs',
  category_id: detachedId,
  price: 52_500_000,
  description: '<p>Bright rooms.</p>',
  location: { lat: 52.2053, lon: 0.1218, name: 'Cambridge' },
  attributes: [
    { id: 1, value: 'sell' },
    { id: 11, value: '3' },
  ],
  ...overrides,
});

const file = (bytes: Buffer, filename: string, type = 'image/jpeg'): FormFile => ({ filename, type, bytes });

function form(offer: Record<string, unknown>, files: ReadonlyArray<readonly [string, FormFile]> = []) {
  const entries: FormEntry[] = [['offer', JSON.stringify(offer)], ...files];
  return multipartBody(entries);
}

async function send(client: TestClient, url: string, body: ReturnType<typeof form>) {
  return client.post(url, body.payload, { headers: body.headers });
}

const offerCount = async () =>
  Number((await t.database.db.execute<{ n: string }>(sql`select count(*) as n from offers`)).rows[0]?.n);
const editing = async (client: TestClient, id: string) => (await client.get(`/api/offers/${id}/edit`)).json();

describe('posting with files', () => {
  it('stores photos, a floor plan and a PDF certificate, cleaned, in the order given', async () => {
    const first = await hostile.jpegWithGps();
    const second = await hostile.png(1700, 900);
    const plan = await hostile.png(1000, 700);
    const body = form(
      offerJson({
        photos: [{ upload: 1 }, { upload: 0 }],
        project_plan_photos: [{ upload: 0 }],
        ecertificate: { upload: 0 },
      }),
      [
        ['photos', file(first, 'garden.jpg')],
        ['photos', file(second, 'kitchen.png', 'image/png')],
        ['project_plan_photos', file(plan, 'plan.png', 'image/png')],
        ['ecertificate', file(hostile.pdf({ pages: 4 }), 'epc.pdf', 'application/pdf')],
      ],
    );
    const created = await send(ann, '/api/offers', body);
    expect(created.statusCode).toBe(201);
    const offer = await editing(ann, created.json().id);
    // The second upload was placed first: it is the main photo (widths are of the largest rendition).
    expect(offer.photos.map((photo: { width: number }) => photo.width)).toEqual([1600, 960]);
    expect(offer.project_plan_photos).toHaveLength(1);
    expect(offer.ecertificate).toMatchObject({ format: 'pdf', srcset: '' });

    // The GPS position and the owner's name are gone from every stored rendition.
    const gpsPhoto = offer.photos[1];
    for (const candidate of gpsPhoto.srcset.split(', ')) {
      const stored = await t.app.inject({ url: candidate.split(' ')[0] });
      expect(stored.statusCode).toBe(200);
      expect(stored.headers['content-type']).toBe('image/webp');
      const metadata = await sharp(stored.rawPayload).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(stored.rawPayload.includes('Ann Example')).toBe(false);
    }
    // The certificate downloads as an attachment, never rendered in our origin.
    const certificate = await t.app.inject({ url: offer.ecertificate.url });
    expect(certificate.headers['content-type']).toBe('application/pdf');
    expect(certificate.headers['content-disposition']).toMatch(/^attachment/);
    expect(certificate.headers['content-security-policy']).toBe('sandbox');
    // The public page lists the photos in the same order, main photo first.
    await ann.patch(`/api/offers/submit/${created.json().id}`);
    const card = (await t.app.inject({ url: `/api/offers/${created.json().id}` })).json();
    expect(card.main_photo.width).toBe(1600);
    expect(card.photos).toHaveLength(2);
  });

  it('reorders, removes and adds files on an edit, and keeps lists left out', async () => {
    const created = await send(
      ann,
      '/api/offers',
      form(offerJson(), [
        ['photos', file(await hostile.jpeg(800, 600), 'a.jpg')],
        ['photos', file(await hostile.jpeg(1000, 600), 'b.jpg')],
        ['project_plan_photos', file(await hostile.png(700, 500), 'plan.png', 'image/png')],
      ]),
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const before = await editing(ann, id);
    expect(before.photos.map((photo: { width: number }) => photo.width)).toEqual([480, 960]);
    const [a, b] = before.photos;
    const saved = await send(
      ann,
      `/api/offers/update/${id}`,
      form(offerJson({ photos: [{ upload: 0 }, { id: b.id }] }), [
        ['photos', file(await hostile.jpeg(1700, 700), 'c.jpg')],
      ]),
    );
    expect(saved.statusCode).toBe(200);
    const after = await editing(ann, id);
    expect(after.photos.map((photo: { width: number }) => photo.width)).toEqual([1600, 960]);
    expect(after.photos.some((photo: { url: string }) => photo.url === a.url)).toBe(false);
    // project_plan_photos was left out of the JSON: the plan stays.
    expect(after.project_plan_photos).toHaveLength(1);
    // A plain JSON save (no files) keeps every list too.
    expect((await ann.post(`/api/offers/update/${id}`, offerJson())).statusCode).toBe(200);
    expect((await editing(ann, id)).photos).toHaveLength(2);
    // An empty list removes them.
    expect((await ann.post(`/api/offers/update/${id}`, offerJson({ photos: [] }))).statusCode).toBe(200);
    expect((await editing(ann, id)).photos).toEqual([]);
  });

  it('names each wrong reference and changes nothing', async () => {
    const mine = await send(ann, '/api/offers', form(offerJson(), [['photos', file(await hostile.jpeg(), 'a.jpg')]]));
    const theirs = await send(
      bob,
      '/api/offers',
      form(offerJson(), [['photos', file(await hostile.jpeg(700, 500), 'b.jpg')]]),
    );
    const theirPhoto = (await editing(bob, theirs.json().id)).photos[0].id;
    const id = mine.json().id;
    const response = await send(
      ann,
      `/api/offers/update/${id}`,
      form(
        offerJson({
          title: 'A changed title that must not be saved',
          photos: [{ id: theirPhoto }, { upload: 3 }, { upload: 0 }, { upload: 0 }],
        }),
        [
          ['photos', file(await hostile.jpeg(640, 480), 'c.jpg')],
          ['photos', file(await hostile.jpeg(660, 480), 'd.jpg')],
        ],
      ),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'photos.0': [OFFER_FILE_MESSAGES.unknownFile],
      'photos.1': [OFFER_FILE_MESSAGES.missingUpload],
      'photos.3': [OFFER_FILE_MESSAGES.uploadTwice],
      photos: [OFFER_FILE_MESSAGES.unplaced(1)],
    });
    const after = await editing(ann, id);
    expect(after.title).toBe('Detached house with photographs');
    expect(after.photos).toHaveLength(1);
  });
});

describe('limits', () => {
  it('answers 413 with a clear message beyond the counts and sizes', async () => {
    const small = await hostile.jpeg(320, 240);
    const tooMany = Array.from({ length: 31 }, (_, index) => ['photos', file(small, `p${index}.jpg`)] as const);
    const count = await send(ann, '/api/offers', form(offerJson(), tooMany));
    expect(count.statusCode).toBe(413);
    expect(count.json().message).toBe(OFFER_FILE_MESSAGES.tooMany('photos'));

    const twoCertificates = await send(
      ann,
      '/api/offers',
      form(offerJson(), [
        ['ecertificate', file(hostile.pdf(), 'a.pdf', 'application/pdf')],
        ['ecertificate', file(hostile.pdf(), 'b.pdf', 'application/pdf')],
      ]),
    );
    expect(twoCertificates.statusCode).toBe(413);
    expect(twoCertificates.json().message).toBe(OFFER_FILE_MESSAGES.tooMany('ecertificate'));

    const huge = Buffer.concat([small, Buffer.alloc(20 * 1024 * 1024)]);
    const size = await send(ann, '/api/offers', form(offerJson(), [['photos', file(huge, 'huge.jpg')]]));
    expect(size.statusCode).toBe(413);
    expect(size.json().message).toBe(OFFER_FILE_MESSAGES.imageTooBig);
  });
});

describe('a corpus of hostile files', () => {
  type Case = {
    name: string;
    field: string;
    bytes: () => Promise<Buffer> | Buffer;
    filename: string;
    type: string;
    status: number;
  };
  const refused: Case[] = [
    {
      name: 'PNG pixel flood (50,000 × 50,000)',
      field: 'photos',
      bytes: () => hostile.pixelFloodPng(),
      filename: 'flood.png',
      type: 'image/png',
      status: 422,
    },
    {
      name: 'JPEG pixel flood (65,000 × 65,000)',
      field: 'photos',
      bytes: () => hostile.pixelFloodJpeg(),
      filename: 'flood.jpg',
      type: 'image/jpeg',
      status: 422,
    },
    {
      name: 'SVG with a script',
      field: 'photos',
      bytes: () => hostile.svgWithScript,
      filename: 'house.svg',
      type: 'image/svg+xml',
      status: 415,
    },
    {
      name: 'SVG named .png',
      field: 'project_plan_photos',
      bytes: () => hostile.svgWithScript,
      filename: 'plan.png',
      type: 'image/png',
      status: 415,
    },
    {
      name: 'HTML named .jpg',
      field: 'photos',
      bytes: () => hostile.htmlPage,
      filename: 'photo.jpg',
      type: 'image/jpeg',
      status: 415,
    },
    {
      name: 'Windows program named .jpg',
      field: 'photos',
      bytes: () => hostile.windowsExecutable,
      filename: 'photo.jpg',
      type: 'image/jpeg',
      status: 415,
    },
    {
      name: 'truncated JPEG',
      field: 'photos',
      bytes: () => hostile.truncatedJpeg(),
      filename: 'cut.jpg',
      type: 'image/jpeg',
      status: 415,
    },
    {
      name: 'TIFF',
      field: 'photos',
      bytes: () => hostile.tiff(),
      filename: 'scan.tiff',
      type: 'image/tiff',
      status: 415,
    },
    {
      name: 'empty file',
      field: 'photos',
      bytes: () => Buffer.alloc(0),
      filename: 'empty.jpg',
      type: 'image/jpeg',
      status: 415,
    },
    {
      name: 'PDF as a photo',
      field: 'photos',
      bytes: () => hostile.pdf(),
      filename: 'photo.jpg',
      type: 'image/jpeg',
      status: 415,
    },
    {
      name: 'PDF with an open-action script',
      field: 'ecertificate',
      bytes: () => hostile.pdfWithOpenScript(),
      filename: 'epc.pdf',
      type: 'application/pdf',
      status: 422,
    },
    {
      name: 'PDF with an embedded program',
      field: 'ecertificate',
      bytes: () => hostile.pdfWithEmbeddedFile(),
      filename: 'epc.pdf',
      type: 'application/pdf',
      status: 422,
    },
    {
      name: 'PDF with a launch link',
      field: 'ecertificate',
      bytes: () => hostile.pdfWithLaunchLink(),
      filename: 'epc.pdf',
      type: 'application/pdf',
      status: 422,
    },
    {
      name: 'PDF with a form',
      field: 'ecertificate',
      bytes: () => hostile.pdfWithFormField(),
      filename: 'epc.pdf',
      type: 'application/pdf',
      status: 422,
    },
    {
      name: 'PDF of 41 pages',
      field: 'ecertificate',
      bytes: () => hostile.pdf({ pages: 41 }),
      filename: 'epc.pdf',
      type: 'application/pdf',
      status: 422,
    },
    {
      name: 'huge PDF (over 10 MB)',
      field: 'ecertificate',
      bytes: () => hostile.pdf({ padding: 10 * 1024 * 1024 + 1 }),
      filename: 'epc.pdf',
      type: 'application/pdf',
      status: 413,
    },
    {
      name: 'GIF/PDF polyglot (junk before %PDF)',
      field: 'ecertificate',
      bytes: () => hostile.pdf({ prefix: 'GIF89a<script>alert(1)</script>' }),
      filename: 'epc.pdf',
      type: 'application/pdf',
      status: 415,
    },
  ];

  it.each(refused)(
    'refuses $name with $status and writes no offer',
    async ({ field, bytes, filename, type, status }) => {
      const before = await offerCount();
      const response = await send(
        ann,
        '/api/offers',
        form(offerJson(), [[field, file(await bytes(), filename, type)]]),
      );
      expect(response.statusCode).toBe(status);
      const { message, errors } = response.json();
      expect(message).toContain(`“${filename}”`);
      expect(errors[field]).toEqual([message]);
      expect(await offerCount()).toBe(before);
    },
  );

  it.each(hostilePdfs().map((entry) => [entry.name, entry.bytes] as const))(
    'refuses a certificate PDF with %s, saying what to do',
    async (_name, bytes) => {
      const response = await send(
        ann,
        '/api/offers',
        form(offerJson(), [['ecertificate', file(bytes, 'epc.pdf', 'application/pdf')]]),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: `“epc.pdf”: ${UPLOAD_MESSAGES.activePdf}`,
        code: 'pdf_active_content',
        errors: { ecertificate: [`“epc.pdf”: ${UPLOAD_MESSAGES.activePdf}`] },
      });
    },
  );

  const cleaned: Array<{ name: string; bytes: () => Promise<Buffer>; payload: string }> = [
    {
      name: 'JPEG with an HTML page appended (polyglot)',
      bytes: () => hostile.jpegHtmlPolyglot(),
      payload: '<script>',
    },
    { name: 'JPEG with GPS and the owner’s name in EXIF', bytes: () => hostile.jpegWithGps(), payload: 'Ann Example' },
    { name: 'PNG with markup in a text chunk', bytes: () => hostile.pngWithScriptText(), payload: '<script>' },
  ];

  it.each(cleaned)('keeps the picture of a $name but none of the rest', async ({ bytes, payload }) => {
    const created = await send(ann, '/api/offers', form(offerJson(), [['photos', file(await bytes(), 'photo.jpg')]]));
    expect(created.statusCode).toBe(201);
    const [photo] = (await editing(ann, created.json().id)).photos;
    for (const candidate of photo.srcset.split(', ')) {
      const stored = await t.app.inject({ url: candidate.split(' ')[0] });
      expect((await sharp(stored.rawPayload).metadata()).format).toBe('webp');
      expect(stored.rawPayload.includes(payload)).toBe(false);
    }
  });
});

describe('a burst of uploads', () => {
  it('is answered 503 with Retry-After and a plain message once the decoding line is full, and nothing is saved', async () => {
    let release = () => {};
    const blocked = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Every decoding slot busy and every waiting place taken.
    const held = Array.from({ length: IMAGE_POOL_LIMITS.concurrency + IMAGE_POOL_LIMITS.maxWaiting }, () =>
      imagePool.run(() => blocked),
    );
    const before = await offerCount();
    // A picture no earlier test stored, so it has to be decoded.
    const photo = await hostile.jpeg(1301, 803);
    try {
      const response = await send(ann, '/api/offers', form(offerJson(), [['photos', file(photo, 'a.jpg')]]));
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('30');
      expect(response.json()).toEqual({
        message: `“a.jpg”: ${UPLOAD_MESSAGES.imagesBusy}`,
        code: 'images_busy',
        errors: { photos: [`“a.jpg”: ${UPLOAD_MESSAGES.imagesBusy}`] },
      });
      expect(await offerCount()).toBe(before);
    } finally {
      release();
      await Promise.all(held);
    }
    const later = await send(ann, '/api/offers', form(offerJson(), [['photos', file(photo, 'a.jpg')]]));
    expect(later.statusCode).toBe(201);
  });
});

describe('who may save files', () => {
  it('refuses a guest, another user and another agency before reading the files', async () => {
    const created = await send(
      ann,
      '/api/offers',
      form(offerJson(), [['photos', file(await hostile.jpeg(), 'a.jpg')]]),
    );
    const id = created.json().id;
    const stored = async () =>
      (await t.database.db.select().from(offerPhotos).where(eq(offerPhotos.offerId, id))).map((row) => row.storageKey);
    const original = await stored();
    const body = () =>
      hostile
        .jpeg(500, 500)
        .then((bytes) => form(offerJson({ photos: [{ upload: 0 }] }), [['photos', file(bytes, 'x.jpg')]]));
    expect((await send(guest, `/api/offers/update/${id}`, await body())).statusCode).toBe(401);
    expect((await send(guest, '/api/offers', await body())).statusCode).toBe(401);
    expect((await send(bob, `/api/offers/update/${id}`, await body())).statusCode).toBe(404);
    expect((await send(agency, `/api/offers/update/${id}`, await body())).statusCode).toBe(404);
    const noCsrf = await body();
    expect(
      (await ann.post(`/api/offers/update/${id}`, noCsrf.payload, { headers: noCsrf.headers, csrf: false })).statusCode,
    ).toBe(419);
    for (const client of [guest, bob, agency]) {
      expect((await client.get(`/api/offers/${id}/edit`)).statusCode).toBe(guest === client ? 401 : 404);
    }
    expect(await stored()).toEqual(original);
    const [row] = await t.database.db.select({ title: offers.title }).from(offers).where(eq(offers.id, id));
    expect(row?.title).toBe('Detached house with photographs');
  });
});
