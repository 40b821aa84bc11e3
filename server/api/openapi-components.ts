// The shared schemas the OpenAPI document names once, under components.schemas, and
// refers to with $ref wherever a route uses them (docs/api.md). Registering a schema
// here changes only the document: routes still validate and serialise with the zod
// schema itself. The type provider names a schema's request (input) form `<id>Input`
// and its response (output) form `<id>`.
import { z } from 'zod';
import { userResourceSchema } from '#contract/accounts.ts';
import { blogPostSchema, blogPostSummarySchema } from '#contract/content.ts';
import { replySchema, startConversationSchema } from '#contract/conversations.ts';
import { uuidSchema } from '#contract/ids.ts';
import { importSummarySchema } from '#contract/imports.ts';
import { offerFileSchema } from '#contract/offer-files.ts';
import { offerInputSchema } from '#contract/offer-input.ts';
import { offerStateSchema, offerViewSchema } from '#contract/offer-lifecycle.ts';
import { adminRevisionSchema } from '#contract/offer-moderation.ts';
import { revisionNoticeSchema } from '#contract/offer-revisions.ts';
import { advertiserSchema, offerCardSchema, photoSchema } from '#contract/offers.ts';
import { pageMetaSchema } from '#contract/pagination.ts';
import { rtdfAnswerSchema, rtdfFailureSchema, rtdfSendSchema } from '#contract/rtdf.ts';
import { savedSearchSchema } from '#contract/saved-searches.ts';
import { errorBodySchema } from './error-schema.ts';

/**
 * [component id, schema]. Never a route's whole querystring, params or headers schema:
 * @fastify/swagger spreads those into separate parameters and cannot follow a $ref
 * there (a registered schema as one parameter's type is fine, as Uuid is). `Offer` is
 * only ever a request body, so the document names it `OfferInput`.
 */
export const OPENAPI_COMPONENTS: ReadonlyArray<readonly [string, z.ZodType]> = [
  ['ErrorBody', errorBodySchema],
  ['Uuid', uuidSchema],
  ['Offer', offerInputSchema],
  ['OfferCard', offerCardSchema],
  ['OfferView', offerViewSchema],
  ['OfferState', offerStateSchema],
  ['OfferFile', offerFileSchema],
  ['RevisionNotice', revisionNoticeSchema],
  ['AdminRevision', adminRevisionSchema],
  ['Advertiser', advertiserSchema],
  ['Photo', photoSchema],
  ['PageMeta', pageMetaSchema],
  ['User', userResourceSchema],
  ['BlogPostSummary', blogPostSummarySchema],
  ['BlogPost', blogPostSchema],
  ['ImportSummary', importSummarySchema],
  ['SavedSearch', savedSearchSchema],
  ['StartConversation', startConversationSchema],
  ['Reply', replySchema],
  ['RtdfFailure', rtdfFailureSchema],
  ['RtdfAnswer', rtdfAnswerSchema],
  ['RtdfSendProperty', rtdfSendSchema],
];

/** Gives each shared schema its component id in zod's global registry (what the type provider reads). */
export function registerOpenApiComponents(): void {
  for (const [id, schema] of OPENAPI_COMPONENTS) {
    // Keep any description the schema already has: add() replaces the metadata.
    const meta = z.globalRegistry.get(schema);
    if (meta?.id !== id) z.globalRegistry.add(schema, { ...meta, id });
  }
}

const SCHEMAS_PATH = '#/components/schemas/';

/**
 * The document without the component schemas nothing refers to. The type provider
 * emits every registered schema twice (request and response form), and most are used
 * in only one of the two.
 */
export function withoutUnusedSchemas<T extends object>(document: T): T {
  const { components } = document as { components?: { schemas?: Record<string, unknown> } };
  const schemas = components?.schemas;
  if (!schemas) return document;
  const used = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
    } else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string' && value.startsWith(SCHEMAS_PATH)) {
          const name = value.slice(SCHEMAS_PATH.length);
          if (!used.has(name)) {
            used.add(name);
            visit(schemas[name]);
          }
        } else {
          visit(value);
        }
      }
    }
  };
  visit({ ...document, components: { ...components, schemas: undefined } });
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...components, schemas: kept } };
}
