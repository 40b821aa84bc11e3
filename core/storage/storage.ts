// Where uploaded and generated files (offer photos, documents) live. Keys are
// content-addressed by the code that writes them, so a stored file never changes.

/** Where stored files are served (server/plugins/storage-files.ts): the asset base URL. */
export const STORAGE_URL_PATH = '/storage';

/** Keys under this prefix are never served from STORAGE_URL_PATH (invoices). */
export const PRIVATE_PREFIX = 'private/';

export type StoredFile = { bytes: Buffer; contentType: string };

export type Storage = {
  readonly driver: 'filesystem' | 'database' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  has(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /**
   * Marks a file as just written. Content-addressed writers skip files that exist, and
   * the orphan sweep spares recent files: touching keeps a file that is about to be
   * referenced again from being swept in between. Returns the file's size in bytes
   * (learnt without reading it, where the driver can), or null when there is no such file.
   */
  touch(key: string): Promise<number | null>;
  /** Every file under a prefix ('offers/'), with when it was last written or touched. */
  list(prefix: string): AsyncIterable<StoredEntry>;
};

export type StoredEntry = { key: string; modifiedAt: Date };

/** Keys are relative paths of lowercase letters, digits, dashes, dots and slashes. */
export function isValidKey(key: string): boolean {
  return /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/.test(key) && !key.includes('..') && key.length <= 200;
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
}
