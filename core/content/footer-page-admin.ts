// The operator's changes to footer pages. The terms page (id 17) may be edited but
// never deleted: the registration dialog links to /strony/17.
import { and, eq, ne, sql } from 'drizzle-orm';
import { type FooterPageInput, TERMS_PAGE_ID } from '#contract/content.ts';
import { HttpError, notFound } from '#core/errors.ts';
import type { Database } from '#db/client.ts';
import { footerPages } from '#db/schema/content.ts';
import { type FooterPage, getFooterPage } from './footer-pages.ts';
import { sanitiseContentHtml } from './rich-text.ts';

const slugTaken = () =>
  new HttpError(422, 'Another page already uses this address', {
    errors: { slug: ['Another page already uses this address'] },
  });

async function assertSlugFree(db: Database, slug: string, exceptId?: number): Promise<void> {
  const [clash] = await db
    .select({ id: footerPages.id })
    .from(footerPages)
    .where(
      exceptId === undefined
        ? eq(footerPages.slug, slug)
        : and(eq(footerPages.slug, slug), ne(footerPages.id, exceptId)),
    );
  if (clash) throw slugTaken();
}

async function read(db: Database, id: number): Promise<FooterPage> {
  const page = await getFooterPage(db, String(id));
  if (!page) throw notFound('No such page');
  return page;
}

/** A new page takes the next free id (ids are the pages' /strony/{id} addresses) and goes last. */
export async function createFooterPage(db: Database, input: FooterPageInput): Promise<FooterPage> {
  await assertSlugFree(db, input.slug);
  const [row] = await db
    .insert(footerPages)
    .values({
      id: sql`(select coalesce(max(id), 0) + 1 from footer_pages)`,
      slug: input.slug,
      name: input.name,
      title: input.title,
      content: sanitiseContentHtml(input.content),
      position: input.position ?? sql`(select coalesce(max(position), -1) + 1 from footer_pages)`,
    })
    .returning({ id: footerPages.id });
  if (!row) throw new Error('insert returned nothing');
  return read(db, row.id);
}

export async function updateFooterPage(db: Database, id: number, input: FooterPageInput): Promise<FooterPage> {
  await assertSlugFree(db, input.slug, id);
  const [row] = await db
    .update(footerPages)
    .set({
      slug: input.slug,
      name: input.name,
      title: input.title,
      content: sanitiseContentHtml(input.content),
      ...(input.position === undefined ? {} : { position: input.position }),
      updatedAt: new Date(),
    })
    .where(eq(footerPages.id, id))
    .returning({ id: footerPages.id });
  if (!row) throw notFound('No such page');
  return read(db, row.id);
}

export async function deleteFooterPage(db: Database, id: number): Promise<void> {
  if (id === TERMS_PAGE_ID) {
    throw new HttpError(409, 'The terms page cannot be deleted: the registration form links to it. Edit it instead.', {
      code: 'terms_page_required',
    });
  }
  const deleted = await db.delete(footerPages).where(eq(footerPages.id, id)).returning({ id: footerPages.id });
  if (deleted.length === 0) throw notFound('No such page');
}
