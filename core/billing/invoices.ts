// Invoices: one per paid order, issued in the transaction that marks it paid, numbered
// per year without gaps (the counter row is incremented in that same transaction, so a
// rolled-back payment takes its number back with it). The PDF is rendered on first
// download, kept in private storage, and served to its owner and the operators only.

import { sql } from 'drizzle-orm';
import type { CreditNoteSummary, InvoiceSummary } from '#contract/invoices.ts';
import { can } from '#contract/permissions.ts';
import { notFound } from '#core/errors.ts';
import type { Actor } from '#core/offers/lifecycle.ts';
import type { Storage } from '#core/storage/storage.ts';
import type { Database, Transaction } from '#db/client.ts';
import type { InvoiceParty } from '#db/schema/billing.ts';
import { nextDocumentNumber } from './document-numbers.ts';
import { isTestModeGateway } from './gateways/site-gateway.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

/** Issues the invoice of a paid order (once: the order id is unique among invoices). */
export async function issueInvoice(
  tx: Transaction,
  order: {
    id: string;
    user_id: string;
    gross: number;
    net: number;
    vat: number;
    vat_rate_bp: number;
    buyer: InvoiceParty | null;
  },
  seller: InvoiceParty,
  now: Date,
): Promise<string> {
  const { number, year, sequence } = await nextDocumentNumber(tx, 'invoice', now);
  // As given when paying, or else the profile's details now.
  const buyer = order.buyer ?? (await buyerOf(tx, order.user_id));
  await tx.execute(sql`
    insert into invoices (order_id, user_id, number, year, sequence, issued_at, seller, buyer, gross, net, vat, vat_rate_bp)
    values (${order.id}, ${order.user_id}, ${number}, ${year}, ${sequence}, ${now},
      ${JSON.stringify(seller)}::jsonb, ${JSON.stringify(buyer)}::jsonb,
      ${order.gross}, ${order.net}, ${order.vat}, ${order.vat_rate_bp})`);
  return number;
}

async function buyerOf(tx: Transaction, userId: string): Promise<InvoiceParty> {
  const result = await tx.execute<{
    name: string;
    company_name: string | null;
    account_type: string;
    street: string | null;
    city: string | null;
    zip_code: string | null;
    country: string | null;
    tax_number: string | null;
  }>(
    sql`select name, company_name, account_type, street, city, zip_code, country, tax_number from users where id = ${userId}`,
  );
  const user = result.rows[0];
  if (!user) throw new Error('buyer missing');
  return {
    name: user.name,
    company: user.account_type === 'private' ? null : user.company_name,
    address: [user.street, [user.city, user.zip_code].filter(Boolean).join(' '), user.country]
      .map((line) => line?.trim() ?? '')
      .filter(Boolean),
    vatNumber: user.tax_number,
  };
}

/** The caller's invoices, newest first. */
export async function listInvoices(db: Database, actor: Actor): Promise<InvoiceSummary[]> {
  const result = await db.execute<
    Omit<InvoiceSummary, 'issued_at' | 'test_mode'> & { issued_at: Date | string; gateway: string }
  >(sql`
    select i.id, i.number, i.issued_at, i.order_id, i.gross, i.net, i.vat, o.gateway,
      (select string_agg(l.name, ', ' order by l.position) from order_lines l where l.order_id = i.order_id) as description
    from invoices i join orders o on o.id = i.order_id
    where i.user_id = ${actor.id} order by i.issued_at desc, i.sequence desc`);
  return result.rows.map(({ gateway, ...row }) => ({
    ...row,
    issued_at: new Date(row.issued_at).toISOString(),
    test_mode: isTestModeGateway(gateway),
  }));
}

