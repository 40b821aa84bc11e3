// The ad form posted without JavaScript (/post-ad, and /my-ads/edit-ad/{slug}): the
// same checks and use cases as the API (core/offers/post-offer.ts), with what the
// browser can send by itself. A place typed but not picked is looked up here; files
// come as file inputs, and the ad's stored files are arranged by position and remove
// boxes (ad-form-files.ts); the features of a listing type appear once the form has been
// sent with it (the "Show the features" button). A refusal comes back beside the
// fields with everything typed; a saved ad goes to its page, which says what was done.
import { data, redirect } from 'react-router';
import { OFFER_FILE_FIELDS } from '#contract/offer-files.ts';
import type { OfferInput } from '#contract/offer-input.ts';
import { payPagePath } from '#contract/prices.ts';
import { SITE_PATHS } from '#contract/site-paths.ts';
import { getCatalogue } from '#core/catalogue/read.ts';
import { HttpError, refusalOf, unprocessable } from '#core/errors.ts';
import { addOfferUpload, noUploads, type OfferUploads } from '#core/offers/offer-files.ts';
import {
  type Advertiser,
  createOffer,
  publishOffer,
  resubmitOfferForChecking,
  saveOfferChanges,
} from '#core/offers/post-offer.ts';
import { readPlaceText } from '#core/places/read-place-text.ts';
import type { Database } from '#db/client.ts';
import type { AppContext } from '../context.ts';
import { type StoredFileIds, withFilesAsArranged } from './ad-form-files.ts';
import { type AdFormPosted, type AdOutcome, adOutcomePath } from './ad-form-outcome.ts';
import { authPagePath } from './auth-page.ts';
import { editableTextToHtml } from './description-text.ts';
import { formDataOf } from './form-data.server.ts';
import { type OfferFormValues, offerFormFromFields, offerFormSchema, serverErrorsToFields } from './offer-form.ts';
import { fieldsOf, fieldText } from './page-action.server.ts';
import { adLocationName } from './places.ts';

/** The buttons of the ad form; `features` only shows the fields of the chosen listing type and category. */
export const AD_FORM_INTENTS = ['publish', 'preview', 'save', 'resubmit', 'features'] as const;
export type AdFormIntent = (typeof AD_FORM_INTENTS)[number];

/** An ad the form saved: what its next step needs of it. */
type SavedAd = { id: string; slug: string; isDraft: boolean };

/** The ad being edited: what the action needs of it, with the files its owner may arrange in the form. */
export type EditedAd = SavedAd & { files: StoredFileIds };

const NEEDS_ATTENTION = 'Some details need your attention: see the messages below.';

export async function adFormAction(app: AppContext, request: Request, ad: EditedAd | null) {
  // The page's guard has let a user in; a session that ended meanwhile logs in again.
  const advertiser = app.session.account;
  if (!advertiser) throw redirect(authPagePath('login', new URLSearchParams({ next: new URL(request.url).pathname })));
  const form = await formDataOf(request);
  const fields = fieldsOf(form);
  const { tree } = await getCatalogue(app.db);
  const values = offerFormFromFields(tree, fields);
  const intent = AD_FORM_INTENTS.find((known) => known === fieldText(fields, 'intent')) ?? (ad ? 'save' : 'publish');
  if (intent === 'features') return { posted: { values, errors: {}, message: null } satisfies AdFormPosted };
  try {
    const placeProblem = await placeTypedLocation(app.db, values, fieldText(fields, 'location_place'));
    const input = checkedInput(tree, values, placeProblem);
    const uploads = await uploadsOf(app, form);
    // A new ad has no stored files: its lists are left out, which places the new files.
    const arranged = ad ? withFilesAsArranged(input, fields, { stored: ad.files, added: uploads }) : input;
    return redirect(await saveAndContinue(app, advertiser, { input: arranged, uploads }, { ad, intent }));
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return data({ posted: postedAgain(values, refusal) }, { status: refusal.status });
  }
}

function postedAgain(values: OfferFormValues, refusal: NonNullable<ReturnType<typeof refusalOf>>): AdFormPosted {
  const first: Record<string, string> = {};
  for (const [key, [message]] of Object.entries(refusal.body.errors ?? {})) if (message) first[key] = message;
  const errors = serverErrorsToFields(first);
  return { values, errors, message: Object.keys(errors).length > 0 ? NEEDS_ATTENTION : refusal.body.message };
}

/**
 * The form's values as the API's input, by the form's own schema; 422 with each message
 * on its field, the typed place's own problem in place of the schema's.
 */
