// The ad form of /post-ad and /my-ads/edit-ad/{slug}: one form for every listing type
// and category, showing the features that apply to the chosen pair, checked by the
// same schema as the API, saved as one multipart request with its files. A new ad is
// saved as a draft and then published, or opened as a preview (the offer page, which
// its owner sees with a "Preview" banner and a Publish button).
import { useMemo } from 'react';
import type { MapConfig } from '#app/context.ts';
import { useSiteData } from '#app/hooks/use-site-data.ts';
import type { AdFormPosted } from '#app/lib/ad-form-outcome.ts';
import { editableTextToHtml } from '#app/lib/description-text.ts';
import { emptyOfferForm, type OfferFormValues, offerFormFromEditing, offerFormSchema } from '#app/lib/offer-form.ts';
import type { OfferEditing } from '#contract/offer-input.ts';
import { useForm } from '../forms/use-form.ts';
import { OfferFormButtons } from './offer-form-buttons.tsx';
import {
  BasicsSection,
  FeaturesSection,
  FilesSection,
  ListingKindSection,
  VideosSection,
} from './offer-form-sections.tsx';
import { useFileList } from './use-file-list.ts';
import { type OfferFiles, useOfferSave } from './use-offer-save.ts';

/** The photos, floor plans and energy certificate of the ad, as it has them to begin with. */
function useOfferFiles(offer: OfferEditing | undefined): OfferFiles {
  const photos = useFileList('photos', offer?.photos ?? []);
  const plans = useFileList('project_plan_photos', offer?.project_plan_photos ?? []);
  const certificate = useFileList('ecertificate', offer?.ecertificate ? [offer.ecertificate] : []);
  return { photos, plans, certificate };
}

/** Why the last send did not go through, above the form. */
function SaveFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 font-semibold text-red-800">
      {message}
    </p>
  );
}

/**
 * `awaitingConfirmation`: the account (a guest's) cannot publish until its address is
 * confirmed, so the form saves and shows the preview instead of publishing.
 */
export function OfferForm({
  offer,
  map,
  awaitingConfirmation = false,
  posted,
}: {
  offer?: OfferEditing;
  /** The pin map's ground (neither tiles nor style: the offline basemap). */
  map: MapConfig;
  awaitingConfirmation?: boolean;
  /** The form as the page's action sent it back (posted without JavaScript): what was typed, and why it was refused. */
  posted?: AdFormPosted | undefined;
}) {
  const { categories: tree } = useSiteData();
  const schema = useMemo(() => offerFormSchema(tree, editableTextToHtml), [tree]);
  const initial = useMemo(() => (offer ? offerFormFromEditing(offer) : emptyOfferForm()), [offer]);
  const form = useForm<OfferFormValues>(schema, initial, posted);
  const files = useOfferFiles(offer);
  const { onSubmit, intent, failure, fileErrors } = useOfferSave({ offer, awaitingConfirmation, form, schema, files });

  // Without JavaScript the browser posts the form, files and all, to the page's action.
  return (
    <form
      ref={form.formRef}
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-6"
    >
      <SaveFailure message={failure ?? posted?.message ?? null} />
      <ListingKindSection tree={tree} form={form} />
      <BasicsSection tree={tree} form={form} map={map} />
      <FeaturesSection tree={tree} form={form} />
      <FilesSection
        files={files}
        errors={posted && Object.keys(fileErrors).length === 0 ? posted.errors : fileErrors}
      />
      <VideosSection form={form} />
      <OfferFormButtons
        offer={offer}
        sending={{ submitting: form.submitting, intent }}
        uploading={files.photos.items.some((item) => item.source === 'new')}
      />
    </form>
  );
}
