// A logged-in user's message to an advertiser, from the dialog or the form on the page:
// the text, optionally one of their own live ads offered (a swap, say), and files.
import { useEffect, useRef, useState } from 'react';
import { EMAIL_NOT_VERIFIED_CODE, EmailNotVerifiedNotice } from '#app/components/auth/email-not-verified-notice.tsx';
import { FormButtons } from '#app/components/forms/form-buttons.tsx';
import { PageForm } from '#app/components/forms/page-form.tsx';
import { useApi } from '#app/hooks/use-api.ts';
import { useHydrated } from '#app/hooks/use-hydrated.ts';
import { useT } from '#app/hooks/use-t.ts';
import type { FormFailure } from '#app/lib/form-failure.ts';
import { MESSAGE_FORM_FIELDS, MESSAGE_MAX_LENGTH, messageFormSchema } from '#contract/conversations.ts';
import { TextField } from '../forms/fields.tsx';
import { hintClass, inputClass, labelClass } from '../forms/form-styles.ts';
import { type Form, useForm } from '../forms/use-form.ts';
import { AttachmentInput, messageForm } from './attachment-input.tsx';
import { FORM_ACTION, refusedForm, type Sent, showProblem, type Target } from './contact-forms.ts';

type OwnAd = { id: string; title: string };
type MessageForm = Form<typeof MESSAGE_FORM_FIELDS>;

/**
 * The sender's live ads, for the send-offer choice (loaded when the dialog opens). Not
 * while `hydrated` is false: the form on the page before the page's JavaScript runs goes
 * as the page hydrates, and asks for nothing.
 */
function useOwnLiveAds(hydrated: boolean): OwnAd[] {
  const api = useApi();
  const [ads, setAds] = useState<OwnAd[]>([]);
  useEffect(() => {
    if (!hydrated) return;
    void api<{ data: OwnAd[] }>('/api/user/offers?status=active', { handled: [401] }).then((result) => {
      if (result.ok) setAds(result.data.data.map(({ id, title }) => ({ id, title })));
    });
  }, [api, hydrated]);
  return ads;
}

/** The choice of one of the sender's own ads to offer with the message; none by default. */
function OfferedAdSelect({ form, ads }: { form: MessageForm; ads: OwnAd[] }) {
  const words = useT().offer.contact;
  const selectId = `${form.ids('offered_offer_id').errorId}-select`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={selectId} className={labelClass}>
        {words.offerAd}
      </label>
      <select
        id={selectId}
        name="offered_offer_id"
        className={inputClass}
        value={form.values.offered_offer_id}
        onChange={(event) => form.setValue('offered_offer_id', event.target.value)}
      >
        <option value="">{words.noAd}</option>
        {ads.map((ad) => (
          <option key={ad.id} value={ad.id}>
            {ad.title}
          </option>
        ))}
      </select>
    </div>
  );
}

type SendOptions = {
  target: Target;
  form: MessageForm;
  /** The file input whose picked files go with the message. */
  fileInput: React.RefObject<HTMLInputElement | null>;
  onSent: (sent: Sent) => void;
  posted: FormFailure | undefined;
};

/**
 * The form's submit handler, which sends the message through the API (as a multipart form
 * when files go with it). An account whose address is not confirmed yet may not write:
 * `unconfirmed` is then what it is told, from the API or from the refused post.
 */
function useSendMessage({ target, form, fileInput, onSent, posted }: SendOptions) {
  const words = useT().offer.contact;
  const api = useApi();
  const [unconfirmed, setUnconfirmed] = useState<string | null>(
    posted?.code === EMAIL_NOT_VERIFIED_CODE ? posted.message : null,
  );
  const send = form.handleSubmit(messageFormSchema, async (input) => {
    const message = {
      ...(target.offerId ? { offer_id: target.offerId } : { user_id: target.userId }),
      body: input.body,
      ...(input.offered_offer_id ? { offered_offer_id: input.offered_offer_id } : {}),
    };
    const files = [...(fileInput.current?.files ?? [])];
    const result = await api<{ conversation_id: string }>('/api/conversations', {
      method: 'POST',
      ...(files.length > 0 ? { form: messageForm(message, files) } : { json: message }),
      freshCsrf: true,
      handled: [400, 403, 404, 413, 415, 422, 429],
    });
    if (result.ok) onSent({ kind: 'conversation', id: result.data.conversation_id });
    else if (result.error.code === EMAIL_NOT_VERIFIED_CODE) setUnconfirmed(result.error.message ?? null);
    else showProblem(form, result.error, words.failed);
  });
  return { send, unconfirmed };
}

export function MemberMessageForm({
  target,
  onSent,
  onCancel,
  posted,
}: {
  target: Target;
  onSent: (sent: Sent) => void;
  onCancel?: (() => void) | undefined;
  posted?: FormFailure | undefined;
}) {
  const words = useT().offer.contact;
  const form = useForm(
    messageFormSchema,
    MESSAGE_FORM_FIELDS,
    posted && refusedForm(posted, MESSAGE_FORM_FIELDS, words.failed),
  );
  const hydrated = useHydrated();
  const ads = useOwnLiveAds(hydrated);
  const fileInput = useRef<HTMLInputElement>(null);
  const { send, unconfirmed } = useSendMessage({ target, form, fileInput, onSent, posted });
  return (
    <PageForm form={form} action={FORM_ACTION} intent="message" onSubmit={send}>
      <TextField form={form} name="body" label={words.yourMessage} rows={5} maxLength={MESSAGE_MAX_LENGTH} required />
      {ads.length > 0 && <OfferedAdSelect form={form} ads={ads} />}
      {/* Files go up through the API: the form posted without JavaScript carries text only. */}
      {hydrated ? <AttachmentInput inputRef={fileInput} /> : <p className={hintClass}>{words.attachNeedsScript}</p>}
      {unconfirmed && <EmailNotVerifiedNotice message={unconfirmed} />}
      <FormButtons submitting={form.submitting} label={words.send} onCancel={onCancel} cancelLabel={words.cancel} />
    </PageForm>
  );
}
