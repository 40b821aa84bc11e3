import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { dirname, extname, join, sep } from 'node:path';
import { assertValidKey, isValidKey, type Storage } from './storage.ts';

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
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${path}.${process.pid}.${Date.now()}.part`;
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    },
    async get(key) {
      try {
        const bytes = await readFile(pathOf(key));
        return { bytes, contentType: CONTENT_TYPES[extname(key)] ?? 'application/octet-stream' };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
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
      try {
        await utimes(path, now, now);
        return (await stat(path)).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async *list(prefix) {
      let names: string[];
      try {
        names = await readdir(root, { recursive: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const name of names) {
        const key = name.split(sep).join('/');
        if (!key.startsWith(prefix) || !isValidKey(key)) continue;
        const info = await stat(join(root, name)).catch(() => null);
        if (info?.isFile()) yield { key, modifiedAt: info.mtime };
      }
    },
  };
}
