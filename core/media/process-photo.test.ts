import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Storage } from '#core/storage/storage.ts';
import { ImageTooLargeError, UnsupportedImageError } from './errors.ts';
import { processPhoto, renditionKey } from './process-photo.ts';

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
});
