import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { UPLOAD_MESSAGES } from '#contract/upload-messages.ts';
import type { Storage } from '#core/storage/storage.ts';
import { pixelFloodPng } from '#tests/fixtures/hostile-files.ts';
import { ImageTooLargeError, UnsupportedImageError } from './errors.ts';
import { createImagePool } from './image-pool.ts';
import { MAX_INPUT_PIXELS, processPhoto, renditionKey } from './process-photo.ts';

function memoryStorage(): Storage & { files: Map<string, Buffer>; puts: number; touches: number } {
  const files = new Map<string, Buffer>();
  const storage = {
    driver: 'filesystem' as const,
    files,
    puts: 0,
    touches: 0,
    async put(key: string, bytes: Buffer) {
      storage.puts += 1;
      files.set(key, bytes);
    },
    async get(key: string) {
      const bytes = files.get(key);
      return bytes ? { bytes, contentType: 'image/webp' } : null;
    },
    async has(key: string) {
      return files.has(key);
    },
    async delete(key: string) {
      files.delete(key);
    },
    async touch(key: string) {
      const bytes = files.get(key);
      if (!bytes) return null;
      storage.touches += 1;
      return bytes.length;
    },
    async *list(prefix: string) {
      for (const key of files.keys()) if (key.startsWith(prefix)) yield { key, modifiedAt: new Date() };
    },
  };
  return storage;
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 120 } } });

