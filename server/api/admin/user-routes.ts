// The back office's accounts: finding them (users.manage: support and the owner), one
// account's file, suspending and reinstating it, and the operator roles it holds (owner
// only, and a sensitive action: the owner's password or a code from the last 10 minutes).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContentSchema } from '#contract/answers.ts';
import type { AuditActor } from '#contract/audit.ts';
import { uuidSchema } from '#contract/ids.ts';
import {
  operatorUserRowSchema,
  operatorUsersQuerySchema,
  suspendUserSchema,
  userDossierSchema,
  userRolesSchema,
} from '#contract/operator-users.ts';
import { listOf } from '#contract/pagination.ts';
import { ROLES } from '#contract/permissions.ts';
import { confirmAddressByHand, resendActivationFor, resetSecondFactor } from '#core/backoffice/account-help.ts';
import { userDossier } from '#core/backoffice/user-dossier.ts';
import { listUsers, reinstateUser, setOperatorRoles, suspendUser } from '#core/backoffice/users.ts';
import { auditActor } from '../auth/operator-guard.ts';
import { errorResponses } from '../error-schema.ts';
import { operatorUserDataRoutes } from './user-data-routes.ts';

const params = z.object({ id: uuidSchema });

export async function operatorUserRoutes(app: FastifyInstance): Promise<void> {
  await app.register(readingRoutes);
  await app.register(suspensionRoutes);
  await app.register(helpRoutes);
  await app.register(roleRoutes);
  await app.register(operatorUserDataRoutes);
}

/** The list and one account's file. */
async function readingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/admin/users',
    {
      config: { operator: 'users.manage' },
      schema: {
        tags: ['admin'],
        summary: 'Find accounts by name, e-mail address, company or phone',
        description:
          '`q` matches part of a name, e-mail address or company name, or (4 digits or more) part of a phone number whatever its spacing. Filters by role, account type and status; sorted newest first unless `sort` says otherwise. 50 a page.',
        querystring: operatorUsersQuerySchema,
        response: { 200: listOf(operatorUserRowSchema), ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listUsers(db(), request.query);
    },
  );

  app.get(
    '/admin/users/:id',
    {
      config: { operator: 'users.manage' },
      schema: {
        tags: ['admin'],
        summary: 'An account’s file: the account, counts of what it has, and where it is signed in',
        description: 'Messages are counted, never shown.',
        params,
        response: { 200: userDossierSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return userDossier(db(), request.params.id);
    },
  );
}

async function suspensionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/admin/users/:id/suspend',
    {
      config: { operator: 'users.manage' },
      schema: {
        tags: ['admin'],
        summary: 'Suspend an account, saying why',
        description:
          'Every session of the account ends; it cannot sign in (login answers 403 `account_suspended` with the reason); its ads and its agents’ ads are hidden from the public; it is told by e-mail. Already suspended, or yourself: 409.',
        params,
        body: suspendUserSchema,
        response: { 204: noContentSchema, ...errorResponses(401, 403, 404, 409, 419, 422) },
      },
    },
    async (request, reply) => {
      await suspendUser(app.deps, await auditActor(request), request.params.id, request.body.reason);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/admin/users/:id/reinstate',
    {
      config: { operator: 'users.manage' },
      schema: {
        tags: ['admin'],
        summary: 'Lift an account’s suspension',
        description:
          'It may sign in again and its ads are back; it is told in the bell and by e-mail. Not suspended: 409.',
        params,
        response: { 204: noContentSchema, ...errorResponses(401, 403, 404, 409, 419, 422) },
      },
    },
    async (request, reply) => {
      await reinstateUser(app.deps, await auditActor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}

/** Helping a stuck account holder: the address confirmed by hand, the link again, the second factor reset. */
async function helpRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const answer = { 204: noContentSchema, ...errorResponses(401, 403, 404, 409, 419, 422) };
  const help = [
    ['confirm-address', 'Confirm the account’s e-mail address by hand (already confirmed: 409)', false],
    ['resend-activation', 'Send the activation link again (already confirmed: 409)', false],
    [
      'reset-second-factor',
      'Turn off the account’s two-factor sign-in and end its sessions (not on: 409). Sensitive: the password or a code from the last 10 minutes, else 403 `confirmation_required`.',
      true,
    ],
  ] as const;
  const run = {
    'confirm-address': (actor: AuditActor, id: string) => confirmAddressByHand(app.database.db, actor, id),
    'resend-activation': (actor: AuditActor, id: string) => resendActivationFor(app.deps, actor, id),
    'reset-second-factor': (actor: AuditActor, id: string) => resetSecondFactor(app.database.db, actor, id),
  };
  for (const [action, summary, sensitive] of help) {
    app.post(
      `/admin/users/:id/${action}`,
      {
        config: { operator: 'users.manage', sensitive },
        schema: { tags: ['admin'], summary, params, response: answer },
      },
      async (request, reply) => {
        await run[action](await auditActor(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  }
}

async function roleRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.put(
    '/admin/users/:id/roles',
    {
      config: { operator: 'users.roles', sensitive: true },
      schema: {
        tags: ['admin'],
        summary: 'Set the operator roles of an account (owner only)',
        description:
          'The account keeps its own kind (user, agent, company); `roles` are the operator roles it holds afterwards. The last owner cannot stop being one (409). Sensitive: the password or a code must have been given in the last 10 minutes (POST /api/auth/confirm), else 403 `confirmation_required`.',
        params,
        body: userRolesSchema,
        response: {
          200: z.object({ roles: z.array(z.enum(ROLES)) }),
          ...errorResponses(401, 403, 404, 409, 419, 422),
        },
      },
    },
    async (request) => {
      const roles = await setOperatorRoles(
        app.database.db,
        await auditActor(request),
        request.params.id,
        request.body.roles,
      );
      return { roles };
    },
  );
}
