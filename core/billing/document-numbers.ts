// Numbers of invoices and credit notes: <prefix>-<year>-<000001>, each kind counting
// from 1 every UK calendar year. The year's counter row is incremented in the caller's
// transaction, so a rolled-back document takes its number back: no gaps.
import { sql } from 'drizzle-orm';
import type { Transaction } from '#db/client.ts';

const KINDS = {
  invoice: { prefix: 'DZ', counters: 'invoice_counters' },
  credit_note: { prefix: 'CN', counters: 'credit_note_counters' },
} as const;

const UK_YEAR = new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: 'Europe/London' });

export async function nextDocumentNumber(
  tx: Transaction,
  kind: keyof typeof KINDS,
  now: Date,
): Promise<{ number: string; year: number; sequence: number }> {
  const { prefix, counters } = KINDS[kind];
  const year = Number(UK_YEAR.format(now));
  const table = sql.identifier(counters);
  const counter = await tx.execute<{ last: number }>(sql`
    insert into ${table} (year, last) values (${year}, 1)
    on conflict (year) do update set last = ${table}.last + 1 returning last`);
  const sequence = counter.rows[0]?.last ?? 1;
  return { number: `${prefix}-${year}-${String(sequence).padStart(6, '0')}`, year, sequence };
}
