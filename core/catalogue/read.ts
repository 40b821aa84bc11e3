// The catalogue as stored (with database ids). It only changes with a deploy, so
// each process keeps the first read; nothing here is shared mutable state.
import { asc } from 'drizzle-orm';
import type { CategoryNode } from '#contract/catalogue.ts';
import type { OfferType } from '#contract/listing-types.ts';
import type { Database } from '#db/client.ts';
import { categories } from '#db/schema/catalogue.ts';

export type Catalogue = {
  tree: CategoryNode[];
  bySlug: Map<string, { id: number; slug: string; name: string; root: { slug: string; name: string } }>;
  byId: Map<number, { id: number; slug: string; name: string; root: { slug: string; name: string } }>;
};

const cache = new WeakMap<Database, Promise<Catalogue>>();

export function getCatalogue(db: Database): Promise<Catalogue> {
  let catalogue = cache.get(db);
  if (!catalogue) {
    catalogue = loadCatalogue(db);
    cache.set(db, catalogue);
    catalogue.catch(() => cache.delete(db));
  }
  return catalogue;
}

async function loadCatalogue(db: Database): Promise<Catalogue> {
  const rows = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
  const roots = rows.filter((row) => row.parentId === null);
  const tree: CategoryNode[] = roots.map((root) => ({
    id: root.id,
    name: root.name,
    slug: root.slug,
    offer_types: root.offerTypes as OfferType[],
    children: rows
      .filter((row) => row.parentId === root.id)
      .map((child) => ({
        id: child.id,
        name: child.name,
        slug: child.slug,
        offer_types: child.offerTypes as OfferType[],
      })),
  }));
  const bySlug: Catalogue['bySlug'] = new Map();
  const byId: Catalogue['byId'] = new Map();
  for (const root of tree) {
    const rootRef = { slug: root.slug, name: root.name };
    for (const node of [root, ...root.children]) {
      const entry = { id: node.id, slug: node.slug, name: node.name, root: rootRef };
      bySlug.set(node.slug, entry);
      byId.set(node.id, entry);
    }
  }
  return { tree, bySlug, byId };
}

/** Ids of the given categories and of all their children (a parent includes its children). */
export function categoryIdsWithChildren(catalogue: Catalogue, slugs: readonly string[]): number[] {
  const ids = new Set<number>();
  for (const slug of slugs) {
    const root = catalogue.tree.find((node) => node.slug === slug);
    if (root) {
      ids.add(root.id);
      for (const child of root.children) ids.add(child.id);
      continue;
    }
    const entry = catalogue.bySlug.get(slug);
    if (entry) ids.add(entry.id);
  }
  return [...ids];
}
