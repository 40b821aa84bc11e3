// The push API for agency software, shaped as Rightmove's Real Time Datafeed:
// POST /api/rtdf/v1/property/sendpropertydetails, …/removeproperty and
// …/getbranchpropertylist. Server to server: no session and no CSRF token, but a push
// credential in Authorization (Bearer, or Basic with the credential or branch id), and a
// rate limit per credential. Every answer, errors too, is in RTDF's envelope, so the
// agency software reads ours as it reads Rightmove's.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  PUSH_MESSAGES,
  RTDF_BASE_PATH,
  type RtdfError,
  type RtdfWarning,
  rtdfAnswerSchema,
  rtdfBranchListRequestSchema,
  rtdfBranchListSchema,
  rtdfFailureSchema,
  rtdfRemoveSchema,
  rtdfSendSchema,
} from '#contract/rtdf.ts';
import { SITE_PATHS } from '#contract/site-paths.ts';
import { sha256 } from '#core/accounts/secrets.ts';
import { siteGateway } from '#core/billing/gateways/site-gateway.ts';
import { geocoderLocator } from '#core/imports/locate.ts';
import { authenticatePush, type PushIdentity } from '#core/imports/push/credentials.ts';
import { branchListings, type PushOutcome, removeProperty, sendProperty } from '#core/imports/push/push.ts';
import { rtdfListing } from '#core/imports/push/rtdf-listing.ts';
import { createGeocoder } from '#core/places/geocoder.ts';
import { errorBody } from '../../plugins/errors.ts';

/** Per credential (by its token's hash), or per address for requests without one. */
const PUSH_LIMIT = {
  max: 600,
  timeWindow: 60_000,
  keyGenerator: (request: FastifyRequest) => {
    const header = request.headers.authorization;
    return header ? `rtdf:${sha256(header).slice(0, 32)}` : `rtdf-ip:${request.ip}`;
  },
};

const SECURITY: { [scheme: string]: string[] }[] = [{ pushBearer: [] }, { pushBasic: [] }];

type Envelope = {
  message: string;
  success: boolean;
  warnings?: RtdfWarning[];
  errors?: RtdfError[];
};

/** RTDF's envelope around an answer: ids and timestamps, warnings and errors always present. */
function envelope(request: FastifyRequest, started: Date, answer: Envelope) {
  return {
    request_id: String(request.id ?? randomUUID()),
    request_timestamp: started.toISOString(),
    response_timestamp: new Date().toISOString(),
    warnings: [],
    errors: [],
    ...answer,
  };
}

const fail = (code: string, description: string, value: string | null = null): RtdfError => ({
  error_code: code,
  error_description: description,
  error_value: value,
});

/** Every problem of a request body, each naming its field (`property.address.display_address`). */
function bodyErrors(error: z.ZodError): RtdfError[] {
  return error.issues.map((issue) => {
    const field = issue.path.join('.');
    const missing = issue.code === 'invalid_type' && /received undefined/.test(issue.message);
    return fail(missing ? 'missing_field' : 'invalid_value', `${field || 'body'}: ${issue.message}`, field || null);
  });
}

type Checked<T> = { identity: PushIdentity; body: T };

/**
 * The request's credential and body, or the answer already sent: 401 without a live
 * credential, 400 for a body that is not a request, 403 for another branch than the
 * credential's.
 */
async function checkRequest<T extends { branch: { branch_id: string } }>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  schema: z.ZodType<T>,
  started: Date,
): Promise<Checked<T> | null> {
  const identity = await authenticatePush(app.database.db, request.headers.authorization);
  if (!identity) {
    reply.header('www-authenticate', 'Bearer, Basic realm="push"');
    await reply.code(401).send(envelope(request, started, failure(fail('unauthorised', PUSH_MESSAGES.unauthorised))));
    return null;
  }
  if (identity.suspended) {
    await reply.code(403).send(envelope(request, started, failure(fail('account_suspended', PUSH_MESSAGES.suspended))));
    return null;
  }
  const parsed = schema.safeParse(request.body ?? {});
  if (!parsed.success) {
    await reply.code(400).send(envelope(request, started, failure(...bodyErrors(parsed.error))));
    return null;
  }
  const sent = parsed.data.branch.branch_id;
  if (sent !== identity.branchId) {
    const error = fail('wrong_branch', PUSH_MESSAGES.wrongBranch(sent, identity.branchId), 'branch.branch_id');
    await reply.code(403).send(envelope(request, started, failure(error)));
    return null;
  }
  return { identity, body: parsed.data };
}

function failure(...errors: RtdfError[]): Envelope {
  return { message: errors[0]?.error_description ?? 'The request failed', success: false, errors };
}

const RESPONSES = <T extends z.ZodType>(ok: T) => ({
  200: ok,
  400: rtdfFailureSchema,
  401: rtdfFailureSchema,
  403: rtdfFailureSchema,
  404: rtdfFailureSchema,
  422: rtdfFailureSchema,
});

/**
 * Every push route: no CSRF token (credentials instead), a limit per credential, and the
 * body checked after the credential, into RTDF's envelope (checkRequest).
 */
const PUSH_ROUTE = { config: { csrf: false, rateLimit: PUSH_LIMIT }, attachValidation: true } as const;

