// Data every installation needs, demo or not: the UK gazetteer with its neighbourhoods
// and the postcode districts, the footer pages, and the first blog posts and FAQ.
import type { Database } from '#db/client.ts';
import { seedBlogPosts } from './blog-posts.ts';
import { seedFaqItems } from './faq-items.ts';
import { seedFooterPages } from './footer-pages.ts';
import { seedNeighbourhoods } from './neighbourhoods.ts';
import { seedPlaces } from './places.ts';
import { seedPostcodeDistricts } from './postcode-districts.ts';

export async function seedBaseData(db: Database): Promise<void> {
  await seedPlaces(db);
  await seedNeighbourhoods(db);
  await seedPostcodeDistricts(db);
  await seedFooterPages(db);
  await seedBlogPosts(db);
  await seedFaqItems(db);
}
