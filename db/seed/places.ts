import type { Database } from '#db/client.ts';

// Filled by the gazetteer work (db/seed/data/gb-places.json).
export async function seedPlaces(_db: Database): Promise<void> {}
