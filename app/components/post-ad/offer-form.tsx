// The ad form of /post-ad and /my-ads/edit-ad/{slug}: one form for every listing type
// and category, showing the features that apply to the chosen pair, checked by the
// same schema as the API, saved as one multipart request with its files. A new ad is
// saved as a draft and then published, or opened as a preview (the offer page, which
// its owner sees with a "Preview" banner and a Publish button).
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { MapConfig } from '#app/context.ts';
import { useApi } from '#app/hooks/use-api.ts';
import { useSiteData } from '#app/hooks/use-site-data.ts';
import { editableTextToHtml } from '#app/lib/description-text.ts';
import {
  emptyOfferForm,
  formAttributes,
  formPricePeriod,
  type OfferFormValues,
  offerFormFromEditing,
  offerFormSchema,
  pricePeriodChoices,
  serverErrorsToFields,
} from '#app/lib/offer-form.ts';
import { adLocationName, type PlaceSuggestion, placeAt } from '#app/lib/places.ts';
import { formatDate } from '#contract/dates.ts';
import { isListingType, LISTING_TYPES, type ListingType } from '#contract/listing-types.ts';
import { OFFER_FILE_LIMITS } from '#contract/offer-files.ts';
import { OFFER_INPUT_LIMITS, type OfferEditing, type OfferInput } from '#contract/offer-input.ts';
import { MY_OFFERS_PATH, OFFER_LIFECYCLE_MESSAGES, type OfferState } from '#contract/offer-lifecycle.ts';
import type { OfferSaveResult } from '#contract/offer-moderation.ts';
import { REVISION_MESSAGES } from '#contract/offer-revisions.ts';
import { priceFieldLabel } from '#contract/price-periods.ts';
import { payPagePath } from '#contract/prices.ts';
import { RadioGroupField, SelectField, TextField } from '../forms/fields.tsx';
import { errorClass, hintClass, labelClass, primaryButton, secondaryButton } from '../forms/form-styles.ts';
import { Spinner } from '../forms/submit-button.tsx';
import { useForm } from '../forms/use-form.ts';
import { PointMapView } from '../maps/point-map-view.tsx';
import { LocationCombobox } from '../search/location-combobox.tsx';
import { useToast } from '../toast/toast-context.ts';
import { AttributeFields } from './attribute-fields.tsx';
import { FileListField } from './file-list-field.tsx';
import { offerFormData } from './offer-form-data.ts';
import { useFileList } from './use-file-list.ts';

type Intent = 'publish' | 'preview' | 'save' | 'resubmit';
type Created = { id: string; slug: string; state: OfferState };

/** What the owner is told after saving changes: applied, or (moderation on) partly waiting for approval. */
function savedMessage(saved: OfferSaveResult): string {
  return saved.revision?.status === 'pending'
    ? REVISION_MESSAGES.savedForReview(saved.revision.changed)
    : 'Your changes are saved.';
}

/** What an advertiser is doing, in their words. */
const POSTING_LABELS: Record<ListingType, string> = {
  sell: 'Selling',
  rent: 'Letting',
  swap: 'Swapping',
  auction: 'Auction',
  'seek-property': 'Looking for a property',
};

const section = 'flex flex-col gap-5 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm';
const heading = 'text-xl font-bold text-gray-900';

function publishedMessage(state: OfferState): string {
  if (state.status === 'scheduled' && state.visible_from) {
    return `Your ad will go live on ${formatDate(state.visible_from, 'dayMonth')}.`;
  }
  if (state.status === 'pending_moderation') return 'Thank you. Your ad will be live once we have checked it.';
  return 'Your ad is live.';
}

/**
 * `awaitingConfirmation`: the account (a guest's) cannot publish until its address is
 * confirmed, so the form saves and shows the preview instead of publishing.
 */
