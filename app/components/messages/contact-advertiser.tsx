// "Message the advertiser" (the message modal, which can also send an offer):
// a logged-in user writes, optionally offering one of their own live ads (a
// swap, say); a guest about an ad gives a name and e-mail and confirms by a link. The
// advertiser's e-mail address is never shown. On a page that takes the form posted
// without JavaScript (the offer page), the button is a link to the form on the page
// until the page's JavaScript runs, and the form posts to the page.

import { useEffect, useId, useRef, useState } from 'react';
import { useAuth } from '#app/components/auth/auth-context.ts';
import { EMAIL_NOT_VERIFIED_CODE, EmailNotVerifiedNotice } from '#app/components/auth/email-not-verified-notice.tsx';
import { FormButtons } from '#app/components/forms/form-buttons.tsx';
import { PageForm } from '#app/components/forms/page-form.tsx';
import { useApi } from '#app/hooks/use-api.ts';
import { useHydrated } from '#app/hooks/use-hydrated.ts';
import { useT, useTranslateMessage } from '#app/hooks/use-t.ts';
import type { ApiError } from '#app/lib/api-client.ts';
import type { FormFailure } from '#app/lib/form-failure.ts';
import type { Dictionary } from '#app/lib/i18n/dictionary.ts';
import { type ContactSent, OFFER_FORM_ANCHORS, type PostedForm, typedFields } from '#app/lib/offer-forms.ts';
import {
  CONVERSATION_MESSAGES,
  GUEST_ENQUIRY_FIELDS,
  guestEnquirySchema,
  MESSAGE_FORM_FIELDS,
  MESSAGE_MAX_LENGTH,
  messageFormSchema,
} from '#contract/conversations.ts';
import { EmailField, TextField } from '../forms/fields.tsx';
import { hintClass, inputClass, labelClass, primaryButton, secondaryButton } from '../forms/form-styles.ts';
import { ModalDialog } from '../forms/modal-dialog.tsx';
import { PageOrButton } from '../forms/page-or-button.tsx';
import { type Form, type FormValues, useForm } from '../forms/use-form.ts';
import { PrefetchLink } from '../prefetch-link.tsx';
import { AttachmentInput, messageForm } from './attachment-input.tsx';

type Target = { offerId?: string; userId?: string; name: string };
type Sent = { kind: 'conversation'; id: string } | { kind: 'confirm'; message: string };

/** The page's action takes the form posted without JavaScript; `posted`: its answer, if it gave one. */
export type ContactOnPage = { posted: PostedForm<ContactSent> | undefined };

/** Where the form sits on the page and posts to (the page again, scrolled to the form). */
const ANCHOR = OFFER_FORM_ANCHORS.contact;
const FORM_ACTION = `#${ANCHOR}`;

export function ContactAdvertiser({
  target,
  label,
  onPage,
}: {
  target: Target;
  label?: string;
  onPage?: ContactOnPage;
}) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const hydrated = useHydrated();
  const words = useT().offer.contact;
  const close = () => {
    setOpen(false);
    setSent(null);
  };
  const text = label ?? words.sendMessage;
  return (
    <>
      {onPage ? (
        <PageOrButton href={FORM_ACTION} onPress={() => setOpen(true)} className={primaryButton}>
          {text}
        </PageOrButton>
      ) : (
        <button type="button" className={primaryButton} onClick={() => setOpen(true)}>
          {text}
        </button>
      )}
      <ModalDialog open={open} onClose={close} title={words.title(target.name)}>
        <ContactBody target={target} sent={sent} onSent={setSent} onClose={close} />
      </ModalDialog>
      {/* Before the page's JavaScript runs the link above shows this; an answer to a post stays shown. */}
      {onPage && (!hydrated || onPage.posted) && <ContactOnPageSection target={target} posted={onPage.posted} />}
    </>
  );
}

/** What the dialog, or the form on the page, shows: the confirmation, or the form for who is writing. */
function ContactBody({
  target,
  sent,
  onSent,
  onClose,
  posted,
}: {
  target: Target;
  sent: Sent | null;
  onSent: (sent: Sent) => void;
  /** Closes the dialog; none on the page. */
  onClose?: () => void;
  /** A refusal of the form posted without JavaScript. */
  posted?: FormFailure | undefined;
}) {
  const { state } = useAuth();
  const words = useT().offer.contact;
  if (sent) return <SentNotice sent={sent} onClose={onClose} />;
  if (state.isLogged) return <MemberMessageForm target={target} onSent={onSent} onCancel={onClose} posted={posted} />;
  if (target.offerId)
    return <GuestEnquiryForm offerId={target.offerId} onSent={onSent} onCancel={onClose} posted={posted} />;
  return <p className="text-gray-800">{words.logInFirst}</p>;
}

/**
 * The form on the page: hidden until its link is followed (the address ends in its
 * anchor), shown at once with the answer to a post.
 */
