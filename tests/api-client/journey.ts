// What a client generated from the OpenAPI document does against a live server: it
// logs in, posts an offer, publishes it and finds it by searching, through the generated functions and their
// types only. It is compiled, with the client generated from the server's current
// document, by generated-client.test.ts (the client is never committed).
import {
  getCategories,
  getOffersById,
  getSanctumCsrfCookie,
  getSearch,
  patchOffersSubmitById,
  postAuthLogin,
  postOffers,
} from './dazu-api.ts';
import { connectTo } from './http.ts';

export type JourneyResult = {
  foundOfferIds: string[];
  loggedInAs: string;
  postedOffer: { id: string; title: string; status: string | undefined };
};

export async function journey(baseUrl: string, email: string, password: string): Promise<JourneyResult> {
  connectTo(baseUrl);
  await getSanctumCsrfCookie();
  const login = await postAuthLogin({ email, password });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${JSON.stringify(login.data)}`);
  const categories = await getCategories();
  if (categories.status !== 200) throw new Error(`categories answered ${categories.status}`);
  const flat = categories.data.categories
    .flatMap((root) => [root, ...root.children])
    .find((node) => node.slug === 'flat');
  if (!flat) throw new Error('no flat category');
  const posted = await postOffers({
    title: 'Two bed flat by the canal, from a generated client',
    category_id: flat.id,
    price: 250_000,
    location: { lat: 53.4794, lon: -2.2453, name: 'Ancoats, Manchester' },
    attributes: [{ id: 1, value: 'sell' }],
  });
  if (posted.status !== 201) throw new Error(`posting answered ${posted.status}: ${JSON.stringify(posted.data)}`);
  const submitted = await patchOffersSubmitById(posted.data.id);
  if (submitted.status !== 200) throw new Error(`publishing answered ${submitted.status}`);
  const shown = await getOffersById(posted.data.id);
  if (shown.status !== 200) throw new Error(`the offer answered ${shown.status}`);
  const search = await getSearch({ type: ['sell'], limit: ['5'] });
  if (search.status !== 200) throw new Error(`search answered ${search.status}`);
  return {
    foundOfferIds: search.data.data.map((offer) => offer.id),
    loggedInAs: login.data.email,
    postedOffer: { id: shown.data.id, title: shown.data.title, status: shown.data.owner_view?.status },
  };
}
