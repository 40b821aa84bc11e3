// Bulk import: POST /api/offers-import and /api/offers-import/update/{id}
// (multipart: the feed), GET /api/offers-import/get-imported-offers (the history),
// POST /api/offers-import/migrate (confirm), and the preview, rows and reports.
// Agency, developer and hotel accounts only; another company's import is not found.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noContentSchema } from '#contract/answers.ts';
import { importRowChoiceSchema, importRowParamsSchema } from '#contract/import-locations.ts';
import { IMPORT_MAP_LIMIT, importMapSchema } from '#contract/import-map.ts';
import {
  importConfirmSchema,
  importListSchema,
  importParamsSchema,
  importRowListSchema,
  importRowSchema,
  importRowsQuerySchema,
  importSummarySchema,
} from '#contract/imports.ts';
import { pageQuerySchema } from '#contract/pagination.ts';
import { siteGateway } from '#core/billing/gateways/site-gateway.ts';
import { csvTemplate } from '#core/imports/feeds/index.ts';
import { importMap } from '#core/imports/import-map.ts';
import {
  assertReplaceable,
  cancelImport,
  confirmImport,
  getImport,
  listImportRows,
  listImports,
  rejectedRowsCsv,
} from '#core/imports/imports.ts';
import { chooseImportRow } from '#core/imports/leave-out.ts';
import { geocoderLocator } from '#core/imports/locate.ts';
import { previewImport } from '#core/imports/preview.ts';
import { createGeocoder } from '#core/places/geocoder.ts';
import { requireCompany } from '../auth/guards.ts';
import { sendCsv } from '../csv-reply.ts';
import { errorResponses, fileResponse } from '../error-schema.ts';
import { feedUrlRoutes } from './feed-routes.ts';
import { IMPORT_MULTIPART_LIMITS, receiveFeed } from './upload.ts';

const UPLOAD_DESCRIPTION =
  'multipart/form-data: `file` (a Rightmove BLM v3 file, a Kyero v3 XML file or a CSV of our columns, or a .zip with one of them and its photos; at most 200 MB) and optionally `full_feed` (`false` when the file lists only some of your listings; by default your imported listings missing from it are withdrawn). The file is read as it streams in; the answer is the preview: how many rows would be created, updated, left unchanged, withdrawn and rejected, and (`awaiting_payment`) how many listings would be saved as drafts to pay for in My Ads because the site takes payments and posting them costs money (a listing published for the first time: new, or never published). Nothing changes on the site until POST /api/offers-import/migrate. 422 names what makes the file unreadable (with its line).';
const UPLOAD_LIMIT = { rateLimit: { max: 30, timeWindow: 60 * 60_000 } };

export async function importRoutes(fastify: FastifyInstance): Promise<void> {
  await fastify.register(multipart, { limits: IMPORT_MULTIPART_LIMITS });
  await fastify.register(importUploadRoutes);
  await fastify.register(importListRoutes);
  await fastify.register(oneImportRoutes);
  await fastify.register(importMapRoutes);
  await fastify.register(importDecisionRoutes);
  await fastify.register(importRowChoiceRoutes);
  await fastify.register(feedUrlRoutes);
}

/**
 * Reads the uploaded feed into an import waiting for confirmation (a new one, or the
 * import `replacing` names with its file replaced) and answers the import's summary.
 */
function feedPreview(app: FastifyInstance) {
  const db = () => app.database.db;
  const geocoder = createGeocoder(app.database.db, { ...app.config.geocoder, log: app.log });
  return async (request: FastifyRequest, replacing?: string) => {
    const { user } = await requireCompany(request, 'offers.import');
    if (replacing) await assertReplaceable(db(), user, replacing);
    const { upload, cleanUp } = await receiveFeed(request);
    try {
      const id = await previewImport(db(), app.storage, user, upload, geocoderLocator(geocoder), replacing, {
        moderation: app.config.offerModeration,
        takesPayments: siteGateway(app.config) !== 'none',
        queueMediaCheck: (tx, importId) => app.deps.work.queue(tx, { kind: 'imports.check-media', importId }),
      });
      return getImport(db(), user, id);
    } finally {
      await cleanUp();
    }
  };
}

