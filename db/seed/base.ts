// Data every installation needs, demo or not: the UK gazetteer and the footer pages.
import type { Database } from '#db/client.ts';
import { seedFooterPages } from './footer-pages.ts';
import { seedPlaces } from './places.ts';

export async function seedBaseData(db: Database): Promise<void> {
  await seedPlaces(db);
  await seedFooterPages(db);
}
