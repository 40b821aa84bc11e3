// "Message the advertiser" (the message modal, which can also send an offer):
// a logged-in user writes, optionally offering one of their own live ads (a
// swap, say); a guest about an ad gives a name and e-mail and confirms by a link. The
// advertiser's e-mail address is never shown. On a page that takes the form posted
// without JavaScript (the offer page, a profile), the button is a link to the form on
// the page until the page's JavaScript runs, and the form posts to the page; a visitor
// on a profile, who can only write once logged in, gets a link to log in there.

import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '#app/components/auth/auth-context.ts';
import { FormButtons } from '#app/components/forms/form-buttons.tsx';
import { PageForm } from '#app/components/forms/page-form.tsx';
import { useApi } from '#app/hooks/use-api.ts';
import { useHydrated } from '#app/hooks/use-hydrated.ts';
import { useT, useTranslateMessage } from '#app/hooks/use-t.ts';
import { authPagePath } from '#app/lib/auth-page.ts';
import type { FormFailure } from '#app/lib/form-failure.ts';
import type { Dictionary } from '#app/lib/i18n/dictionary.ts';
import type { ContactSent, PostedForm } from '#app/lib/offer-forms.ts';
import {
  CONVERSATION_MESSAGES,
  GUEST_ENQUIRY_FIELDS,
  guestEnquirySchema,
  MESSAGE_MAX_LENGTH,
} from '#contract/conversations.ts';
import { EmailField, TextField } from '../forms/fields.tsx';
import { primaryButton, secondaryButton } from '../forms/form-styles.ts';
import { ModalDialog } from '../forms/modal-dialog.tsx';
import { PageOrButton } from '../forms/page-or-button.tsx';
import { useForm } from '../forms/use-form.ts';
import { PrefetchLink } from '../prefetch-link.tsx';
import { ANCHOR, FORM_ACTION, refusedForm, type Sent, showProblem, type Target } from './contact-forms.ts';
import { MemberMessageForm } from './member-message-form.tsx';

/** The page's action takes the form posted without JavaScript; `posted`: its answer, if it gave one. */
export type ContactOnPage = { posted: PostedForm<ContactSent> | undefined };

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
  loginHref,
}: {
  target: Target;
  sent: Sent | null;
  onSent: (sent: Sent) => void;
  /** Closes the dialog; none on the page. */
  onClose?: () => void;
  /** A refusal of the form posted without JavaScript. */
  posted?: FormFailure | undefined;
  /** On the page, where a visitor logs in to write (and comes back to the form). */
  loginHref?: string;
}) {
  const { state } = useAuth();
  const words = useT().offer.contact;
  if (sent) return <SentNotice sent={sent} onClose={onClose} />;
  if (state.isLogged) return <MemberMessageForm target={target} onSent={onSent} onCancel={onClose} posted={posted} />;
  if (target.offerId)
    return <GuestEnquiryForm offerId={target.offerId} onSent={onSent} onCancel={onClose} posted={posted} />;
  if (loginHref)
    return (
      <p>
        <a href={loginHref} className="font-semibold text-accent-700 underline">
          {words.logInFirst}
        </a>
      </p>
    );
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
  const { pathname, search } = useLocation();
  const loginHref = authPagePath('login', new URLSearchParams({ next: `${pathname}${search}${FORM_ACTION}` }));
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
        loginHref={loginHref}
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
