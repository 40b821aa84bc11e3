// The heart posted without JavaScript, from a card on any page or from an offer page: the same
// use cases as POST and DELETE /api/favorites/{offer}, then back to the page it was
// pressed on, which draws the heart in its new state. A visitor is sent to log in first;
// the login saves the offer (the `save` of /auth) and then comes back to the page.
import { redirect } from 'react-router';
import { z } from 'zod';
import { uuidSchema } from '#contract/ids.ts';
import { notFound, refusalOf } from '#core/errors.ts';
import { addFavourite, removeFavourite } from '#core/favourites/favourites.ts';
import { FAVOURITE_MESSAGES } from '../components/favourites/favourite-messages.ts';
import { type AppContext, getAppContext } from '../context.ts';
import { authPagePath } from './auth-page.ts';
import { safeNextPath } from './next-path.ts';
import { fieldText, handleForm, type PageActionArgs, parseFields } from './page-action.server.ts';

const heartSchema = z.object({ offer: uuidSchema, intent: z.enum(['save', 'remove']) });

const isNotFound = (error: unknown) => refusalOf(error)?.status === 404;

/** Saves or removes the posted offer and goes back; what is refused comes back as the form's failure. */
export async function favouriteHeartAction({ request, context }: PageActionArgs) {
  const app = getAppContext(context);
  return handleForm(request, (fields) => pressHeart(app, fields));
}

/** The user's offer saved or removed, then back to the page; a visitor logs in first, which saves it. */
async function pressHeart(app: AppContext, fields: Record<string, string | string[]>) {
  const { offer, intent } = parseFields(heartSchema, {
    offer: fieldText(fields, 'offer'),
    intent: fieldText(fields, 'intent'),
  });
  const back = safeNextPath(fieldText(fields, 'next')) ?? '/';
  const user = app.session.user;
  if (!user) {
    const params = new URLSearchParams(intent === 'save' ? { next: back, save: offer } : { next: back });
    return redirect(authPagePath('login', params), 303);
  }
  await (intent === 'save' ? save : remove)(app, user.id, offer);
  return redirect(back, 303);
}

/** An offer that is no longer on the site is refused in the words the heart's toast uses. */
async function save(app: AppContext, userId: string, offer: string): Promise<void> {
  try {
    await addFavourite(app.db, userId, offer);
  } catch (error) {
    throw isNotFound(error) ? notFound(FAVOURITE_MESSAGES.gone) : error;
  }
}

async function remove(app: AppContext, userId: string, offer: string): Promise<void> {
  try {
    await removeFavourite(app.db, userId, offer);
  } catch (error) {
    // Not one of the favourites (removed in another tab): what was asked for is already so.
    if (!isNotFound(error)) throw error;
  }
}
