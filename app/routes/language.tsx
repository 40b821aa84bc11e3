import { data, redirect } from 'react-router';
import { getAppContext } from '#app/context.ts';
import { formDataOf } from '#app/lib/form-data.server.ts';
import { isLanguage, languageCookie } from '#app/lib/i18n/languages.ts';
import { safeNextPath } from '#app/lib/next-path.ts';
import type { Route } from './+types/language.ts';

export const LANGUAGE_UNKNOWN = 'Choose a language the site offers: en or pl';

/**
 * The language switch's form (footer): keeps the chosen language in the `lang` cookie
 * and goes back to the page it was posted from. A plain form post (the switch posts
 * the whole document), so it works before JavaScript.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await formDataOf(request);
  const lang = form.get('lang');
  if (!isLanguage(lang)) throw data(LANGUAGE_UNKNOWN, { status: 422 });
  const next = safeNextPath(String(form.get('next') ?? '')) ?? '/';
  const secure = getAppContext(context).config.publicUrl.startsWith('https://');
  return redirect(next, { status: 303, headers: { 'Set-Cookie': languageCookie(lang, secure) } });
}

/** Nothing to show here: a visit goes home. */
export function loader() {
  return redirect('/');
}
