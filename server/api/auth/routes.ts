// The auth calls: sessions, sign-up, and the account e-mails' links and passwords. Every
// limit and rule is described in docs/security.md.
import type { FastifyInstance } from 'fastify';
import { accountLinkRoutes } from './email-link-routes.ts';
import { passkeysRoutes } from './passkey-routes.ts';
import { passwordRoutes } from './password-routes.ts';
import { csrfCookieRoutes, loginRoutes } from './session-routes.ts';
import { signUpRoutes } from './sign-up-routes.ts';
import { twoFactorRoutes } from './two-factor-routes.ts';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  await app.register(csrfCookieRoutes);
  await app.register(loginRoutes);
  await app.register(signUpRoutes);
  await app.register(accountLinkRoutes);
  await app.register(passwordRoutes);
  await app.register(twoFactorRoutes);
  await app.register(passkeysRoutes);
}
