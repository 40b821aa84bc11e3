// Passkeys: the WebAuthn options for a sign-in's second step and for proving it is you
// again (the answers go to the existing challenge and confirm calls as `passkey`), and
// the account's passkeys in its settings.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContentSchema } from '#contract/answers.ts';
import { uuidSchema } from '#contract/ids.ts';
import {
  passkeyAddedSchema,
  passkeyListSchema,
  passkeyOptionsSchema,
  passkeyRegistrationSchema,
  passkeyRenameSchema,
  passkeySchema,
} from '#contract/passkeys.ts';
import { TWO_FACTOR_MESSAGES } from '#contract/two-factor.ts';
import { passkeyAssertionOptions } from '#core/accounts/passkey-assertions.ts';
import {
  addPasskey,
  listPasskeys,
  passkeyRegistrationOptions,
  removePasskey,
  renamePasskey,
} from '#core/accounts/passkeys.ts';
import { HttpError } from '#core/errors.ts';
import { errorResponses } from '../error-schema.ts';
import { requireUser } from './guards.ts';

const UNAVAILABLE_NOTE =
  ' When the site is reached by an IP address (PUBLIC_URL or WEBAUTHN_ORIGIN), browsers refuse passkeys: 409 `passkeys_unavailable`.';

/** Options for showing a passkey: in a sign-in's second step, or to confirm it is you. */
async function assertionOptionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/auth/two-factor-challenge/passkey-options',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start finishing a login with a passkey: the options for navigator.credentials.get()',
        description: `For the session login answered 202. Send the browser's answer to POST /api/auth/two-factor-challenge as \`{ "passkey": … }\`; the challenge is good for 5 minutes and once. No login waiting: 401 \`challenge_expired\`; the account has no passkey: 409 \`no_passkeys\`.${UNAVAILABLE_NOTE}`,
        response: { 200: passkeyOptionsSchema, ...errorResponses(401, 409, 419) },
      },
    },
    async (request) => {
      const waiting = await request.getSession();
      const userId = waiting?.pendingUserId;
      if (!waiting || !userId) {
        throw new HttpError(401, TWO_FACTOR_MESSAGES.challengeExpired, { code: 'challenge_expired' });
      }
      return passkeyAssertionOptions(app.deps, { userId, sessionHash: waiting.idHash, ceremony: 'sign-in' });
    },
  );

  app.post(
    '/auth/confirm/passkey-options',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start proving it is you with a passkey: the options for navigator.credentials.get()',
        description: `Send the browser's answer to POST /api/auth/confirm as \`{ "passkey": … }\`. No passkey: 409 \`no_passkeys\`.${UNAVAILABLE_NOTE}`,
        response: { 200: passkeyOptionsSchema, ...errorResponses(401, 409, 419) },
      },
    },
    async (request) => {
      const { user, session } = await requireUser(request);
      return passkeyAssertionOptions(app.deps, {
        userId: user.id,
        sessionHash: session.idHash,
        ceremony: 'confirmation',
      });
    },
  );
}

/** Listing and adding the account's passkeys. */
async function registrationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/user/passkeys',
    {
      schema: {
        tags: ['user'],
        summary: 'The account’s passkeys, and whether this site can add them',
        response: { 200: passkeyListSchema, ...errorResponses(401) },
      },
    },
    async (request) => listPasskeys(app.deps, (await requireUser(request)).user.id),
  );

  app.post(
    '/user/passkeys/options',
    {
      schema: {
        tags: ['user'],
        summary: 'Start adding a passkey: the options for navigator.credentials.create()',
        description: `Send the browser's answer with a name to POST /api/user/passkeys within 5 minutes.${UNAVAILABLE_NOTE}`,
        response: { 200: passkeyOptionsSchema, ...errorResponses(401, 409, 419) },
      },
    },
    async (request) => {
      const { user, session } = await requireUser(request);
      return passkeyRegistrationOptions(app.deps, { user, sessionHash: session.idHash });
    },
  );

  app.post(
    '/user/passkeys',
    {
      schema: {
        tags: ['user'],
        summary: 'Add a passkey: the browser’s answer to the options, and a name',
        description:
          'The passkey then counts as a second factor: logins ask for it (or the app’s code) after the password, and this session counts as signed in with a second factor. When it is the account’s first second factor, `recovery_codes` holds ten single-use codes, shown this once, for signing in without it. An answer that does not match the options, or whose challenge was used or expired: 422 on `response`; the passkey is on an account already: 409.',
        body: passkeyRegistrationSchema,
        response: { 201: passkeyAddedSchema, ...errorResponses(401, 409, 419, 422) },
      },
    },
    async (request, reply) => {
      const { user, session } = await requireUser(request);
      const passkey = await addPasskey(app.deps, { user, sessionHash: session.idHash }, request.body);
      return reply.status(201).send(passkey);
    },
  );
}

/** Renaming and removing one (removing is sensitive, as turning the app off is). */
async function passkeyRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const params = z.object({ id: uuidSchema });
  app.patch(
    '/user/passkeys/:id',
    {
      schema: {
        tags: ['user'],
        summary: 'Rename a passkey',
        params,
        body: passkeyRenameSchema,
        response: { 200: passkeySchema, ...errorResponses(401, 404, 419, 422) },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      return renamePasskey(app.database.db, user.id, request.params.id, request.body.name);
    },
  );

  app.delete(
    '/user/passkeys/:id',
    {
      config: { sensitive: true },
      schema: {
        tags: ['user'],
        summary: 'Remove a passkey',
        description:
          'It no longer signs in; with the account’s last second factor go its recovery codes. Sensitive: the password, a code or a passkey must have been given in the last 10 minutes (POST /api/auth/confirm), else 403 `confirmation_required`. Not this account’s: 404.',
        params,
        response: { 204: noContentSchema, ...errorResponses(401, 403, 404, 419, 422) },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      await removePasskey(app.database.db, user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}

export async function passkeysRoutes(app: FastifyInstance): Promise<void> {
  await app.register(assertionOptionRoutes);
  await app.register(registrationRoutes);
  await app.register(passkeyRoutes);
}
