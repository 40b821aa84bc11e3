import { useEffect, useRef, useState } from 'react';
import { useCaptcha } from '#app/components/forms/captcha-box.tsx';
import { SelectField, TextField } from '#app/components/forms/fields.tsx';
import { PageForm } from '#app/components/forms/page-form.tsx';
import { SubmitButton } from '#app/components/forms/submit-button.tsx';
import { useForm } from '#app/components/forms/use-form.ts';
import { PrefetchLink } from '#app/components/prefetch-link.tsx';
import { useApi } from '#app/hooks/use-api.ts';
import { contactFormAction } from '#app/lib/contact-form.server.ts';
import { failureOf } from '#app/lib/form-failure.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { CONTACT_LIMITS, CONTACT_TOPIC_LABELS, CONTACT_TOPICS, contactSchema } from '#contract/contact.ts';
import type { Route } from './+types/contact.ts';

export function meta(_: Route.MetaArgs) {
  return pageMeta(
    'Contact us',
    'Write to the Dazu team: questions about an ad, help with the site or a technical problem.',
  );
}

/** The form posted without JavaScript: the same use case and allowance as POST /api/contact. */
export function action(args: Route.ActionArgs) {
  return contactFormAction(args);
}

const EMPTY = { name: '', email: '', topic: '', message: '' };
const TOPIC_OPTIONS = CONTACT_TOPICS.map((topic) => ({ value: topic, label: CONTACT_TOPIC_LABELS[topic] }));

/**
 * The form's state and submit handler: the answer once it is sent (focused, so that it
 * is read out), and a refusal that names no field (too many messages), said above the form.
 */
function useContactForm(actionData: Route.ComponentProps['actionData']) {
  const failure = failureOf(actionData);
  const form = useForm(contactSchema, EMPTY, failure);
  const api = useApi();
  const [sent, setSent] = useState<string | null>(actionData && 'sent' in actionData ? actionData.sent : null);
  const [refusal, setRefusal] = useState(() =>
    failure && Object.keys(failure.errors).length === 0 ? failure.message : null,
  );
  const statusRef = useRef<HTMLParagraphElement>(null);
  const captcha = useCaptcha(form.errors.captcha);

  useEffect(() => {
    if (sent) statusRef.current?.focus();
  }, [sent]);

  const onSubmit = form.handleSubmit(contactSchema, async (input) => {
    setRefusal(null);
    const json = { ...input, captcha: captcha.answer() };
    const result = await api<{ message: string }>('/api/contact', { method: 'POST', json, handled: [422] });
    if (result.ok) {
      setSent(result.data.message);
      form.reset(EMPTY);
    } else if (result.error.status === 422) {
      form.setServerErrors(result.error.errors);
    }
  });
  return { form, sent, refusal, statusRef, onSubmit, captchaWidget: captcha.widget };
}

/** The page's heading, and what to write about here (and what not). */
function ContactIntro() {
  return (
    <>
      <h1 className="text-3xl font-bold text-gray-900">Contact us</h1>
      <p className="mt-3 text-lg text-gray-800">
        Questions about an ad, the site or your account: write to us and we will reply by e-mail. Many answers are
        already in the{' '}
        <PrefetchLink to="/faq" className="rounded font-semibold text-accent-800 underline underline-offset-4">
          frequently asked questions
        </PrefetchLink>
        . To ask an advertiser about their property, use the message button on the ad.
      </p>
    </>
  );
}

/** What the sender's name and address are used for. */
function PrivacyNote() {
  return (
    <p className="mt-6 text-sm text-gray-700">
      We use your name and address only to answer you: see our{' '}
      <PrefetchLink to="/privacy-policy" className="rounded underline underline-offset-4">
        privacy policy
      </PrefetchLink>
      .
    </p>
  );
}

/**
 * /contact: a message to the site's operators, e-mailed to them (POST /api/contact). Without
 * JavaScript the form posts to the page itself, which answers with the same words.
 */
export default function Contact({ actionData }: Route.ComponentProps) {
  const { form, sent, refusal, statusRef, onSubmit, captchaWidget } = useContactForm(actionData);
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 md:py-10">
      <ContactIntro />
      {sent && (
        <p
          ref={statusRef}
          tabIndex={-1}
          role="status"
          className="mt-6 rounded-lg border border-green-700 bg-green-50 px-4 py-3 font-semibold text-green-800"
        >
          {sent}
        </p>
      )}
      {refusal && (
        <p role="alert" className="mt-6 rounded-lg border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-900">
          {refusal}
        </p>
      )}
      <PageForm form={form} action="/contact" onSubmit={onSubmit} className="mt-8 flex flex-col gap-5">
        <TextField form={form} name="name" label="Your name" autoComplete="name" maxLength={CONTACT_LIMITS.nameMax} />
        <TextField
          form={form}
          name="email"
          label="Your e-mail address"
          type="email"
          autoComplete="email"
          inputMode="email"
          hint="We reply to this address."
        />
        <SelectField form={form} name="topic" label="What is it about?" options={TOPIC_OPTIONS} />
        <TextField form={form} name="message" label="Your message" rows={7} maxLength={CONTACT_LIMITS.messageMax} />
        {captchaWidget}
        <div>
          <SubmitButton busy={form.submitting}>Send message</SubmitButton>
        </div>
      </PageForm>
      <PrivacyNote />
    </div>
  );
}