function checkedInput(
  tree: Parameters<typeof offerFormSchema>[0],
  values: OfferFormValues,
  placeProblem: string | null,
): OfferInput {
  const parsed = offerFormSchema(tree, editableTextToHtml).safeParse(values);
  if (parsed.success && !placeProblem) return parsed.data;
  const errors: Record<string, string[]> = placeProblem ? { location_name: [placeProblem] } : {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '_form');
    errors[field] ??= [issue.message];
  }
  throw unprocessable(errors);
}

/**
 * A place typed without picking a suggestion (there are none without JavaScript): the
 * one place of that name, or that postcode district, is taken; several of the name ask
 * for the county after a comma; none, for another spelling. A place picked earlier
 * (its name unchanged) keeps its point.
 */
async function placeTypedLocation(
  db: Database,
  values: OfferFormValues,
  pickedName: string | undefined,
): Promise<string | null> {
  const typed = values.location_name.trim();
  if (pickedName === values.location_name && values.location_lat && values.location_lon) return null;
  if (typed === '') return 'Give the town, city or postcode district of the property';
  values.location_lat = '';
  values.location_lon = '';
  const reading = await readPlaceText(db, typed);
  if (reading.as === 'place') {
    values.location_name = adLocationName(reading.place);
    values.location_lat = String(reading.place.lat);
    values.location_lon = String(reading.place.lon);
    return null;
  }
  const [example] = reading.as === 'choices' ? reading.choices : [];
  return example
    ? `There are several places called ${typed}: add the county after a comma, as in “${example.display_name}”`
    : `We could not find ${typed}: check the spelling, or give the town or the postcode district (e.g. LS1)`;
}

/** The files chosen in the form's file inputs, checked and stored as the API stores them. */
async function uploadsOf(app: AppContext, form: FormData): Promise<OfferUploads> {
  const uploads = noUploads();
  for (const field of OFFER_FILE_FIELDS) {
    for (const file of form.getAll(field)) {
      // An input left empty still sends a part, with no name and no bytes.
      if (typeof file === 'string' || file.size === 0) continue;
      const bytes = Buffer.from(await file.arrayBuffer());
      await addOfferUpload(app.deps.storage, uploads, { field, bytes, fileName: file.name });
    }
  }
  return uploads;
}

/** Saves the ad, then does what its button asked; the page the advertiser goes to next. */
async function saveAndContinue(
  app: AppContext,
  advertiser: Advertiser,
  submission: { input: OfferInput; uploads: OfferUploads },
  { ad, intent }: { ad: EditedAd | null; intent: Exclude<AdFormIntent, 'features'> },
): Promise<string> {
  let saved: SavedAd;
  let outcome: AdOutcome = 'changes';
  if (ad) {
    const result = await saveOfferChanges(app.deps, advertiser, ad.id, submission);
    if (result.revision?.status === 'pending') outcome = 'review';
    saved = ad;
  } else {
    const created = await createOffer(app.deps, advertiser, submission);
    saved = { id: created.id, slug: created.slug, isDraft: true };
  }
  // The preview is the ad's page as its owner sees it, with the banner's Publish button.
  if (intent === 'preview') return SITE_PATHS.offer(saved.slug);
  if (intent === 'resubmit') {
    return afterStep(saved, () => resubmitOfferForChecking(app.deps, advertiser, saved.id), 'resubmitted');
  }
  if (intent === 'publish' && saved.isDraft) return publishFromPage(app, advertiser, saved);
  return adOutcomePath(saved.slug, outcome);
}

/**
 * Publishes a saved draft from a page (the ad form, or the owner's banner): where posting costs money, its pay page; an address not confirmed yet, or a
 * refusal, leaves it a draft and says so on its page.
 */
function publishFromPage(app: AppContext, advertiser: Advertiser, ad: Pick<SavedAd, 'id' | 'slug'>) {
  return afterStep(ad, () => publishOffer(app.deps, advertiser, ad.id), 'published');
}

/** The owner's Publish button on the ad's page, posted without JavaScript: where to go next. */
export function publishDraftFromPage(app: AppContext, ad: Pick<SavedAd, 'id' | 'slug'>): Promise<string> {
  const advertiser = app.session.account;
  // Not the ad's manager, or the session ended: the ad's page as it is.
  if (!advertiser) return Promise.resolve(SITE_PATHS.offer(ad.slug));
  return publishFromPage(app, advertiser, ad);
}

async function afterStep(ad: Pick<SavedAd, 'slug'>, step: () => Promise<unknown>, done: AdOutcome): Promise<string> {
  try {
    await step();
    return adOutcomePath(ad.slug, done);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    // Saved already: the next step's refusal is said on the ad's page, never as a form to send again.
    if (error.status === 402) return payPagePath(ad.slug);
    return adOutcomePath(ad.slug, error.code === 'email_not_verified' ? 'unconfirmed' : 'not-published');
  }
}
