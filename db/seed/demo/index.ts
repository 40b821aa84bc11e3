import type { Storage } from '#core/storage/storage.ts';
import type { Database } from '#db/client.ts';

export async function seedDemoIfNeeded(
  _db: Database,
  _storage: Storage,
  _log: { info: (...args: never[]) => void },
): Promise<void> {}