/** An invoice's PDF for its owner or an operator (anyone else: 404), rendered and stored on first use. */
export async function invoicePdf(
  db: Database,
  storage: Storage,
  actor: Actor,
  invoiceId: string,
): Promise<{ number: string; bytes: Buffer }> {
  const operator = can(actor, 'orders.manage');
  const found = await db.execute<{
    id: string;
    number: string;
    issued_at: Date | string;
    seller: InvoiceParty;
    buyer: InvoiceParty;
    gross: number;
    net: number;
    vat: number;
    vat_rate_bp: number;
    pdf_key: string | null;
    order_id: string;
    paid_at: Date | string;
    gateway: string;
  }>(sql`
    select i.id, i.number, i.issued_at, i.seller, i.buyer, i.gross, i.net, i.vat, i.vat_rate_bp, i.pdf_key, i.order_id,
      o.paid_at, o.gateway
    from invoices i join orders o on o.id = i.order_id
    where i.id = ${invoiceId} and (${operator} or i.user_id = ${actor.id})`);
  const invoice = found.rows[0];
  if (!invoice) throw notFound('Invoice not found');
  return renderedOnce(db, storage, {
    key: `private/invoices/${invoice.id}.pdf`,
    storedKey: invoice.pdf_key,
    table: 'invoices',
    id: invoice.id,
    number: invoice.number,
    render: async () => {
      const lines = await db.execute<{ name: string; quantity: number; gross: number; net: number; vat: number }>(
        sql`select name, quantity, gross, net, vat from order_lines where order_id = ${invoice.order_id} order by position`,
      );
      return renderInvoicePdf({
        number: invoice.number,
        issuedAt: new Date(invoice.issued_at),
        paidAt: new Date(invoice.paid_at),
        method: isTestModeGateway(invoice.gateway) ? 'Test payment (sandbox)' : 'Card (Stripe)',
        testMode: isTestModeGateway(invoice.gateway),
        seller: invoice.seller,
        buyer: invoice.buyer,
        lines: lines.rows,
        totals: { gross: invoice.gross, net: invoice.net, vat: invoice.vat },
        vatRatePercent: invoice.vat_rate_bp / 100,
      });
    },
  });
}

/** The caller's credit notes (refunds), newest first. */
export async function listCreditNotes(db: Database, actor: Actor): Promise<CreditNoteSummary[]> {
  const result = await db.execute<Omit<CreditNoteSummary, 'issued_at'> & { issued_at: Date | string }>(sql`
    select c.id, c.number, i.number as invoice_number, c.issued_at, c.reason, c.gross, c.net, c.vat
    from credit_notes c join invoices i on i.id = c.invoice_id
    where c.user_id = ${actor.id} order by c.issued_at desc, c.sequence desc`);
  return result.rows.map((row) => ({ ...row, issued_at: new Date(row.issued_at).toISOString() }));
}

/** A credit note's PDF, for its owner or an operator (anyone else: 404). */
export async function creditNotePdf(
  db: Database,
  storage: Storage,
  actor: Actor,
  creditNoteId: string,
): Promise<{ number: string; bytes: Buffer }> {
  const operator = can(actor, 'orders.manage');
  const found = await db.execute<{
    id: string;
    number: string;
    issued_at: Date | string;
    reason: string;
    invoice_number: string;
    seller: InvoiceParty;
    buyer: InvoiceParty;
    gross: number;
    net: number;
    vat: number;
    vat_rate_bp: number;
    pdf_key: string | null;
    gateway: string;
  }>(sql`
    select c.id, c.number, c.issued_at, c.reason, i.number as invoice_number, i.seller, i.buyer,
      c.gross, c.net, c.vat, i.vat_rate_bp, c.pdf_key, o.gateway
    from credit_notes c join invoices i on i.id = c.invoice_id join orders o on o.id = i.order_id
    where c.id = ${creditNoteId} and (${operator} or c.user_id = ${actor.id})`);
  const note = found.rows[0];
  if (!note) throw notFound('Credit note not found');
  return renderedOnce(db, storage, {
    key: `private/credit-notes/${note.id}.pdf`,
    storedKey: note.pdf_key,
    table: 'credit_notes',
    id: note.id,
    number: note.number,
    render: () =>
      renderInvoicePdf({
        title: 'Credit note',
        reference: `Refund of invoice ${note.invoice_number}: ${note.reason}`,
        number: note.number,
        issuedAt: new Date(note.issued_at),
        paidAt: new Date(note.issued_at),
        method: 'refund',
        testMode: isTestModeGateway(note.gateway),
        seller: note.seller,
        buyer: note.buyer,
        lines: [
          {
            name: `Refund of invoice ${note.invoice_number}`,
            quantity: 1,
            gross: note.gross,
            net: note.net,
            vat: note.vat,
          },
        ],
        totals: { gross: note.gross, net: note.net, vat: note.vat },
        vatRatePercent: note.vat_rate_bp / 100,
      }),
  });
}

/** A document's PDF from private storage, rendered and stored the first time it is asked for. */
async function renderedOnce(
  db: Database,
  storage: Storage,
  document: {
    key: string;
    storedKey: string | null;
    table: 'invoices' | 'credit_notes';
    id: string;
    number: string;
    render: () => Promise<Buffer>;
  },
): Promise<{ number: string; bytes: Buffer }> {
  if (document.storedKey) {
    const stored = await storage.get(document.storedKey);
    if (stored) return { number: document.number, bytes: stored.bytes };
  }
  const bytes = await document.render();
  await storage.put(document.key, bytes, 'application/pdf');
  await db.execute(
    sql`update ${sql.identifier(document.table)} set pdf_key = ${document.key} where id = ${document.id}`,
  );
  return { number: document.number, bytes };
}

export type { CreditNoteSummary, InvoiceSummary };