/** What the routes share: how a push is applied, and how its outcome is answered. */
function pushContext(app: FastifyInstance) {
  const geocoder = createGeocoder(app.database.db, { ...app.config.geocoder, log: app.log });
  const settings = {
    locate: geocoderLocator(geocoder),
    moderation: app.config.offerModeration,
    takesPayments: siteGateway(app.config) !== 'none',
    queueMedia: (importId: string) => app.deps.work.queue(app.database.db, { kind: 'imports.apply', importId }),
  };
  const offerUrl = (slug: string | null) => (slug ? `${app.config.publicUrl}${SITE_PATHS.offer(slug)}` : null);

  const answer = (request: FastifyRequest, reply: FastifyReply, started: Date, ref: string, outcome: PushOutcome) => {
    if (!outcome.ok) return reply.code(outcome.status).send(envelope(request, started, failure(...outcome.errors)));
    return reply.send({
      ...envelope(request, started, { message: 'OK', success: true, warnings: outcome.warnings }),
      property: {
        agent_ref: ref,
        rightmove_id: outcome.offerId,
        rightmove_url: offerUrl(outcome.slug),
        change_type: outcome.change,
      },
    });
  };
  return { settings, offerUrl, answer };
}

type PushContext = ReturnType<typeof pushContext>;

export async function rtdfRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // A body that is not JSON, too large, or too many requests: the envelope too, so the
  // software reads why. Server errors go on to the API's own handler.
  app.setErrorHandler(async (error, request, reply) => {
    const { status, body } = errorBody(error);
    if (status >= 500) throw error;
    const code = body.code ?? 'bad_request';
    return reply.code(status).send(envelope(request, new Date(), failure(fail(code, body.message))));
  });
  const context = pushContext(app);
  sendPropertyRoute(app, context);
  removePropertyRoute(app, context);
  branchListRoute(app, context);
}

function sendPropertyRoute(fastify: FastifyInstance, { settings, answer }: PushContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    `${RTDF_BASE_PATH}/sendpropertydetails`,
    {
      ...PUSH_ROUTE,
      schema: {
        tags: ['push'],
        summary: 'Create or update a listing of the branch (RTDF sendpropertydetails)',
        description:
          'Body as Rightmove’s Real Time Datafeed: `{ network, branch: { branch_id, channel }, property: { agent_ref, … } }`. The listing is found by the branch and `agent_ref`: the first send creates it (`change_type` CREATE), later ones update it (UPDATE); identical content writes nothing. It is checked, placed and published as an imported feed’s listing; photos follow within minutes. 400 names each field a request lacks or gets wrong; 422 when the listing cannot be an offer (an unknown place or property type); 403 when `branch.branch_id` is not the credential’s branch.',
        security: SECURITY,
        body: rtdfSendSchema,
        response: RESPONSES(rtdfAnswerSchema),
      },
    },
    async (request, reply) => {
      const started = new Date();
      const checked = await checkRequest(app, request, reply, rtdfSendSchema, started);
      if (!checked) return reply;
      const mapped = rtdfListing(checked.body);
      if (!mapped.listing) {
        const errors = mapped.problems.map(({ field, message }) => fail('invalid_value', message, field));
        return reply.code(400).send(envelope(request, started, failure(...errors)));
      }
      const outcome = await sendProperty(app.database.db, checked.identity, mapped.listing, settings);
      return answer(request, reply, started, checked.body.property.agent_ref, outcome);
    },
  );
}

function removePropertyRoute(fastify: FastifyInstance, { answer }: PushContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    `${RTDF_BASE_PATH}/removeproperty`,
    {
      ...PUSH_ROUTE,
      schema: {
        tags: ['push'],
        summary: 'Take a listing of the branch off the site (RTDF removeproperty)',
        description:
          'Body `{ network, branch: { branch_id, channel }, property: { agent_ref, removal_reason?, transaction_date? } }`. Removing a listing removed already succeeds again with the warning `already_removed`; an agent_ref the branch never sent is 404. Sending its details again puts it back.',
        security: SECURITY,
        body: rtdfRemoveSchema,
        response: RESPONSES(rtdfAnswerSchema),
      },
    },
    async (request, reply) => {
      const started = new Date();
      const checked = await checkRequest(app, request, reply, rtdfRemoveSchema, started);
      if (!checked) return reply;
      const ref = checked.body.property.agent_ref;
      return answer(request, reply, started, ref, await removeProperty(app.database.db, checked.identity, ref));
    },
  );
}

function branchListRoute(fastify: FastifyInstance, { offerUrl }: PushContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    `${RTDF_BASE_PATH}/getbranchpropertylist`,
    {
      ...PUSH_ROUTE,
      schema: {
        tags: ['push'],
        summary: 'The branch’s listings on the site (RTDF getbranchpropertylist)',
        description:
          'Body `{ network, branch: { branch_id, channel } }`: the listings of the credential’s branch in that channel (1 sales, 2 lettings) that are on the site or waiting for an operator, with our id and address of each.',
        security: SECURITY,
        body: rtdfBranchListRequestSchema,
        response: RESPONSES(rtdfBranchListSchema),
      },
    },
    async (request, reply) => {
      const started = new Date();
      const checked = await checkRequest(app, request, reply, rtdfBranchListRequestSchema, started);
      if (!checked) return reply;
      const { branch } = checked.body;
      const listings = await branchListings(app.database.db, checked.identity, branch.channel);
      return reply.send({
        ...envelope(request, started, { message: 'OK', success: true }),
        branch: { branch_id: branch.branch_id, channel: branch.channel },
        property: listings.map((listing) => ({
          agent_ref: listing.agentRef,
          rightmove_id: listing.offerId,
          rightmove_url: offerUrl(listing.slug) ?? '',
          last_changed_date: listing.changedAt,
          status: listing.status,
        })),
      });
    },
  );
}
