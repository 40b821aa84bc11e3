// The /auth page's forms posted without JavaScript: the same use cases as the API's
// login, registration and e-mail prompts, answered as pages (a redirect with the new
// session's cookies, or the form again with what was refused).
import { redirect } from 'react-router';
import { emailPromptSchema, loginSchema, registrationSchema } from '#contract/accounts.ts';
import { twoFactorChallengeSchema } from '#contract/two-factor.ts';
import { sendEmailPrompt } from '#core/accounts/email-prompts.ts';
import { logInWithPassword } from '#core/accounts/login.ts';
import { registerAccount } from '#core/accounts/register.ts';
import type { NewSession, UserRow } from '#core/accounts/sessions.ts';
import { completeSecondFactor } from '#core/accounts/two-factor.ts';
import { hasCompletedProfile } from '#core/accounts/user-resource.ts';
import { addFavourite } from '#core/favourites/favourites.ts';
import type { AppContext } from '../context.ts';
import { twoFactorPagePath } from './auth-page.ts';
import { captchaAnswerIn } from './captcha-answer.ts';
import { profileSetupRedirect, safeNextPath } from './next-path.ts';
import { parseFields } from './page-action.server.ts';

type Fields = Record<string, string | string[]>;

const text = (value: string | string[] | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

export async function authFormAction(app: AppContext, fields: Fields, params: URLSearchParams) {
  const intent = text(fields.intent);
  if (intent === 'register') return register(app, fields);
  if (intent === 'remind' || intent === 'resend') {
    const { email } = parseFields(emailPromptSchema, { email: text(fields.email) });
    await sendEmailPrompt(app.deps, intent, email, app.client.address);
    return { sent: { email } };
  }
  return logIn(app, fields, params);
}

async function register(app: AppContext, fields: Fields) {
  const registration = parseFields(registrationSchema, {
    type: text(fields.type),
    name: text(fields.name),
    email: text(fields.email),
    password: text(fields.password),
    rePassword: text(fields.rePassword),
    tos: fields.tos !== undefined,
    captcha: captchaAnswerIn(fields, app.config.captcha),
  });
  await registerAccount(app.deps, registration, app.client.address);
  return redirect('/check-email');
}

async function logIn(app: AppContext, fields: Fields, params: URLSearchParams) {
  const credentials = parseFields(loginSchema, { email: text(fields.email), password: text(fields.password) });
  const outcome = await logInWithPassword(app.deps, credentials, {
    clientAddress: app.client.address,
    userAgent: app.client.userAgent,
    previousSessionHash: app.client.sessionId,
  });
  if (outcome.kind === 'second-factor-awaited') {
    return redirect(twoFactorPagePath(params), { headers: cookieHeaders(app, outcome.session) });
  }
  return signedIn(app, outcome, params);
}

/** The second step of a login with two-factor sign-in (the /auth/two-factor page's form). */
export async function twoFactorFormAction(app: AppContext, fields: Fields, params: URLSearchParams) {
  const proof = parseFields(twoFactorChallengeSchema, proofFields(fields));
  const idHash = app.client.sessionId;
  const waiting = idHash ? { idHash, pendingUserId: app.session.signIn?.waitingFor ?? null } : null;
  return signedIn(app, await completeSecondFactor(app.deps, waiting, proof, app.client.userAgent), params);
}

const proofFields = (fields: Fields) =>
  text(fields.recovery_code) !== undefined
    ? { recovery_code: text(fields.recovery_code) }
    : { code: text(fields.code) };

function cookieHeaders(app: AppContext, session: NewSession): Headers {
  const headers = new Headers();
  for (const cookie of app.cookies.open(session)) headers.append('set-cookie', cookie);
  return headers;
}

async function signedIn(
  app: AppContext,
  { user, session }: { user: UserRow; session: NewSession },
  params: URLSearchParams,
) {
  // A heart pressed while logged out: the ad is saved now that there is someone to save it for.
  const save = params.get('save');
  if (save) await addFavourite(app.db, user.id, save).catch(() => undefined);
  const target = safeNextPath(params.get('next')) ?? '/';
  return redirect(hasCompletedProfile(user) ? target : profileSetupRedirect(target), {
    headers: cookieHeaders(app, session),
  });
}
