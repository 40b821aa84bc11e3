// The /auth page's views and their addresses: login, registration and the two e-mail
// prompts, each a real page so that every form there works without JavaScript. The
// way back (next) and a favourite to save once logged in (save) travel with them.
import { EMAIL_PROMPT_KINDS, type EmailPromptKind } from '#contract/accounts.ts';

export type AuthPageView = 'login' | 'register' | EmailPromptKind;

const KEPT = ['next', 'save'] as const;

export function authPageView(params: URLSearchParams): AuthPageView {
  if (params.get('type') === 'register') return 'register';
  const prompt = params.get('prompt');
  return EMAIL_PROMPT_KINDS.find((kind) => kind === prompt) ?? 'login';
}

export function isEmailPrompt(view: AuthPageView): view is EmailPromptKind {
  return view !== 'login' && view !== 'register';
}

/** The address of a view of /auth, keeping where to go next and what to save from `params`. */
export function authPagePath(view: AuthPageView, params: URLSearchParams = new URLSearchParams()): string {
  const query = new URLSearchParams();
  if (view === 'register') query.set('type', 'register');
  else if (view !== 'login') query.set('prompt', view);
  for (const name of KEPT) {
    const value = params.get(name);
    if (value) query.set(name, value);
  }
  const search = query.toString();
  return search ? `/auth?${search}` : '/auth';
}

/** The second step of a login with two-factor sign-in, keeping next and save; `recovery` asks for a recovery code. */
export function twoFactorPagePath(params: URLSearchParams, method: 'code' | 'recovery' = 'code'): string {
  const query = new URLSearchParams();
  if (method === 'recovery') query.set('method', 'recovery');
  for (const name of KEPT) {
    const value = params.get(name);
    if (value) query.set(name, value);
  }
  const search = query.toString();
  return search ? `/auth/two-factor?${search}` : '/auth/two-factor';
}
