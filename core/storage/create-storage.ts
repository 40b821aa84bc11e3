// The storage the settings name: a folder, the database, or an S3-compatible bucket.
// Apart from storage.ts, so the drivers can take the Storage type from there without
// importing the module that imports them.
import type { Config } from '#core/config.ts';
import type { Database } from '#db/client.ts';
import { databaseStorage } from './database-storage.ts';
import { filesystemStorage } from './filesystem-storage.ts';
import { s3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

export function createStorage(config: Pick<Config, 'storage'>, db: Database): Storage {
  switch (config.storage.driver) {
    case 'filesystem':
      return filesystemStorage(config.storage.dir);
    case 's3':
      return s3Storage(config.storage);
    case 'database':
      return databaseStorage(db);
  }
}
