import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { dirname, extname, join, sep } from 'node:path';
import { assertValidKey, isValidKey, type Storage, type StoredEntry } from './storage.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.pdf': 'application/pdf',
};

export function filesystemStorage(root: string): Storage {
  const pathOf = (key: string): string => {
    assertValidKey(key);
    return join(root, key);
  };
  return {
    driver: 'filesystem',
    async put(key, bytes) {
      await writeWhole(pathOf(key), bytes);
    },
    async get(key) {
      const bytes = await unlessMissing(() => readFile(pathOf(key)));
      return bytes === null ? null : { bytes, contentType: CONTENT_TYPES[extname(key)] ?? 'application/octet-stream' };
    },
    async has(key) {
      try {
        await stat(pathOf(key));
        return true;
      } catch {
        return false;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async touch(key) {
      const now = new Date();
      const path = pathOf(key);
      return unlessMissing(async () => {
        await utimes(path, now, now);
        return (await stat(path)).size;
      });
    },
    list: (prefix) => listFiles(root, prefix),
  };
}

/** Write then rename, so a reader never sees half a file. */
async function writeWhole(path: string, bytes: Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.${Date.now()}.part`;
  await writeFile(temporary, bytes);
  await rename(temporary, path);
}

/** The action's result, or null when the file (or the folder) is not there; other errors are thrown. */
async function unlessMissing<T>(action: () => Promise<T>): Promise<T | null> {
  try {
    return await action();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Every stored file whose key starts with `prefix`, found by walking the folder. */
async function* listFiles(root: string, prefix: string): AsyncGenerator<StoredEntry> {
  const names = await unlessMissing(() => readdir(root, { recursive: true }));
  if (names === null) return;
  for (const name of names) {
    const key = name.split(sep).join('/');
    if (!key.startsWith(prefix) || !isValidKey(key)) continue;
    const info = await stat(join(root, name)).catch(() => null);
    if (info?.isFile()) yield { key, modifiedAt: info.mtime };
  }
}
