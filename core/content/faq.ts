// The FAQ page's questions: read by everyone, written by the operator. Answers are
// cleaned HTML; questions are plain text.
import { asc, eq, sql } from 'drizzle-orm';
import type { FaqInput, FaqItem } from '#contract/content.ts';
import { notFound } from '#core/errors.ts';
import type { Database } from '#db/client.ts';
import { faqItems } from '#db/schema/content.ts';
import { sanitiseContentHtml } from './rich-text.ts';

const columns = { id: faqItems.id, question: faqItems.question, answer: faqItems.answer, position: faqItems.position };

export async function listFaqItems(db: Database): Promise<FaqItem[]> {
  return db.select(columns).from(faqItems).orderBy(asc(faqItems.position), asc(faqItems.id));
}

/** A new question goes last unless a position is given. */
export async function createFaqItem(db: Database, input: FaqInput): Promise<FaqItem> {
  const position = input.position ?? sql`(select coalesce(max(position), -1) + 1 from faq_items)`;
  const [row] = await db
    .insert(faqItems)
    .values({ question: input.question, answer: sanitiseContentHtml(input.answer), position })
    .returning(columns);
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updateFaqItem(db: Database, id: number, input: FaqInput): Promise<FaqItem> {
  const [row] = await db
    .update(faqItems)
    .set({
      question: input.question,
      answer: sanitiseContentHtml(input.answer),
      ...(input.position === undefined ? {} : { position: input.position }),
      updatedAt: new Date(),
    })
    .where(eq(faqItems.id, id))
    .returning(columns);
  if (!row) throw notFound('No such question');
  return row;
}

export async function deleteFaqItem(db: Database, id: number): Promise<void> {
  const deleted = await db.delete(faqItems).where(eq(faqItems.id, id)).returning({ id: faqItems.id });
  if (deleted.length === 0) throw notFound('No such question');
}
