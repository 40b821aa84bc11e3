import type { Database } from '#db/client.ts';

export async function seedFooterPages(_db: Database): Promise<void> {}
