// The user calls: the logged-in user's own account. Each route starts with its
// guard; nothing here reads or writes anyone else's data.

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  avatarRemovalQuerySchema,
  defaultAvatarSchema,
  deleteAccountSchema,
  languagesSchema,
  newsletterSwitchSchema,
  ownProfileParamsSchema,
  profileSchema,
  profileSetupRequestSchema,
  servicesSchema,
  userResourceSchema,
} from '#contract/accounts.ts';
import { noContentSchema } from '#contract/answers.ts';
import { removeAvatar, setDefaultAvatar } from '#core/accounts/avatar.ts';
import { exportAccountData } from '#core/accounts/data-export.ts';
import { deleteAccount } from '#core/accounts/delete-account.ts';
import { ACCOUNT_LIMITS } from '#core/accounts/limits.ts';
import { completeProfileSetup, setLanguages, setServices, updateProfile } from '#core/accounts/profile.ts';
import { toUserResource } from '#core/accounts/user-resource.ts';
import { forbidden } from '#core/errors.ts';
import { setSubscription } from '#core/newsletter/subscribers.ts';
import { countAttempt } from '#core/platform/attempts.ts';
import { STORAGE_URL_PATH } from '#core/storage/storage.ts';
import { requireUser } from '../auth/guards.ts';
import { sendDataExport } from '../data-export-reply.ts';
import { errorResponses, fileResponse } from '../error-schema.ts';
import { agentRoutes } from './agent-routes.ts';
import { avatarRoutes } from './avatar-routes.ts';
import { invitationRoutes } from './invitation-routes.ts';
import { notificationRoutes } from './notification-routes.ts';
import { notificationStreamRoute } from './notification-stream-route.ts';
import { phoneRoutes } from './phone-routes.ts';
import { pushCredentialRoutes } from './push-credential-routes.ts';

const asUser = { 200: userResourceSchema, ...errorResponses(401, 419, 422) };
const view = (user: Parameters<typeof toUserResource>[0]) => toUserResource(user, STORAGE_URL_PATH);

export async function userRoutes(app: FastifyInstance): Promise<void> {
  await app.register(ownAccountRoutes);
  await app.register(ownProfileRoutes);
  await app.register(profileChoiceRoutes);
  await app.register(accountDeletionRoute);
  await app.register(dataExportRoute);
  await app.register(avatarRoutes);
  await app.register(phoneRoutes);
  await app.register(pushCredentialRoutes);
  await app.register(agentRoutes);
  await app.register(invitationRoutes);
  await app.register(notificationRoutes);
  await app.register(notificationStreamRoute);
}

/** Reading the logged-in account. */
async function ownAccountRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/user',
    {
      schema: {
        tags: ['user'],
        summary: 'The logged-in user',
        response: { 200: userResourceSchema, ...errorResponses(401) },
      },
    },
    async (request) => view((await requireUser(request)).user),
  );

  app.get(
    '/my-profile/:id',
    {
      schema: {
        tags: ['user'],
        summary: "The caller's own profile, by id (anyone else's: 403)",
        params: ownProfileParamsSchema,
        response: { 200: userResourceSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      if (request.params.id !== user.id) throw forbidden('You can only read your own profile');
      return view(user);
    },
  );
}

/** The profile's fields, its first completion, and the newsletter switch. */
async function ownProfileRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.put(
    '/user/profile',
    {
      schema: {
        tags: ['user'],
        summary: 'Update the profile',
        description: 'Unknown fields (roles, type, email, verification) are refused with 422.',
        body: profileSchema,
        response: asUser,
      },
    },
    async (request) => view(await updateProfile(db(), (await requireUser(request)).user, request.body)),
  );

  app.post(
    '/user/profile-setup',
    {
      schema: {
        tags: ['user'],
        summary: 'Complete the profile (name, phone, and a password when the account has a temporary one)',
        body: profileSetupRequestSchema,
        response: asUser,
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      const { name, phone, password } = request.body;
      return view(await completeProfileSetup(db(), user, { name, phone, password }));
    },
  );

  app.patch(
    '/user/profile/newsletter',
    {
      schema: {
        tags: ['user'],
        summary: 'Switch the newsletter subscription',
        description:
          'Flips the subscription of the account’s own address, with no confirmation e-mail; the response has the new value. Switching on needs a confirmed address: an account whose address is not confirmed yet (a guest’s) gets 403 `email_not_verified` with a message saying what to do (switching off always works).',
        response: { 200: newsletterSwitchSchema, ...errorResponses(401, 403, 419) },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      return { newsletter: await setSubscription(db(), user, !user.newsletter) };
    },
  );
}

/** What the profile shows besides its fields: services, languages and the avatar. */
async function profileChoiceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.put(
    '/user/services',
    { schema: { tags: ['user'], summary: 'Set the services offered', body: servicesSchema, response: asUser } },
    async (request) => view(await setServices(db(), (await requireUser(request)).user, request.body.services)),
  );

  app.put(
    '/user/languages',
    { schema: { tags: ['user'], summary: 'Set the languages spoken', body: languagesSchema, response: asUser } },
    async (request) => view(await setLanguages(db(), (await requireUser(request)).user, request.body.languages)),
  );

  app.put(
    '/user/default-avatar',
    { schema: { tags: ['user'], summary: 'Choose the avatar shown', body: defaultAvatarSchema, response: asUser } },
    async (request) =>
      view(await setDefaultAvatar(db(), (await requireUser(request)).user, request.body.default_avatar)),
  );

  app.delete(
    '/user/avatar',
    {
      schema: {
        tags: ['user'],
        summary: 'Remove the photo or the video avatar',
        querystring: avatarRemovalQuerySchema,
        response: { 204: noContentSchema, ...errorResponses(401, 419, 422) },
      },
    },
    async (request, reply) => {
      await removeAvatar(db(), (await requireUser(request)).user, request.query.avatar_type);
      return reply.status(204).send(null);
    },
  );
}

/** Deleting the account, confirmed with its password. */
async function accountDeletionRoute(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.delete(
    '/user',
    {
      schema: {
        tags: ['user'],
        summary: 'Delete the account (confirmed with the password)',
        description:
          'Deletes the account, its sessions, notifications and its own offers. Agents it invited keep their accounts without a company.',
        body: deleteAccountSchema,
        response: { 204: noContentSchema, ...errorResponses(400, 401, 419, 422, 429) },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      await countAttempt(db(), `password-check:${user.id}`, ACCOUNT_LIMITS.passwordCheckPerAccount);
      await deleteAccount(db(), user, request.body.password);
      reply.clearSessionCookies();
      return reply.status(204).send(null);
    },
  );
}

/** The account's own data, as a zip (the UK GDPR's rights of access and portability). */
async function dataExportRoute(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/user/data-export',
    {
      schema: {
        tags: ['user'],
        summary: 'Download a copy of the account’s data (a zip of JSON and CSV files)',
        description:
          'The profile, ads, favourites, searches, messages, notifications, orders, invoices, imports, sign-ins and reports made, with a README. Never password or token hashes. 10 an hour.',
        produces: ['application/zip'],
        response: { 200: fileResponse('application/zip', 'The account’s data'), ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      await countAttempt(app.database.db, `data-export:${user.id}`, ACCOUNT_LIMITS.dataExportPerAccount);
      return sendDataExport(reply, await exportAccountData(app.database.db, user.id));
    },
  );
}