function ContactOnPageSection({ target, posted }: { target: Target; posted: PostedForm<ContactSent> | undefined }) {
  const t = useT();
  const postedSent = posted && 'sent' in posted ? sentNotice(posted.sent, t) : null;
  const [sent, setSent] = useState<Sent | null>(postedSent);
  const headingId = useId();
  return (
    <section
      id={ANCHOR}
      aria-labelledby={headingId}
      className={`${posted ? 'block' : 'hidden target:block'} order-last basis-full rounded-xl border border-gray-200 p-4`}
    >
      <h3 id={headingId} className="mb-4 text-lg font-bold text-gray-900">
        {t.offer.contact.title(target.name)}
      </h3>
      <ContactBody
        target={target}
        sent={sent}
        onSent={setSent}
        posted={posted && 'failure' in posted ? posted.failure : undefined}
      />
    </section>
  );
}

/** The confirmation of a form the page's action took, in the words the dialog shows. */
function sentNotice(sent: ContactSent, t: Dictionary): Sent {
  return sent.intent === 'message'
    ? { kind: 'conversation', id: sent.conversationId }
    : { kind: 'confirm', message: t.messages.conversation.confirmByEmail(sent.email) };
}

function SentNotice({ sent, onClose }: { sent: Sent; onClose?: (() => void) | undefined }) {
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
        {onClose && (
          <button type="button" className={secondaryButton} onClick={onClose}>
            {t.offer.contact.close}
          </button>
        )}
      </div>
    </div>
  );
}

type OwnAd = { id: string; title: string };

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

function MemberMessageForm({
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
  const api = useApi();
  const hydrated = useHydrated();
  const ads = useOwnLiveAds(hydrated);
  const fileInput = useRef<HTMLInputElement>(null);
  // An account whose address is not confirmed yet may not write: it is told how to confirm.
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
  const selectId = `${form.ids('offered_offer_id').errorId}-select`;
  return (
    <PageForm form={form} action={FORM_ACTION} intent="message" onSubmit={send}>
      <TextField form={form} name="body" label={words.yourMessage} rows={5} maxLength={MESSAGE_MAX_LENGTH} required />
      {ads.length > 0 && (
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
      )}
      {/* Files go up through the API: the form posted without JavaScript carries text only. */}
      {hydrated ? <AttachmentInput inputRef={fileInput} /> : <p className={hintClass}>{words.attachNeedsScript}</p>}
      {unconfirmed && <EmailNotVerifiedNotice message={unconfirmed} />}
      <FormButtons submitting={form.submitting} label={words.send} onCancel={onCancel} cancelLabel={words.cancel} />
    </PageForm>
  );
}

function GuestEnquiryForm({
  offerId,
  onSent,
  onCancel,
  posted,
}: {
  offerId: string;
  onSent: (sent: Sent) => void;
  onCancel?: (() => void) | undefined;
  posted?: FormFailure | undefined;
}) {
  const t = useT();
  const words = t.offer.contact;
  const form = useForm(
    guestEnquirySchema,
    GUEST_ENQUIRY_FIELDS,
    posted && refusedForm(posted, GUEST_ENQUIRY_FIELDS, words.failed),
  );
  const api = useApi();
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
    <PageForm form={form} action={FORM_ACTION} intent="enquiry" onSubmit={send}>
      <p className="text-sm text-gray-700">{words.guestIntro}</p>
      <TextField form={form} name="name" label={words.yourName} autoComplete="name" maxLength={100} required />
      <EmailField form={form} label={words.yourEmail} />
      <TextField form={form} name="body" label={words.yourMessage} rows={5} maxLength={MESSAGE_MAX_LENGTH} required />
      <FormButtons submitting={form.submitting} label={words.send} onCancel={onCancel} cancelLabel={words.cancel} />
    </PageForm>
  );
}

/**
 * Where a refusal shows on a message form: beside the fields it names, or, when it names
 * none, under the message (`failed`: the visitor's words for an answer that gives no reason).
 */
function problemErrors(errors: Record<string, string>, message: string | undefined, failed: string) {
  return Object.keys(errors).length > 0 ? errors : { body: message ?? failed };
}

function showProblem<V extends FormValues>(form: Form<V>, error: ApiError, failed: string) {
  form.setServerErrors(problemErrors(error.errors, error.message, failed));
}

/**
 * A form posted without JavaScript and refused, as useForm shows it from the first
 * render: what was typed, and the messages where the dialog would show them (an
 * unconfirmed address has a notice of its own instead).
 */
function refusedForm<V extends Record<string, string>>(failure: FormFailure, fields: V, failed: string) {
  const noticed = failure.code === EMAIL_NOT_VERIFIED_CODE;
  return {
    values: typedFields(failure, fields),
    errors: noticed ? {} : problemErrors(failure.errors, failure.message, failed),
  };
}
