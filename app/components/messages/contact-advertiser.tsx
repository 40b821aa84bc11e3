// "Message the advertiser" (the message modal, which can also send an offer):
// a logged-in user writes, optionally offering one of their own live ads (a
// swap, say); a guest about an ad gives a name and e-mail and confirms by a link. The
// advertiser's e-mail address is never shown.
import { useEffect, useRef, useState } from 'react';
import { useAuth } from '#app/components/auth/auth-context.ts';
import { EMAIL_NOT_VERIFIED_CODE, EmailNotVerifiedNotice } from '#app/components/auth/email-not-verified-notice.tsx';
import { useApi } from '#app/hooks/use-api.ts';
import { useT, useTranslateMessage } from '#app/hooks/use-t.ts';
import type { ApiError } from '#app/lib/api-client.ts';
import {
  CONVERSATION_MESSAGES,
  GUEST_ENQUIRY_FIELDS,
  guestEnquirySchema,
  MESSAGE_FORM_FIELDS,
  MESSAGE_MAX_LENGTH,
  messageFormSchema,
} from '#contract/conversations.ts';
import { TextField } from '../forms/fields.tsx';
import { inputClass, labelClass, primaryButton, secondaryButton } from '../forms/form-styles.ts';
import { ModalDialog } from '../forms/modal-dialog.tsx';
import { Spinner } from '../forms/submit-button.tsx';
import { type Form, type FormValues, useForm } from '../forms/use-form.ts';
import { PrefetchLink } from '../prefetch-link.tsx';
import { AttachmentInput, messageForm } from './attachment-input.tsx';

type Target = { offerId?: string; userId?: string; name: string };
type Sent = { kind: 'conversation'; id: string } | { kind: 'confirm'; message: string };

export function ContactAdvertiser({ target, label }: { target: Target; label?: string }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const { state } = useAuth();
  const words = useT().offer.contact;
  const guestMayWrite = Boolean(target.offerId);
  const close = () => {
    setOpen(false);
    setSent(null);
  };
  return (
    <>
      <button type="button" className={primaryButton} onClick={() => setOpen(true)}>
        {label ?? words.sendMessage}
      </button>
      <ModalDialog open={open} onClose={close} title={words.title(target.name)}>
        {sent ? (
          <SentNotice sent={sent} onClose={close} />
        ) : state.isLogged ? (
          <MemberMessageForm target={target} onSent={setSent} onCancel={close} />
        ) : guestMayWrite && target.offerId ? (
          <GuestEnquiryForm offerId={target.offerId} onSent={setSent} onCancel={close} />
        ) : (
          <p className="text-gray-800">{words.logInFirst}</p>
        )}
      </ModalDialog>
    </>
  );
}

function SentNotice({ sent, onClose }: { sent: Sent; onClose: () => void }) {
  const t = useT();
  const translate = useTranslateMessage();
  return (
    <div className="flex flex-col items-start gap-5">
      <p role="status" className="text-lg font-semibold text-green-800">
        {sent.kind === 'confirm' ? sent.message : translate(CONVERSATION_MESSAGES.sent)}
      </p>
      <div className="flex flex-wrap gap-3">
        {sent.kind === 'conversation' && (
          <PrefetchLink to={`/messages/${sent.id}`} className={primaryButton}>
            {t.offer.contact.openConversation}
          </PrefetchLink>
        )}
        <button type="button" className={secondaryButton} onClick={onClose}>
          {t.offer.contact.close}
        </button>
      </div>
    </div>
  );
}

type OwnAd = { id: string; title: string };

/** The sender's live ads, for the send-offer choice (loaded when the dialog opens). */
function useOwnLiveAds(): OwnAd[] {
  const api = useApi();
  const [ads, setAds] = useState<OwnAd[]>([]);
  useEffect(() => {
    void api<{ data: OwnAd[] }>('/api/user/offers?status=active', { handled: [401] }).then((result) => {
      if (result.ok) setAds(result.data.data.map(({ id, title }) => ({ id, title })));
    });
  }, [api]);
  return ads;
}

