// The caller's invoices and credit notes (/invoices, the payment history) and their
// PDFs, which only their owner and the operators may download (refunds: admin/order-routes.ts).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { creditNoteIdParamsSchema, invoiceIdParamsSchema, paymentHistorySchema } from '#contract/invoices.ts';
import { creditNotePdf, invoicePdf, listCreditNotes, listInvoices } from '#core/billing/invoices.ts';
import { requireUser } from '../auth/guards.ts';
import { errorResponses, fileResponse } from '../error-schema.ts';

/** A private document as a download: never cached, never rendered inside the site. */
function sendPdf(reply: FastifyReply, fileName: string, bytes: Buffer) {
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('content-security-policy', 'sandbox')
    .type('application/pdf')
    .send(bytes);
}

export async function invoiceRoutes(fastify: FastifyInstance): Promise<void> {
  await fastify.register(paymentHistoryRoute);
  await fastify.register(billingPdfRoutes);
}

/** The caller's payment history: invoices and their credit notes. */
async function paymentHistoryRoute(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/user/invoices',
    {
      schema: {
        tags: ['billing'],
        summary: 'The caller’s invoices (payment history), newest first',
        description:
          'Each invoice with `test_mode` when it was paid through the test-mode sandbox gateway (no real money), and `credit_notes`: the refunds.',
        response: {
          200: paymentHistorySchema,
          ...errorResponses(401),
        },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      reply.header('cache-control', 'private, no-store');
      const [data, creditNotes] = await Promise.all([
        listInvoices(app.database.db, user),
        listCreditNotes(app.database.db, user),
      ]);
      return { data, credit_notes: creditNotes };
    },
  );
}

/** The PDFs of credit notes and invoices, for their owner and the operators. */
async function billingPdfRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/credit-notes/:id/pdf',
    {
      schema: {
        tags: ['billing'],
        summary: 'A credit note as a PDF download (its owner and the operators only)',
        description: 'application/pdf, as an attachment. 401 without a login; 404 for one that is not the caller’s.',
        params: creditNoteIdParamsSchema,
        produces: ['application/pdf'],
        response: { 200: fileResponse('application/pdf', 'The credit note'), ...errorResponses(401, 404, 422) },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      const { number, bytes } = await creditNotePdf(app.database.db, app.storage, user, request.params.id);
      return sendPdf(reply, `credit-note-${number}.pdf`, bytes);
    },
  );

  app.get(
    '/invoices/:id/pdf',
    {
      schema: {
        tags: ['billing'],
        summary: 'An invoice as a PDF download (its owner and the operators only)',
        description:
          'application/pdf, as an attachment. 401 without a login; 404 for an invoice that is not the caller’s.',
        params: invoiceIdParamsSchema,
        produces: ['application/pdf'],
        response: { 200: fileResponse('application/pdf', 'The invoice'), ...errorResponses(401, 404, 422) },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      const { number, bytes } = await invoicePdf(app.database.db, app.storage, user, request.params.id);
      return sendPdf(reply, `invoice-${number}.pdf`, bytes);
    },
  );
}
