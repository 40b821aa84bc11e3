// Where uploaded and generated files (offer photos, documents) live. Keys are
// content-addressed by the code that writes them, so a stored file never changes.

import type { Database } from '#db/client.ts';
import type { Config } from '#server/config.ts';
import { databaseStorage } from './database-storage.ts';
import { filesystemStorage } from './filesystem-storage.ts';

/** Where stored files are served (server/plugins/storage-files.ts): the spec's asset base URL. */
export const STORAGE_URL_PATH = '/storage';

export type StoredFile = { bytes: Buffer; contentType: string };

export type Storage = {
  readonly driver: 'filesystem' | 'database';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  has(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
};

/** Keys are relative paths of lowercase letters, digits, dashes, dots and slashes. */
export function isValidKey(key: string): boolean {
  return /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/.test(key) && !key.includes('..') && key.length <= 200;
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
}

export function createStorage(config: Pick<Config, 'storage'>, db: Database): Storage {
  return config.storage.driver === 'filesystem' ? filesystemStorage(config.storage.dir) : databaseStorage(db);
}
