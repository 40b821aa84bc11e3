import { eq, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { storedFiles } from '#db/schema/platform.ts';
import { assertValidKey, type Storage } from './storage.ts';

export function databaseStorage(db: Database): Storage {
  return {
    driver: 'database',
    async put(key, bytes, contentType) {
      assertValidKey(key);
      await db
        .insert(storedFiles)
        .values({ key, bytes, contentType, size: bytes.length })
        .onConflictDoUpdate({ target: storedFiles.key, set: { bytes, contentType, size: bytes.length } });
    },
    async get(key) {
      assertValidKey(key);
      const [row] = await db
        .select({ bytes: storedFiles.bytes, contentType: storedFiles.contentType })
        .from(storedFiles)
        .where(eq(storedFiles.key, key));
      return row ?? null;
    },
    async has(key) {
      assertValidKey(key);
      const [row] = await db.select({ one: sql`1` }).from(storedFiles).where(eq(storedFiles.key, key));
      return row !== undefined;
    },
    async delete(key) {
      assertValidKey(key);
      await db.delete(storedFiles).where(eq(storedFiles.key, key));
    },
  };
}
