// Two-factor sign-in: the second step of a login, turning it on and off in the account's
// settings, new recovery codes, and proving it is you again before a sensitive action.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userResourceSchema } from '#contract/accounts.ts';
import { noContentSchema } from '#contract/answers.ts';
import {
  confirmIdentitySchema,
  recoveryCodesSchema,
  totpConfirmSchema,
  totpSetupSchema,
  twoFactorChallengeSchema,
  twoFactorStatusSchema,
} from '#contract/two-factor.ts';
import { startTotpSetup } from '#core/accounts/totp.ts';
import {
  completeSecondFactor,
  confirmIdentity,
  renewRecoveryCodes,
  turnOffTwoFactor,
  turnOnTwoFactor,
  twoFactorStatus,
} from '#core/accounts/two-factor.ts';
import { toUserResource } from '#core/accounts/user-resource.ts';
import { STORAGE_URL_PATH } from '#core/storage/storage.ts';
import { errorResponses } from '../error-schema.ts';
import { requireUser } from './guards.ts';

const SENSITIVE_NOTE =
  ' Sensitive: the password or a code must have been given in the last 10 minutes (POST /api/auth/confirm), else 403 `confirmation_required`.';

/** The second step of a login whose password was accepted (login answered 202). */
async function challengeRoute(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/auth/two-factor-challenge',
    {
      schema: {
        tags: ['auth'],
        summary: 'Finish a login with a code from the authenticator app, a recovery code or a passkey',
        description:
          'For the session login answered 202: `code` (6 digits; spaces and dashes ignored), `recovery_code` (single use) or `passkey` (the browser’s answer to POST /api/auth/two-factor-challenge/passkey-options; its challenge is taken once). A code is accepted once. Right: the user, and a new session (new cookies). Wrong: 422 naming the field. No login waiting, or it took over 10 minutes: 401 `challenge_expired`. At most 5 codes per account in 15 minutes: 429 `too_many_attempts`.',
        body: twoFactorChallengeSchema,
        response: { 200: userResourceSchema, ...errorResponses(401, 419, 422, 429) },
      },
    },
    async (request, reply) => {
      const waiting = await request.getSession();
      const { user, session } = await completeSecondFactor(
        app.deps,
        waiting,
        request.body,
        request.headers['user-agent'],
      );
      reply.sendSessionCookies(session);
      return toUserResource(user, STORAGE_URL_PATH);
    },
  );

  app.post(
    '/auth/confirm',
    {
      schema: {
        tags: ['auth'],
        summary: 'Prove it is you again (password, code or passkey) before a sensitive action',
        description:
          'For the next 10 minutes this session may do sensitive things (turn two-factor sign-in off, remove a passkey, new recovery codes, refunds, role changes). `passkey`: the browser’s answer to POST /api/auth/confirm/passkey-options. A wrong password, code or passkey: 422 naming the field; counted like logins (429).',
        body: confirmIdentitySchema,
        response: { 204: noContentSchema, ...errorResponses(401, 409, 419, 422, 429) },
      },
    },
    async (request, reply) => {
      const { user, session } = await requireUser(request);
      await confirmIdentity(app.deps, user, session.idHash, request.body);
      return reply.status(204).send(null);
    },
  );
}

/** The account's own two-factor settings. */
async function settingsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/user/two-factor',
    {
      schema: {
        tags: ['user'],
        summary: 'Whether two-factor sign-in is on, and how many recovery codes are left',
        response: { 200: twoFactorStatusSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const { user, session } = await requireUser(request);
      return twoFactorStatus(db(), user.id, session);
    },
  );

  app.post(
    '/user/two-factor',
    {
      schema: {
        tags: ['user'],
        summary: 'Start turning two-factor sign-in on: a new key for the authenticator app',
        description:
          'The key as text (`secret`), as an otpauth:// address and as a QR code (SVG). It counts once a code from the app is sent to /api/user/two-factor/confirm. Already on: 409.',
        response: { 200: totpSetupSchema, ...errorResponses(401, 409, 419) },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      const setup = await startTotpSetup(db(), user);
      return { secret: setup.secret, otpauth_url: setup.otpauthUrl, qr_svg: setup.qrSvg };
    },
  );

  app.post(
    '/user/two-factor/confirm',
    {
      schema: {
        tags: ['user'],
        summary: 'Turn two-factor sign-in on with a code from the app',
        description:
          'Returns the 10 recovery codes, shown this once. This session counts as signed in with a second factor. A wrong code: 422; set-up not started: 409.',
        body: totpConfirmSchema,
        response: { 200: recoveryCodesSchema, ...errorResponses(401, 409, 419, 422, 429) },
      },
    },
    async (request) => {
      const { user, session } = await requireUser(request);
      return { recovery_codes: await turnOnTwoFactor(db(), user.id, request.body.code, session.idHash) };
    },
  );
}

/** Turning it off and new recovery codes: sensitive, so the session proved itself lately. */
async function sensitiveRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.delete(
    '/user/two-factor',
    {
      config: { sensitive: true },
      schema: {
        tags: ['user'],
        summary: 'Turn two-factor sign-in off',
        description: `The key goes, and the recovery codes too unless a passkey remains. Not on: 409.${SENSITIVE_NOTE}`,
        response: { 204: noContentSchema, ...errorResponses(401, 403, 409, 419) },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      await turnOffTwoFactor(db(), user.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/user/two-factor/recovery-codes',
    {
      config: { sensitive: true },
      schema: {
        tags: ['user'],
        summary: 'New recovery codes (the old ones stop working)',
        description: `While the app or a passkey is the account’s second factor; neither: 409.${SENSITIVE_NOTE}`,
        response: { 200: recoveryCodesSchema, ...errorResponses(401, 403, 409, 419) },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      return { recovery_codes: await renewRecoveryCodes(db(), user.id) };
    },
  );
}

export async function twoFactorRoutes(app: FastifyInstance): Promise<void> {
  await app.register(challengeRoute);
  await app.register(settingsRoutes);
  await app.register(sensitiveRoutes);
}