describe('processPhoto', () => {
  it('refuses a text file and an SVG, by their content', async () => {
    const storage = memoryStorage();
    await expect(processPhoto(storage, Buffer.from('just some text, not a picture'))).rejects.toBeInstanceOf(
      UnsupportedImageError,
    );
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600"/></svg>',
    );
    await expect(processPhoto(storage, svg)).rejects.toBeInstanceOf(UnsupportedImageError);
    expect(storage.files.size).toBe(0);
  });

  it('stores WebP renditions of a JPEG under content-addressed keys', async () => {
    const storage = memoryStorage();
    const jpeg = await picture(2000, 1500).jpeg().toBuffer();
    const result = await processPhoto(storage, jpeg);
    expect(result.storageKey).toMatch(/^offers\/[0-9a-f]{24}$/);
    expect(result.widths).toEqual([480, 960, 1600]);
    expect(result).toMatchObject({ width: 1600, height: 1200 });
    expect([...storage.files.keys()].sort()).toEqual(
      [480, 960, 1600].map((width) => renditionKey(result.storageKey, width)).sort(),
    );
    for (const width of result.widths) {
      const stored = storage.files.get(renditionKey(result.storageKey, width));
      const metadata = await sharp(stored).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.width).toBe(width);
      expect(metadata.height).toBe(Math.round((1500 * width) / 2000));
    }
  });

  it('accepts a PNG and skips the work when the same bytes come again', async () => {
    const storage = memoryStorage();
    const png = await picture(1000, 700).png().toBuffer();
    const first = await processPhoto(storage, png);
    expect(first.widths).toEqual([480, 960]);
    expect(storage.puts).toBe(2);
    // The byte size of each rendition as stored, whether it was just encoded or already there.
    expect(first.bytes).toEqual(
      first.widths.map((width) => storage.files.get(renditionKey(first.storageKey, width))?.length),
    );
    expect(first.bytes.every((size) => size > 0)).toBe(true);
    const second = await processPhoto(storage, png);
    expect(second).toEqual(first);
    expect(storage.puts).toBe(2);
    // ...but marks the files as fresh, so the orphan sweep spares them until they are referenced.
    expect(storage.touches).toBe(2);
  });

  it('encodes only the renditions that are missing, and gives the sizes of all', async () => {
    const storage = memoryStorage();
    const png = await picture(1000, 700).png().toBuffer();
    const first = await processPhoto(storage, png);
    storage.files.delete(renditionKey(first.storageKey, 960));
    const again = await processPhoto(storage, png);
    expect(storage.puts).toBe(3);
    expect(again.bytes).toEqual(first.bytes);
  });

  it('never upscales: a small picture gets one rendition at its own width', async () => {
    const storage = memoryStorage();
    const result = await processPhoto(storage, await picture(300, 200).png().toBuffer());
    expect(result).toMatchObject({ widths: [300], width: 300, height: 200 });
    const stored = storage.files.get(renditionKey(result.storageKey, 300));
    expect((await sharp(stored).metadata()).width).toBe(300);
  });

  it('turns the picture upright by its EXIF orientation and strips the metadata', async () => {
    const storage = memoryStorage();
    // Stored 1200 x 800, shown rotated by 90 degrees (orientation 6): upright it is 800 x 1200.
    const jpeg = await picture(1200, 800)
      .withExif({ IFD0: { Copyright: 'Someone', ImageDescription: 'Taken at home' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const result = await processPhoto(storage, jpeg);
    expect(result).toMatchObject({ widths: [480], width: 480, height: 720 });
    const output = await sharp(storage.files.get(renditionKey(result.storageKey, 480))).metadata();
    expect(output.exif).toBeUndefined();
    expect(output.orientation).toBeUndefined();
    expect([output.width, output.height]).toEqual([480, 720]);
  });

  it('accepts the first frame of a GIF and refuses pictures over the pixel limit', async () => {
    const storage = memoryStorage();
    const gif = await picture(600, 400).gif().toBuffer();
    expect((await processPhoto(storage, gif)).widths).toEqual([480]);
    const large = await picture(3000, 2000).jpeg().toBuffer();
    await expect(processPhoto(storage, large, { maxPixels: 5_000_000 })).rejects.toBeInstanceOf(ImageTooLargeError);
  });

  it('accepts a full-resolution 50-megapixel phone photo', () => {
    // The largest phone cameras' full-resolution modes: 48 MP (8064 × 6048) and 50 MP (8160 × 6144).
    expect(8160 * 6144).toBeLessThanOrEqual(MAX_INPUT_PIXELS);
    expect(8064 * 6048).toBeLessThanOrEqual(MAX_INPUT_PIXELS);
  });

  it('refuses a pixel flood from its header, naming its size and the limit, without decoding or queueing it', async () => {
    const storage = memoryStorage();
    const pool = createImagePool({ concurrency: 1, maxWaiting: 1 });
    const flood = await pixelFloodPng(50_000, 40_000);
    const started = performance.now();
    const error = await processPhoto(storage, flood, { pool }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ImageTooLargeError);
    expect(error).toMatchObject({
      status: 422,
      code: 'image_too_large',
      message: UPLOAD_MESSAGES.imageTooLarge(50_000, 40_000, MAX_INPUT_PIXELS),
    });
    expect((error as Error).message).toBe(
      'The image is 50,000 × 40,000 pixels (2,000 megapixels): at most 52 megapixels can be accepted. Save it at a smaller size, or take it in your camera’s standard mode, and try again.',
    );
    expect(performance.now() - started).toBeLessThan(1000);
    expect(storage.files.size).toBe(0);
  });

  it('decodes in the bounded pool: concurrent calls never run more than its bound at once', async () => {
    const storage = memoryStorage();
    const pool = createImagePool({ concurrency: 2, maxWaiting: 20 });
    const inputs = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        picture(1800 + index, 1200)
          .jpeg()
          .toBuffer(),
      ),
    );
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, pool.running);
    }, 1);
    try {
      const calls = inputs.map((input) => processPhoto(storage, input, { pool }));
      // All eight get in (each reads its header first): two decode, six wait their turn.
      await vi.waitFor(() => expect(pool.running + pool.waiting).toBe(8), { interval: 1 });
      expect(pool.running).toBe(2);
      await Promise.all(calls);
    } finally {
      clearInterval(sampler);
    }
    expect(peak).toBe(2);
    expect(storage.files.size).toBe(8 * 3);
  });

  it('refuses a photo when the waiting line is full, with a 503 and a plain message', async () => {
    const storage = memoryStorage();
    const pool = createImagePool({ concurrency: 1, maxWaiting: 1 });
    let release = () => {};
    const blocked = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = [pool.run(() => blocked), pool.run(() => blocked)];
    const input = await picture(1000, 700).jpeg().toBuffer();
    await expect(processPhoto(storage, input, { pool })).rejects.toMatchObject({
      status: 503,
      code: 'images_busy',
      message: UPLOAD_MESSAGES.imagesBusy,
    });
    expect(storage.files.size).toBe(0);
    release();
    await Promise.all(held);
    expect((await processPhoto(storage, input, { pool })).widths).toEqual([480, 960]);
  });
});
