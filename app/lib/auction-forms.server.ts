// The auction forms of an ad's page, posted without JavaScript or through React Router's
// fetch: registering to bid (on to the gateway's page to authorise the card hold, when
// one is needed) and a maximum bid. Each runs the use case of its API route.
import { redirect } from 'react-router';
import { bidFormSchema } from '#contract/auction-forms.ts';
import { registerToBidSchema } from '#contract/auction-registration.ts';
import { holdDeskOf } from '#core/auctions/hold-desk.ts';
import { placeLotBid } from '#core/auctions/place-bid.ts';
import { registerToBid } from '#core/auctions/registrations.ts';
import { unauthorized } from '#core/errors.ts';
import type { AppContext } from '../context.ts';
import type { OfferFormSent } from './offer-forms.ts';
import { parseFields } from './page-action.server.ts';

type Fields = Record<string, string | string[]>;

function bidderOf(app: AppContext) {
  const account = app.session.account;
  // The session ended between showing the form and sending it.
  if (!account) throw unauthorized();
  return account;
}

/** POST /api/auctions/{id}/registration: to the card hold's page, or registered at once. */
export async function registerToBidFromPage(app: AppContext, offerId: string, fields: Fields) {
  const account = bidderOf(app);
  const details = parseFields(registerToBidSchema, {
    full_name: fields.full_name,
    address: fields.address,
    accept_terms: fields.accept_terms ?? false,
  });
  const registration = await registerToBid(app.deps, holdDeskOf(app.deps.config), account, offerId, details);
  if (registration.url) throw redirect(registration.url);
  return { sent: { intent: 'register-to-bid' } satisfies OfferFormSent };
}

/** POST /api/auctions/{id}/bids, the maximum typed in pounds. */
export async function placeBidFromPage(app: AppContext, offerId: string, fields: Fields) {
  const account = bidderOf(app);
  const { max } = parseFields(bidFormSchema, { max: fields.max });
  const placed = await placeLotBid(app.deps, account.id, offerId, max);
  return { sent: { intent: 'bid', leading: placed.leading } satisfies OfferFormSent };
}
