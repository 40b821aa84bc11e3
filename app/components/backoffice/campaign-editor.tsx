// One newsletter campaign in the back office: its subject and body (a draft is edited
// here; a new one is written with intent `create`), the link to its preview as a
// subscriber sees it, and the forms that test, schedule, send or cancel it. Each is a
// plain form posting its intent, so it all works without JavaScript.
import { Form } from 'react-router';
import {
  dangerButton,
  errorClass,
  hintClass,
  inputClass,
  labelClass,
  secondaryButton,
} from '#app/components/forms/form-styles.ts';
import { useBusy } from '#app/components/forms/page-form-hooks.ts';
import { SubmitButton } from '#app/components/forms/submit-button.tsx';
import type { FormFailure } from '#app/lib/form-failure.ts';
import { SEND_CONFIRMATION } from '#app/lib/newsletter-forms.ts';
import type { CampaignView } from '#contract/newsletter.ts';

type Failure = FormFailure | undefined;

/** The failure of the form that posted `intent`, if that one failed. */
const failed = (failure: Failure, intent: string) => (failure?.values.intent === intent ? failure : undefined);

function Field({
  id,
  label,
  error,
  children,
  hint,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
}

const described = (id: string, error: string | undefined, hint = false) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/** The subject and body: a new draft (no campaign) or a draft's edit. */
export function CampaignForm({ campaign, failure }: { campaign?: CampaignView; failure: Failure }) {
  const intent = campaign ? 'edit' : 'create';
  const busy = useBusy(intent);
  const mine = failed(failure, intent);
  const subjectError = mine?.errors.subject;
  const contentError = mine?.errors.content;
  return (
    <Form method="post" className="flex max-w-3xl flex-col gap-4">
      <input type="hidden" name="intent" value={intent} />
      {campaign && <input type="hidden" name="campaign" value={campaign.id} />}
      <Field id="campaign-subject" label="Subject" error={subjectError}>
        <input
          id="campaign-subject"
          name="subject"
          required
          maxLength={200}
          defaultValue={mine?.values.subject ?? campaign?.subject ?? ''}
          aria-invalid={subjectError ? true : undefined}
          aria-describedby={described('campaign-subject', subjectError)}
          className={inputClass}
        />
      </Field>
      <Field
        id="campaign-content"
        label="Content"
        error={contentError}
        hint="HTML: paragraphs, headings, lists, bold, italics and links. Anything else is removed. Each e-mail gets its own unsubscribe link."
      >
        <textarea
          id="campaign-content"
          name="content"
          rows={10}
          required
          defaultValue={mine?.values.content ?? campaign?.content ?? ''}
          aria-invalid={contentError ? true : undefined}
          aria-describedby={described('campaign-content', contentError, true)}
          className={`${inputClass} font-mono`}
        />
      </Field>
      {mine && !subjectError && !contentError && <p className={errorClass}>{mine.message}</p>}
      <div>
        <SubmitButton busy={busy}>{campaign ? 'Save the draft' : 'Save as a draft'}</SubmitButton>
      </div>
    </Form>
  );
}

function IntentButton({
  campaign,
  intent,
  label,
  danger,
}: {
  campaign: CampaignView;
  intent: string;
  label: string;
  danger?: boolean;
}) {
  const busy = useBusy(intent);
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="campaign" value={campaign.id} />
      <SubmitButton busy={busy} className={danger ? dangerButton : secondaryButton}>
        {label}
      </SubmitButton>
    </Form>
  );
}

/** Sending now cannot be undone, so the form asks for a tick first (the browser, then the server, check it). */
function SendNowForm({ campaign, failure }: { campaign: CampaignView; failure: Failure }) {
  const busy = useBusy('send');
  const error = failed(failure, 'send')?.errors.confirm;
  return (
    <Form method="post" className="flex flex-wrap items-center gap-3 rounded-lg border border-gray-300 p-3">
      <input type="hidden" name="intent" value="send" />
      <input type="hidden" name="campaign" value={campaign.id} />
      <label className="flex items-start gap-2 text-gray-900">
        <input
          type="checkbox"
          name="confirm"
          value="yes"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'campaign-send-error' : undefined}
          className="mt-1 size-4 accent-accent-700"
        />
        {SEND_CONFIRMATION}
      </label>
      <SubmitButton busy={busy} className={secondaryButton}>
        Send now to subscribers
      </SubmitButton>
      {error && (
        <p id="campaign-send-error" className={errorClass}>
          {error}
        </p>
      )}
    </Form>
  );
}

function ScheduleForm({ campaign, failure }: { campaign: CampaignView; failure: Failure }) {
  const busy = useBusy('schedule');
  const mine = failed(failure, 'schedule');
  const error = mine ? (mine.errors.send_at ?? mine.message) : undefined;
  return (
    <Form method="post" className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="schedule" />
      <input type="hidden" name="campaign" value={campaign.id} />
      <Field id="campaign-send-at" label="Send on (UK time)" error={error}>
        <input
          id="campaign-send-at"
          name="send_at"
          type="datetime-local"
          required
          defaultValue={mine?.values.send_at ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={described('campaign-send-at', error)}
          className={inputClass}
        />
      </Field>
      <SubmitButton busy={busy} className={secondaryButton}>
        Schedule
      </SubmitButton>
    </Form>
  );
}

/** Preview, test, and the ways the campaign may go on from its state. */
export function CampaignActions({ campaign, failure }: { campaign: CampaignView; failure: Failure }) {
  const waiting = campaign.status === 'draft' || campaign.status === 'scheduled';
  // An unticked send box is said beside the box; any other refusal here.
  const refused = ['test', 'send', 'cancel']
    .map((intent) => failed(failure, intent))
    .find((mine) => mine && !mine.errors.confirm);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <a href={`/api/admin/newsletter/${campaign.id}/preview`} className="font-semibold text-accent-700 underline">
          Preview the e-mail
        </a>
        <IntentButton campaign={campaign} intent="test" label="Send a test to myself" />
        {campaign.status === 'scheduled' && (
          <IntentButton campaign={campaign} intent="cancel" label="Cancel the scheduled sending" danger />
        )}
      </div>
      {refused && <p className={errorClass}>{refused.message}</p>}
      {waiting && <SendNowForm campaign={campaign} failure={failure} />}
      {waiting && <ScheduleForm campaign={campaign} failure={failure} />}
    </div>
  );
}