function MemberMessageForm({
  target,
  onSent,
  onCancel,
}: {
  target: Target;
  onSent: (sent: Sent) => void;
  onCancel: () => void;
}) {
  const form = useForm(messageFormSchema, MESSAGE_FORM_FIELDS);
  const api = useApi();
  const ads = useOwnLiveAds();
  const words = useT().offer.contact;
  const fileInput = useRef<HTMLInputElement>(null);
  // An account whose address is not confirmed yet may not write: it is told how to confirm.
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
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
  const selectId = `${form.ids('offered_offer_id').errorId}-select`;
  return (
    <form ref={form.formRef} noValidate onSubmit={send} className="flex flex-col gap-5">
      <TextField form={form} name="body" label={words.yourMessage} rows={5} maxLength={MESSAGE_MAX_LENGTH} required />
      {ads.length > 0 && (
        <div className="flex flex-col gap-1">
          <label htmlFor={selectId} className={labelClass}>
            {words.offerAd}
          </label>
          <select
            id={selectId}
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
      )}
      <AttachmentInput inputRef={fileInput} />
      {unconfirmed && <EmailNotVerifiedNotice message={unconfirmed} />}
      <FormButtons form={form} label={words.send} onCancel={onCancel} />
    </form>
  );
}

function GuestEnquiryForm({
  offerId,
  onSent,
  onCancel,
}: {
  offerId: string;
  onSent: (sent: Sent) => void;
  onCancel: () => void;
}) {
  const form = useForm(guestEnquirySchema, GUEST_ENQUIRY_FIELDS);
  const api = useApi();
  const t = useT();
  const words = t.offer.contact;
  const send = form.handleSubmit(guestEnquirySchema, async (input) => {
    const result = await api<{ message: string }>(`/api/contact/offer/${offerId}`, {
      method: 'POST',
      json: input,
      freshCsrf: true,
      handled: [404, 422, 429],
    });
    // The API words its answer in English; the same text with the address is shown in the visitor's language.
    const confirm = result.ok && result.data.message === CONVERSATION_MESSAGES.confirmByEmail(input.email);
    if (result.ok)
      onSent({
        kind: 'confirm',
        message: confirm ? t.messages.conversation.confirmByEmail(input.email) : result.data.message,
      });
    else showProblem(form, result.error, words.failed);
  });
  return (
    <form ref={form.formRef} noValidate onSubmit={send} className="flex flex-col gap-5">
      <p className="text-sm text-gray-700">{words.guestIntro}</p>
      <TextField form={form} name="name" label={words.yourName} autoComplete="name" maxLength={100} required />
      <TextField
        form={form}
        name="email"
        label={words.yourEmail}
        type="email"
        autoComplete="email"
        maxLength={254}
        required
      />
      <TextField form={form} name="body" label={words.yourMessage} rows={5} maxLength={MESSAGE_MAX_LENGTH} required />
      <FormButtons form={form} label={words.send} onCancel={onCancel} />
    </form>
  );
}

function FormButtons<V extends FormValues>({
  form,
  label,
  onCancel,
}: {
  form: Form<V>;
  label: string;
  onCancel: () => void;
}) {
  const words = useT().offer.contact;
  return (
    <div className="flex flex-wrap gap-3">
      <button type="submit" className={primaryButton} aria-disabled={form.submitting || undefined}>
        {form.submitting && <Spinner />}
        {label}
      </button>
      <button type="button" className={secondaryButton} onClick={onCancel}>
        {words.cancel}
      </button>
    </div>
  );
}

/** `failed`: the visitor's words for an answer that gives no reason. */
function showProblem<V extends FormValues>(form: Form<V>, error: ApiError, failed: string) {
  if (Object.keys(error.errors).length > 0) form.setServerErrors(error.errors);
  else form.setServerErrors({ body: error.message ?? failed });
}