/** Uploading a feed, or a new file for an import waiting for confirmation: the answer is its preview. */
async function importUploadRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const preview = feedPreview(app);

  app.post(
    '/offers-import',
    {
      config: UPLOAD_LIMIT,
      schema: {
        tags: ['imports'],
        summary: 'Upload a feed: its preview',
        description: UPLOAD_DESCRIPTION,
        consumes: ['multipart/form-data'],
        response: { 201: importSummarySchema, ...errorResponses(401, 403, 413, 419, 422, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await preview(request)),
  );

  app.post(
    '/offers-import/update/:id',
    {
      config: UPLOAD_LIMIT,
      schema: {
        tags: ['imports'],
        summary: 'Replace the file of an import waiting for confirmation',
        description: `${UPLOAD_DESCRIPTION} 409 once the import was confirmed or cancelled.`,
        consumes: ['multipart/form-data'],
        params: importParamsSchema,
        response: { 200: importSummarySchema, ...errorResponses(401, 403, 404, 409, 413, 419, 422, 429) },
      },
    },
    async (request) => preview(request, request.params.id),
  );
}

/** What the import page lists before any one import: the company's imports, and the CSV template. */
async function importListRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/offers-import/get-imported-offers',
    {
      schema: {
        tags: ['imports'],
        summary: 'The company’s imports, newest first, with their counts and progress',
        querystring: pageQuerySchema,
        response: { 200: importListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const { user } = await requireCompany(request, 'offers.import');
      reply.header('cache-control', 'private, no-store');
      return listImports(db(), user, request.query.page);
    },
  );

  app.get(
    '/offers-import/template.csv',
    {
      schema: {
        tags: ['imports'],
        summary: 'The CSV template: our columns and one example row',
        produces: ['text/csv'],
        response: { 200: fileResponse('text/csv', 'The template') },
      },
    },
    async (_request, reply) => sendCsv(reply, 'dazu-import-template.csv', csvTemplate()),
  );
}

/** One import: its summary, its rows, and its rejected rows as CSV. */
async function oneImportRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/offers-import/:id',
    {
      schema: {
        tags: ['imports'],
        summary: 'One import: its status, counts and progress',
        params: importParamsSchema,
        response: { 200: importSummarySchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { user } = await requireCompany(request, 'offers.import');
      reply.header('cache-control', 'private, no-store');
      return getImport(db(), user, request.params.id);
    },
  );

  app.get(
    '/offers-import/:id/rows',
    {
      schema: {
        tags: ['imports'],
        summary: 'The rows of an import in feed order (50 a page), each with its action and reasons',
        params: importParamsSchema,
        querystring: importRowsQuerySchema,
        response: { 200: importRowListSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { user } = await requireCompany(request, 'offers.import');
      return listImportRows(db(), user, request.params.id, request.query);
    },
  );

  app.get(
    '/offers-import/:id/rejected.csv',
    {
      schema: {
        tags: ['imports'],
        summary: 'The rejected rows with their reasons, as CSV',
        params: importParamsSchema,
        produces: ['text/csv'],
        response: { 200: fileResponse('text/csv', 'The rejected rows'), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { user } = await requireCompany(request, 'offers.import');
      const csv = await rejectedRowsCsv(db(), user, request.params.id);
      return sendCsv(reply, `import-${request.params.id.slice(0, 8)}-rejected.csv`, csv);
    },
  );
}

/** The company's answer to a preview: confirm the import, or cancel it. */
async function importDecisionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.post(
    '/offers-import/migrate',
    {
      schema: {
        tags: ['imports'],
        summary: 'Confirm an import: its rows are applied in the background',
        description:
          'Body `{ id }`. Follow the progress with GET /api/offers-import/{id} (`applied_rows` of `total_rows`). Where posting costs money, listings published for the first time are saved as drafts to pay for in My Ads at the prices of the moment they are applied (`awaiting_payment`, and each row’s `posting_pence`); listings already published go where the feed says. 409 unless the import is waiting for confirmation.',
        body: importConfirmSchema,
        response: { 202: importSummarySchema, ...errorResponses(401, 403, 404, 409, 419, 422) },
      },
    },
    async (request, reply) => {
      const { user } = await requireCompany(request, 'offers.import');
      await confirmImport(db(), user, request.body.id, async (tx) => {
        await app.deps.work.queue(tx, { kind: 'imports.apply', importId: request.body.id });
      });
      return reply.code(202).send(await getImport(db(), user, request.body.id));
    },
  );

  app.delete(
    '/offers-import/:id',
    {
      schema: {
        tags: ['imports'],
        summary: 'Cancel an import waiting for confirmation (nothing was applied)',
        params: importParamsSchema,
        response: { 204: noContentSchema, ...errorResponses(401, 403, 404, 409, 419, 422) },
      },
    },
    async (request, reply) => {
      const { user } = await requireCompany(request, 'offers.import');
      await cancelImport(db(), app.storage, user, request.params.id);
      return reply.code(204).send(null);
    },
  );
}

/** Before confirming, the company leaves a listing out of the import (or takes it back in). */
async function importRowChoiceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.patch(
    '/offers-import/:id/rows/:row',
    {
      schema: {
        tags: ['imports'],
        summary: 'Leave a listing out of an import waiting for confirmation, or take it back in',
        description:
          'Body `{ skipped: true }` leaves the row’s listing out: confirming the import writes nothing for it (a listing it would have updated stays as it is, and a full feed does not withdraw it). `{ skipped: false }` takes it back in. For new and updated listings only (409 otherwise), and only before the import is confirmed (409 after). Uploading a new file for the import starts its rows again.',
        params: importRowParamsSchema,
        body: importRowChoiceSchema,
        response: {
          200: importRowSchema.pick({ row: true, skipped: true }),
          ...errorResponses(401, 403, 404, 409, 419, 422),
        },
      },
    },
    async (request) => {
      const { user } = await requireCompany(request, 'offers.import');
      return chooseImportRow(app.database.db, user, request.params.id, request.params.row, request.body.skipped);
    },
  );
}

/** Where an import's listings will appear: the preview's map. */
async function importMapRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/offers-import/:id/map',
    {
      schema: {
        tags: ['imports'],
        summary: 'Where the import’s new and updated listings will appear, all at once, for a map',
        description: `Each listing with its row, reference, title, place and point; \`uncertain\` when the address does not settle the place (the row's \`location_warning\` says why), \`skipped\` when the company left it out. In feed order, at most ${IMPORT_MAP_LIMIT}; \`total\` counts them all.`,
        params: importParamsSchema,
        response: { 200: importMapSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { user } = await requireCompany(request, 'offers.import');
      reply.header('cache-control', 'private, no-store');
      return importMap(app.database.db, user, request.params.id);
    },
  );
}
