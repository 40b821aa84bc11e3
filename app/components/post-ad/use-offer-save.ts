// Sending the ad form: checked by the form's schema, saved as one multipart request with
// its files, then published, previewed or resubmitted by the button that sent it
// (after-offer-save.ts). A refusal puts each message beside its field, the files' beside
// their lists, and a summary above the form.
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '#app/hooks/use-api.ts';
import type { ApiError } from '#app/lib/api-client.ts';
import { type OfferFormValues, type offerFormSchema, serverErrorsToFields } from '#app/lib/offer-form.ts';
import { savedMessage } from '#app/lib/offer-save-messages.ts';
import type { OfferEditing, OfferInput } from '#contract/offer-input.ts';
import type { OfferState } from '#contract/offer-lifecycle.ts';
import type { OfferSaveResult } from '#contract/offer-moderation.ts';
import type { Form } from '../forms/use-form.ts';
import { useToast } from '../toast/toast-context.ts';
import { continueAfterSave, type SaveIntent, type SaveSteps, type StoredOffer } from './after-offer-save.ts';
import { offerFormData } from './offer-form-data.ts';
import type { FileListState } from './use-file-list.ts';

type Created = StoredOffer & { state: OfferState };

export type OfferFiles = { photos: FileListState; plans: FileListState; certificate: FileListState };

/** Refusals of a save the form shows itself, above the form and beside the fields. */
const SAVE_REFUSALS = [409, 413, 415, 422];

/** A new ad is a draft until it is published, as is an ad saved as one. */
export function isDraft(offer: OfferEditing | undefined): boolean {
  return !offer || offer.state.status === 'draft';
}

/** The button that Enter presses: the first one shown. */
function firstIntent(offer: OfferEditing | undefined): SaveIntent {
  return offer?.state.status === 'rejected' ? 'resubmit' : offer ? 'save' : 'publish';
}

/** The server's field messages, those of the file lists apart (they are shown beside the lists). */
function splitFileErrors(fields: Record<string, string>) {
  const { photos, project_plan_photos, ecertificate, ...others } = fields;
  const files = Object.fromEntries(
    Object.entries({ photos, project_plan_photos, ecertificate }).filter(([, message]) => message !== undefined),
  ) as Record<string, string>;
  return { files, others };
}

/** Sends the ad with its files: a new ad is created, one already stored is updated. */
function storeOffer(api: SaveSteps['api'], target: StoredOffer | null, input: OfferInput, files: OfferFiles) {
  const body = offerFormData(input, {
    photos: files.photos.items,
    project_plan_photos: files.plans.items,
    ecertificate: files.certificate.items,
  });
  return api<Created | OfferSaveResult>(target ? `/api/offers/update/${target.id}` : '/api/offers', {
    method: 'POST',
    form: body,
    handled: SAVE_REFUSALS,
  });
}

export function useOfferSave({
  offer,
  awaitingConfirmation,
  form,
  schema,
  files,
}: {
  offer: OfferEditing | undefined;
  awaitingConfirmation: boolean;
  form: Form<OfferFormValues>;
  schema: ReturnType<typeof offerFormSchema>;
  files: OfferFiles;
}) {
  const [fileErrors, setFileErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const intent = useRef<SaveIntent>(firstIntent(offer));
  // Once a new ad is stored, saving again updates it instead of making another one.
  const stored = useRef<StoredOffer | null>(offer ? { id: offer.id, slug: offer.slug } : null);
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();

  const showRefusal = (error: ApiError) => {
    const { files: fileMessages, others } = splitFileErrors(serverErrorsToFields(error.errors));
    setFileErrors(fileMessages);
    form.setServerErrors(others);
    if (SAVE_REFUSALS.includes(error.status)) {
      setFailure(error.message ?? 'Your ad could not be saved. Check the messages below.');
    }
  };

  const save = async (input: OfferInput) => {
    setFailure(null);
    setFileErrors({});
    const target = stored.current;
    const saved = await storeOffer(api, target, input, files);
    if (!saved.ok) {
      showRefusal(saved.error);
      return;
    }
    const { id, slug } = target ?? (saved.data as Created);
    stored.current = { id, slug };
    const changesSaved = target ? savedMessage(saved.data as OfferSaveResult) : 'Your changes are saved.';
    const steps = { api, toast, navigate, fail: setFailure };
    await continueAfterSave(
      steps,
      { id, slug },
      { intent: intent.current, awaitingConfirmation, isDraft: isDraft(offer), changesSaved },
    );
  };

  const onSubmit = form.handleSubmit(schema, save, () =>
    setFailure('Some details need your attention: see the messages below.'),
  );
  return { onSubmit, intent, failure, fileErrors };
}