export function OfferForm({
  offer,
  map,
  awaitingConfirmation = false,
}: {
  offer?: OfferEditing;
  /** The pin map's ground (neither tiles nor style: the offline basemap). */
  map: MapConfig;
  awaitingConfirmation?: boolean;
}) {
  const { categories: tree } = useSiteData();
  const schema = useMemo(() => offerFormSchema(tree, editableTextToHtml), [tree]);
  const initial = useMemo(() => (offer ? offerFormFromEditing(offer) : emptyOfferForm()), [offer]);
  const form = useForm<OfferFormValues>(schema, initial);
  const photos = useFileList('photos', offer?.photos ?? []);
  const plans = useFileList('project_plan_photos', offer?.project_plan_photos ?? []);
  const certificate = useFileList('ecertificate', offer?.ecertificate ? [offer.ecertificate] : []);
  const [fileErrors, setFileErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const intent = useRef<Intent>(offer?.state.status === 'rejected' ? 'resubmit' : offer ? 'save' : 'publish');
  // Once a new ad is stored, saving again updates it instead of making another one.
  const stored = useRef<{ id: string; slug: string } | null>(offer ? { id: offer.id, slug: offer.slug } : null);
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const attributes = formAttributes(tree, form.values);
  const periodChoices = pricePeriodChoices(tree, form.values);
  // The period shown chosen is the one the ad will be saved with: an ad switched to a rent
  // (or to a category without nightly lets) has none of its choices yet, and is per month.
  const savedPeriod = formPricePeriod(tree, form.values) ?? '';
  const hasPeriods = periodChoices.length > 0;
  const shownPeriod = form.values.price_period;
  const { setValue } = form;
  useEffect(() => {
    if (hasPeriods && shownPeriod !== savedPeriod) setValue('price_period', savedPeriod);
  }, [hasPeriods, shownPeriod, savedPeriod, setValue]);
  const listingType = isListingType(form.values.listing_type) ? form.values.listing_type : 'sell';
  const isDraft = !offer || offer.state.status === 'draft';
  const locationErrorId = `${form.ids('location_name').errorId}`;

  const categoryOptions = tree.map((root) => ({
    group: root.name,
    options: [
      { value: String(root.id), label: `${root.name} (any)` },
      ...root.children.map((child) => ({ value: String(child.id), label: child.name })),
    ],
  }));

  const toPayPage = (slug: string, message: string | undefined) => {
    toast.warning(message ?? 'Publishing this ad costs money.');
    navigate(payPagePath(slug));
  };

  const save = async (input: OfferInput) => {
    setFailure(null);
    setFileErrors({});
    const body = offerFormData(input, {
      photos: photos.items,
      project_plan_photos: plans.items,
      ecertificate: certificate.items,
    });
    const target = stored.current;
    const saved = await api<Created | OfferSaveResult>(target ? `/api/offers/update/${target.id}` : '/api/offers', {
      method: 'POST',
      form: body,
      handled: [409, 413, 415, 422],
    });
    if (!saved.ok) {
      const fields = serverErrorsToFields(saved.error.errors);
      const { photos: photoError, project_plan_photos: planError, ecertificate: certificateError, ...rest } = fields;
      setFileErrors(
        Object.fromEntries(
          Object.entries({ photos: photoError, project_plan_photos: planError, ecertificate: certificateError }).filter(
            ([, message]) => message !== undefined,
          ),
        ) as Record<string, string>,
      );
      form.setServerErrors(rest);
      if ([409, 413, 415, 422].includes(saved.error.status)) {
        setFailure(saved.error.message ?? 'Your ad could not be saved. Check the messages below.');
      }
      return;
    }
    const { id, slug } = target ?? (saved.data as Created);
    stored.current = { id, slug };
    if (intent.current === 'preview') {
      navigate(`/offers/${slug}`);
      return;
    }
    if (intent.current === 'resubmit') {
      const resubmitted = await api<OfferState>(`/api/offers/resubmit/${id}`, { method: 'PATCH', handled: [402, 409] });
      if (!resubmitted.ok && resubmitted.error.status === 402) {
        // Its posting was refunded when it was refused: it is a draft again, checked once paid for.
        toPayPage(slug, resubmitted.error.message);
        return;
      }
      if (!resubmitted.ok) {
        setFailure(resubmitted.error.message ?? 'Your changes are saved, but the ad could not be sent for checking.');
        return;
      }
      toast.success(OFFER_LIFECYCLE_MESSAGES.resubmitted);
      navigate(MY_OFFERS_PATH);
      return;
    }
    if (intent.current === 'publish' && awaitingConfirmation) {
      toast.warning(OFFER_LIFECYCLE_MESSAGES.emailNotVerified);
      navigate(`/offers/${slug}`);
      return;
    }
    if (intent.current === 'publish' && isDraft) {
      const submitted = await api<OfferState>(`/api/offers/submit/${id}`, {
        method: 'PATCH',
        handled: [402, 403, 409],
      });
      if (!submitted.ok && submitted.error.status === 402) {
        // Posting costs money here: the ad is saved, and is published once paid for.
        toPayPage(slug, submitted.error.message);
        return;
      }
      if (!submitted.ok && submitted.error.code === 'email_not_verified') {
        // A guest's ad waits for the confirmed address: show it as its owner sees it.
        toast.warning(submitted.error.message ?? 'Confirm your e-mail address to publish your ad.');
        navigate(`/offers/${slug}`);
        return;
      }
      if (!submitted.ok) {
        setFailure(submitted.error.message ?? 'Your ad is saved as a draft but could not be published.');
        return;
      }
      toast.success(publishedMessage(submitted.data));
    } else {
      toast.success(target ? savedMessage(saved.data as OfferSaveResult) : 'Your changes are saved.');
    }
    navigate(MY_OFFERS_PATH);
  };

  // Which button sent the form: set on click, which comes before the submit event
  // (pressing Enter in a field clicks the first one).
  const submitButton = (label: string, which: Intent, className: string) => (
    <button
      type="submit"
      className={className}
      aria-disabled={form.submitting || undefined}
      onClick={() => {
        intent.current = which;
      }}
    >
      {form.submitting && intent.current === which && <Spinner />}
      {label}
    </button>
  );

  const pinned =
    form.values.location_lat && form.values.location_lon
      ? { lat: Number(form.values.location_lat), lon: Number(form.values.location_lon) }
      : null;

  // A pin is exact; its name comes from the nearest known place.
  const pinPlace = async (point: { lat: number; lon: number }) => {
    const lat = Math.round(point.lat * 1e6) / 1e6;
    const lon = Math.round(point.lon * 1e6) / 1e6;
    const place = await placeAt(lat, lon, 'Pinned location');
    pickPlace({ ...place, lat, lon });
  };

  const pickPlace = (place: PlaceSuggestion) => {
    form.setValue('location_name', adLocationName(place));
    form.setValue('location_lat', String(place.lat));
    form.setValue('location_lon', String(place.lon));
    form.touch('location_name');
  };

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={form.handleSubmit(schema, save, () =>
        setFailure('Some details need your attention: see the messages below.'),
      )}
      className="flex flex-col gap-6"
    >
      {failure && (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 font-semibold text-red-800">
          {failure}
        </p>
      )}

      <section className={section} aria-labelledby="ad-what">
        <h2 id="ad-what" className={heading}>
          What are you advertising?
        </h2>
        <RadioGroupField
          form={form}
          name="listing_type"
          label="Listing type"
          options={LISTING_TYPES.map((type) => ({ value: type, label: POSTING_LABELS[type] }))}
        />
        <SelectField form={form} name="category_id" label="Category" options={categoryOptions} />
      </section>

      <section className={section} aria-labelledby="ad-basics">
        <h2 id="ad-basics" className={heading}>
          The basics
        </h2>
        <TextField
          form={form}
          name="title"
          label="Title"
          hint={`${OFFER_INPUT_LIMITS.titleMin} to ${OFFER_INPUT_LIMITS.titleMax} characters, e.g. “3 bed semi with garden, Didsbury”`}
          maxLength={OFFER_INPUT_LIMITS.titleMax}
        />
        <TextField
          form={form}
          name="price"
          label={priceFieldLabel(listingType, formPricePeriod(tree, form.values))}
          hint="Leave empty for “price on application”"
          inputMode="numeric"
          maxLength={16}
        />
        {periodChoices.length > 0 && (
          <RadioGroupField
            form={form}
            name="price_period"
            label={listingType === 'rent' ? 'The rent is' : 'The budget is'}
            options={periodChoices}
          />
        )}
        <div>
          <LocationCombobox
            label="Location"
            name="location_name"
            value={form.values.location_name}
            onValueChange={(text) => {
              form.setValue('location_name', text);
              // A typed name is not a place until one is picked from the suggestions.
              form.setValue('location_lat', '');
              form.setValue('location_lon', '');
            }}
            onPick={pickPlace}
            invalidMessageId={form.errors.location_name ? locationErrorId : undefined}
          />
          <p className={hintClass}>
            Start typing a town, city or area and choose it from the list, or put a pin on the map below.
          </p>
          {form.errors.location_name && (
            <p id={locationErrorId} className={errorClass}>
              {form.errors.location_name}
            </p>
          )}
        </div>
        <PointMapView
          label="Map: click or tap where the property is to put the pin there"
          point={pinned}
          basemap={map}
          onPick={pinPlace}
          className="h-64"
        />
        <TextField
          form={form}
          name="description"
          label="Description"
          rows={10}
          maxLength={OFFER_INPUT_LIMITS.descriptionMax}
          hint="A blank line starts a new paragraph; lines starting with “- ” make a list; **words** between two stars are bold."
        />
      </section>

      <section className={section} aria-labelledby="ad-features">
        <h2 id="ad-features" className={heading}>
          Features
        </h2>
        {attributes.length > 0 ? (
          <AttributeFields form={form} attributes={attributes} />
        ) : (
          <p className={hintClass}>Choose the listing type and category to see the features that apply.</p>
        )}
      </section>

      <section className={section} aria-labelledby="ad-photos">
        <h2 id="ad-photos" className={heading}>
          Photos and documents
        </h2>
        <FileListField
          field="photos"
          list={photos}
          noun="photo"
          label="Photos"
          hint={`Up to ${OFFER_FILE_LIMITS.photos} photos (JPEG, PNG, WebP, AVIF or HEIF, ${OFFER_FILE_LIMITS.imageBytes / 1024 / 1024} MB each). The first is the main photo: drag to reorder, or use the arrows.`}
          serverError={fileErrors.photos}
        />
        <FileListField
          field="project_plan_photos"
          list={plans}
          noun="floor plan"
          label="Floor plans"
          hint={`Up to ${OFFER_FILE_LIMITS.project_plan_photos} images.`}
          serverError={fileErrors.project_plan_photos}
        />
        <FileListField
          field="ecertificate"
          list={certificate}
          noun="certificate"
          label="Energy performance certificate"
          hint="An image or a PDF (up to 10 MB)."
          serverError={fileErrors.ecertificate}
        />
      </section>

      <section className={section} aria-labelledby="ad-videos">
        <h2 id="ad-videos" className={heading}>
          Videos and publication
        </h2>
        <div className="grid gap-5 lg:grid-cols-3">
          <TextField form={form} name="video" label="Video (YouTube or Vimeo)" type="url" maxLength={300} />
          <TextField form={form} name="video_2" label="Second video" type="url" maxLength={300} />
          <TextField form={form} name="walk_video" label="Virtual walk-through" type="url" maxLength={300} />
        </div>
        <div className="max-w-xs">
          <label htmlFor={form.ids('visible_from_date').id} className={labelClass}>
            Publish from (optional)
          </label>
          <input
            id={form.ids('visible_from_date').id}
            type="date"
            name="visible_from_date"
            value={form.values.visible_from_date}
            min={new Date().toISOString().slice(0, 10)}
            max={new Date(Date.now() + OFFER_INPUT_LIMITS.scheduleDaysMax * 86_400_000).toISOString().slice(0, 10)}
            aria-invalid={form.errors.visible_from_date ? true : undefined}
            aria-describedby={form.errors.visible_from_date ? form.ids('visible_from_date').errorId : undefined}
            onChange={(event) => form.setValue('visible_from_date', event.target.value)}
            className="mt-1 block w-full rounded-lg border border-gray-500 bg-white px-3 py-2 text-gray-900"
          />
          {form.errors.visible_from_date && (
            <p id={form.ids('visible_from_date').errorId} className={errorClass}>
              {form.errors.visible_from_date}
            </p>
          )}
        </div>
      </section>

      <div className="flex flex-wrap items-center gap-3">
        {offer?.state.status === 'rejected' ? (
          submitButton('Save and resubmit', 'resubmit', primaryButton)
        ) : offer ? (
          <>
            {submitButton('Save changes', 'save', primaryButton)}
            {isDraft && submitButton('Save and publish', 'publish', secondaryButton)}
          </>
        ) : (
          <>
            {submitButton('Publish', 'publish', primaryButton)}
            {submitButton('Preview', 'preview', secondaryButton)}
          </>
        )}
        {form.submitting && (
          <p role="status" className="text-sm font-semibold text-gray-800">
            Saving your ad{photos.items.some((item) => item.source === 'new') ? ' and uploading the photos' : ''}…
          </p>
        )}
      </div>
    </form>
  );
}
