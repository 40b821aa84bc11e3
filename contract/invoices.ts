// The payment history's documents: invoices for what was paid, credit notes for what
// was given back. Amounts in pence.
import { z } from 'zod';
import { uuidSchema } from './ids.ts';

export const invoiceSummarySchema = z.object({
  id: uuidSchema,
  number: z.string(),
  issued_at: z.string(),
  order_id: uuidSchema,
  description: z.string(),
  gross: z.number().int(),
  net: z.number().int(),
  vat: z.number().int(),
  /** Paid through the test-mode sandbox gateway: no real money moved (the PDF says so too). */
  test_mode: z.boolean(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const creditNoteSummarySchema = z.object({
  id: uuidSchema,
  number: z.string(),
  invoice_number: z.string(),
  issued_at: z.string(),
  reason: z.string(),
  gross: z.number().int(),
  net: z.number().int(),
  vat: z.number().int(),
});
export type CreditNoteSummary = z.infer<typeof creditNoteSummarySchema>;

export const paymentHistorySchema = z.object({
  data: z.array(invoiceSummarySchema),
  credit_notes: z.array(creditNoteSummarySchema),
});

export const orderIdParamsSchema = z.object({ id: z.uuid({ error: 'Give the order by its id' }) });
export const invoiceIdParamsSchema = z.object({ id: z.uuid({ error: 'Give the invoice by its id' }) });
export const creditNoteIdParamsSchema = z.object({ id: z.uuid({ error: 'Give the credit note by its id' }) });
