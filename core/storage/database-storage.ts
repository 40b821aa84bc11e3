import { and, asc, eq, gt, like, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { escapeLike } from '#db/like.ts';
import { storedFiles } from '#db/schema/platform.ts';
import { assertValidKey, type Storage } from './storage.ts';

const LIST_PAGE = 1000;

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
    async touch(key) {
      assertValidKey(key);
      const [row] = await db
        .update(storedFiles)
        .set({ createdAt: new Date() })
        .where(eq(storedFiles.key, key))
        .returning({ size: storedFiles.size });
      return row?.size ?? null;
    },
    async *list(prefix) {
      // Keyset pages, so a large store is never read into memory at once.
      let after = '';
      for (;;) {
        const rows = await db
          .select({ key: storedFiles.key, modifiedAt: storedFiles.createdAt })
          .from(storedFiles)
          .where(and(like(storedFiles.key, `${escapeLike(prefix)}%`), gt(storedFiles.key, after)))
          .orderBy(asc(storedFiles.key))
          .limit(LIST_PAGE);
        yield* rows;
        const last = rows.at(-1);
        if (!last || rows.length < LIST_PAGE) return;
        after = last.key;
      }
    },
  };
}
