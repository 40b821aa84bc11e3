// Brings the catalogue tables in line with contract/ at every start: the code's
// catalogue is the single declared source, the tables exist for joins and ids.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ATTRIBUTES, type AttributeDefinition } from '#contract/attributes.ts';
import { CATEGORIES, type CategoryDefinition } from '#contract/categories.ts';
import type { Database, Transaction } from '#db/client.ts';
import { attributeOptions, attributes, categories } from '#db/schema/catalogue.ts';
import { seedRuns } from '#db/schema/platform.ts';

/** Changes whenever contract/ changes the catalogue; an unchanged one is not rewritten. */
export const CATALOGUE_VERSION = `catalogue:${createHash('sha256')
  .update(JSON.stringify({ CATEGORIES, ATTRIBUTES }))
  .digest('hex')
  .slice(0, 16)}`;

export async function syncCatalogue(db: Database): Promise<void> {
  const [done] = await db.select().from(seedRuns).where(eq(seedRuns.name, CATALOGUE_VERSION));
  if (done) return;
  await db.transaction(async (tx) => {
    await syncCategories(tx);
    for (const attribute of ATTRIBUTES) await syncAttribute(tx, attribute);
    // Keep the serial past the rows we created, for later inserts by other code.
    await tx.execute(sql`select setval(pg_get_serial_sequence('categories', 'id'), (select max(id) from categories))`);
    await tx.insert(seedRuns).values({ name: CATALOGUE_VERSION }).onConflictDoNothing();
  });
}

/** Roots in their order, each followed by its children; a child takes its root's offer types. */
async function syncCategories(tx: Transaction): Promise<void> {
  for (const [rootIndex, root] of CATEGORIES.entries()) {
    const offerTypes = root.offerTypes;
    const rootId = await upsertCategory(tx, {
      slug: root.slug,
      name: root.name,
      parentId: null,
      position: rootIndex,
      offerTypes,
    });
    for (const [childIndex, child] of root.children.entries()) {
      await upsertCategory(tx, {
        slug: child.slug,
        name: child.name,
        parentId: rootId,
        position: childIndex,
        offerTypes,
      });
    }
  }
}

type CategoryRow = {
  slug: string;
  name: string;
  parentId: number | null;
  position: number;
  offerTypes: CategoryDefinition['offerTypes'];
};

/** Inserts the category or updates it in place (by slug, so its id stays); returns its id. */
async function upsertCategory(tx: Transaction, category: CategoryRow): Promise<number> {
  const { slug, name, parentId, position } = category;
  const [row] = await tx
    .insert(categories)
    .values({ slug, name, parentId, position, offerTypes: [...category.offerTypes] })
    .onConflictDoUpdate({
      target: categories.slug,
      set: { name, parentId, position, offerTypes: [...category.offerTypes] },
    })
    .returning({ id: categories.id });
  if (!row) throw new Error(`category ${slug} was not stored`);
  return row.id;
}

/** The attribute by its fixed id, and the options of a choice, in their order. */
async function syncAttribute(tx: Transaction, attribute: AttributeDefinition): Promise<void> {
  const values = {
    id: attribute.id,
    slug: attribute.slug,
    name: attribute.name,
    type: attribute.type,
    unit: attribute.type === 'number' ? (attribute.unit ?? null) : null,
    listingTypes: [...attribute.listingTypes],
    categories: attribute.categories ? [...attribute.categories] : null,
  };
  await tx.insert(attributes).values(values).onConflictDoUpdate({ target: attributes.id, set: values });
  if (attribute.type !== 'choice' && attribute.type !== 'multi_choice') return;
  for (const [position, option] of attribute.options.entries()) {
    await tx
      .insert(attributeOptions)
      .values({ attributeId: attribute.id, slug: option.slug, name: option.name, position })
      .onConflictDoUpdate({
        target: [attributeOptions.attributeId, attributeOptions.slug],
        set: { name: option.name, position },
      });
  }
}
