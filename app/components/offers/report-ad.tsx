// "Report this ad": a reason from the fixed list and a message, sent to the operators
// (POST /api/offers/{id}/report). Open to visitors too; the advertiser never sees who reported.
// Until the page's JavaScript runs, the button is a link to the same form on the page,
// which posts to the offer page's action (the same use case).

import { useId, useState } from 'react';
import { FormButtons } from '#app/components/forms/form-buttons.tsx';
import { PageForm } from '#app/components/forms/page-form.tsx';
import { useApi } from '#app/hooks/use-api.ts';
import { useHydrated } from '#app/hooks/use-hydrated.ts';
import { useT, useTranslateMessage } from '#app/hooks/use-t.ts';
import { OFFER_FORM_ANCHORS, type PostedForm, type ReportSent, typedFields } from '#app/lib/offer-forms.ts';
import {
  OFFER_REPORT_FIELDS,
  offerReportSchema,
  REPORT_LIMITS,
  REPORT_MESSAGES,
  REPORT_REASONS,
} from '#contract/offer-reports.ts';
import { TextField } from '../forms/fields.tsx';
import { errorClass, labelClass, linkButton } from '../forms/form-styles.ts';
import { ModalDialog } from '../forms/modal-dialog.tsx';
import { PageOrButton } from '../forms/page-or-button.tsx';
import { type Form, useForm } from '../forms/use-form.ts';
import { useToast } from '../toast/toast-context.ts';

type ReportForm = Form<typeof OFFER_REPORT_FIELDS>;

/** Where the form sits on the page and posts to (the page again, scrolled to the form). */
const ANCHOR = OFFER_FORM_ANCHORS.report;
const FORM_ACTION = `#${ANCHOR}`;

/** `posted`: the page action's answer to this form posted without JavaScript, if it gave one. */
export function ReportAd({ offerId, posted }: { offerId: string; posted: PostedForm<ReportSent> | undefined }) {
  const [open, setOpen] = useState(false);
  const form = useForm(offerReportSchema, OFFER_REPORT_FIELDS);
  const toast = useToast();
  const hydrated = useHydrated();
  const words = useT().offer.report;
  const send = useSendReport(offerId, form, {
    sent: (message) => {
      toast.success(message);
      setOpen(false);
      form.reset();
    },
    refused: (message) => toast.error(message),
  });

  return (
    <>
      <PageOrButton href={FORM_ACTION} onPress={() => setOpen(true)} className={linkButton}>
        {words.button}
      </PageOrButton>
      <ModalDialog open={open} onClose={() => setOpen(false)} title={words.button}>
        <ReportFields form={form} onSubmit={send} onCancel={() => setOpen(false)} />
      </ModalDialog>
      {/* Before the page's JavaScript runs the link above shows this; an answer to a post stays shown. */}
      {(!hydrated || posted) && <ReportOnPage offerId={offerId} posted={posted} />}
    </>
  );
}

/**
 * Sends the report through the API. What the API refuses field by field is shown beside
 * the fields; `on.refused` gets any other refusal, in the API's words.
 */
function useSendReport(
  offerId: string,
  form: ReportForm,
  on: { sent: (message: string) => void; refused: (message: string) => void },
) {
  const api = useApi();
  const words = useT().offer.report;
  return form.handleSubmit(offerReportSchema, async (input) => {
    const result = await api<{ message: string }>(`/api/offers/${offerId}/report`, {
      method: 'POST',
      json: input,
      freshCsrf: true,
      handled: [403, 404, 422, 429],
    });
    if (result.ok) on.sent(result.data.message);
    else if (Object.keys(result.error.errors).length > 0) form.setServerErrors(result.error.errors);
    else on.refused(result.error.message ?? words.failed);
  });
}

/**
 * The form on the page: hidden until its link is followed (the address ends in its
 * anchor), shown at once with the answer to a post: the thanks, or the form again with
 * what was typed and the refusal, beside the field it names or above the form.
 */
function ReportOnPage({ offerId, posted }: { offerId: string; posted: PostedForm<ReportSent> | undefined }) {
  const failure = posted && 'failure' in posted ? posted.failure : undefined;
  const form = useForm(
    offerReportSchema,
    OFFER_REPORT_FIELDS,
    failure && { values: typedFields(failure, OFFER_REPORT_FIELDS), errors: failure.errors },
  );
  const namesAField = failure && Object.keys(failure.errors).some((name) => Object.hasOwn(OFFER_REPORT_FIELDS, name));
  const [thanks, setThanks] = useState<string | null>(posted && 'sent' in posted ? REPORT_MESSAGES.thanks : null);
  const [problem, setProblem] = useState<string | null>(failure && !namesAField ? failure.message : null);
  const send = useSendReport(offerId, form, { sent: setThanks, refused: setProblem });
  const words = useT().offer.report;
  const translate = useTranslateMessage();
  const headingId = useId();
  return (
    <section
      id={ANCHOR}
      aria-labelledby={headingId}
      className={`${posted ? 'block' : 'hidden target:block'} basis-full rounded-xl border border-gray-200 p-4`}
    >
      <h2 id={headingId} className="mb-4 text-lg font-bold text-gray-900">
        {words.button}
      </h2>
      {thanks ? (
        <p role="status" className="rounded-lg border-l-4 border-green-700 bg-green-50 px-4 py-3 text-green-900">
          {translate(thanks)}
        </p>
      ) : (
        <div className="flex flex-col gap-5">
          {problem && (
            <p role="alert" className="rounded-lg border-l-4 border-red-700 bg-red-50 px-4 py-3 text-sm text-red-900">
              {translate(problem)}
            </p>
          )}
          <ReportFields form={form} onSubmit={send} />
        </div>
      )}
    </section>
  );
}

/** The report form, in the dialog or on the page; it posts to the page when there is no JavaScript. */
function ReportFields({
  form,
  onSubmit,
  onCancel,
}: {
  form: ReportForm;
  onSubmit: ReturnType<ReportForm['handleSubmit']>;
  /** Closes the dialog; none on the page. */
  onCancel?: () => void;
}) {
  const words = useT().offer.report;
  const reasonError = form.errors.reason;
  const reasonErrorId = form.ids('reason').errorId;
  return (
    <PageForm form={form} action={FORM_ACTION} intent="report" onSubmit={onSubmit}>
      <fieldset aria-describedby={reasonError ? reasonErrorId : undefined}>
        <legend className={labelClass}>{words.whatIsWrong}</legend>
        <div className="mt-2 flex flex-col gap-2">
          {REPORT_REASONS.map((reason) => (
            <label key={reason} className="flex items-start gap-3 text-gray-900">
              <input
                type="radio"
                name="reason"
                value={reason}
                checked={form.values.reason === reason}
                aria-invalid={reasonError ? true : undefined}
                onChange={() => {
                  form.setValue('reason', reason);
                  form.touch('reason');
                }}
                className="mt-1 size-4 accent-accent-700"
              />
              {words.reasons[reason]}
            </label>
          ))}
        </div>
        {reasonError && (
          <p id={reasonErrorId} className={errorClass}>
            {reasonError}
          </p>
        )}
      </fieldset>
      <TextField
        form={form}
        name="message"
        label={words.tellMore}
        hint={words.tellMoreHint}
        rows={4}
        maxLength={REPORT_LIMITS.messageMax}
      />
      <FormButtons submitting={form.submitting} label={words.send} onCancel={onCancel} cancelLabel={words.cancel} />
    </PageForm>
  );
}
