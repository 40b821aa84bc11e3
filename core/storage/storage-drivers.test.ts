// Every storage driver keeps the same contract: put, get, has, delete, touch (renews
// the date the sweep reads) and list by prefix; S3 runs against an S3-compatible server.
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForFile } from '#tests/setup/app.ts';
import { s3ForFile } from '#tests/setup/s3.ts';
import type { Storage, StoredEntry } from './storage.ts';

const listed = async (storage: Storage, prefix: string): Promise<StoredEntry[]> => {
  const entries: StoredEntry[] = [];
  for await (const entry of storage.list(prefix)) entries.push(entry);
  return entries.sort((a, b) => a.key.localeCompare(b.key));
};

describe.each(['filesystem', 'database', 's3'] as const)('the %s storage driver', (driver) => {
  const s3 = driver === 's3' ? s3ForFile() : undefined;
  const t = testAppForFile(() => (s3 ? s3.env : { STORAGE_DRIVER: driver }));
  let storage: Storage;

  beforeAll(async () => {
    storage = t.app.storage;
  });

  it('stores, reads, lists and deletes files by key', async () => {
    expect(storage.driver).toBe(driver);
    await storage.put('offers/aaa-480.webp', Buffer.from('small'), 'image/webp');
    await storage.put('offers/aaa-960.webp', Buffer.from('larger'), 'image/webp');
    await storage.put('documents/bbb.pdf', Buffer.from('%PDF-1.7'), 'application/pdf');
    expect(await storage.get('offers/aaa-480.webp')).toEqual({
      bytes: Buffer.from('small'),
      contentType: 'image/webp',
    });
    expect((await storage.get('documents/bbb.pdf'))?.contentType).toBe('application/pdf');
    expect(await storage.get('offers/missing.webp')).toBeNull();
    expect(await storage.has('offers/aaa-960.webp')).toBe(true);
    expect(await storage.has('offers/missing.webp')).toBe(false);
    expect((await listed(storage, 'offers/')).map((entry) => entry.key)).toEqual([
      'offers/aaa-480.webp',
      'offers/aaa-960.webp',
    ]);
    await storage.delete('offers/aaa-480.webp');
    await storage.delete('offers/never-there.webp');
    expect(await storage.has('offers/aaa-480.webp')).toBe(false);
    // Through the app, as the pages use them.
    const served = await t.app.inject({ url: '/storage/offers/aaa-960.webp' });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.toString()).toBe('larger');
  });

  it('renews a file’s date when touched, so the sweep spares it', async () => {
    await storage.put('avatars/ccc-320.webp', Buffer.from('face'), 'image/webp');
    const [before] = await listed(storage, 'avatars/');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    // It answers with the file's size, or null when there is no such file.
    expect(await storage.touch('avatars/ccc-320.webp')).toBe(4);
    expect(await storage.touch('avatars/not-there.webp')).toBeNull();
    const [after] = await listed(storage, 'avatars/');
    expect(after?.modifiedAt.getTime()).toBeGreaterThan(before?.modifiedAt.getTime() ?? Number.POSITIVE_INFINITY);
    expect((await storage.get('avatars/ccc-320.webp'))?.bytes.toString()).toBe('face');
  });

  it('refuses keys that could leave its folder or bucket prefix', async () => {
    await expect(storage.put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.get('offers/../../secret')).rejects.toThrow(/Invalid storage key/);
  });
});
