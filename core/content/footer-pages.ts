import { asc, eq, or } from 'drizzle-orm';
import type { FooterLink, FooterPage } from '#contract/content.ts';
import type { Database } from '#db/client.ts';
import { footerPages } from '#db/schema/content.ts';

export type { FooterLink, FooterPage };

/** The footer's page list, fetched once when a page is rendered. */
export async function listFooterPages(db: Database): Promise<FooterLink[]> {
  return db
    .select({ id: footerPages.id, slug: footerPages.slug, name: footerPages.name, title: footerPages.title })
    .from(footerPages)
    .orderBy(asc(footerPages.position));
}

/** One page by id (as in /strony/17) or slug. */
export async function getFooterPage(db: Database, idOrSlug: string): Promise<FooterPage | null> {
  const id = /^\d{1,9}$/.test(idOrSlug) ? Number(idOrSlug) : undefined;
  const [row] = await db
    .select()
    .from(footerPages)
    .where(
      id === undefined ? eq(footerPages.slug, idOrSlug) : or(eq(footerPages.id, id), eq(footerPages.slug, idOrSlug)),
    );
  if (!row) return null;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    title: row.title,
    content: row.content,
    updated_at: row.updatedAt.toISOString(),
  };
}
