// A report to the operators about something on the page (an ad, a member's profile): a
// reason from that thing's fixed list and a message, sent to its API route. Open to
// visitors too; nobody reported ever sees who reported. Until the page's JavaScript runs,
// the button is a link to the same form on the page, which posts to the page's action
// (the same use case as the API), and the page answers with the thanks or the refusal.

import { useId, useState } from 'react';
import type { ZodType } from 'zod';
import { FormButtons } from '#app/components/forms/form-buttons.tsx';
import { PageForm } from '#app/components/forms/page-form.tsx';
import { useApi } from '#app/hooks/use-api.ts';
import { useHydrated } from '#app/hooks/use-hydrated.ts';
import { useTranslateMessage } from '#app/hooks/use-t.ts';
import { type PostedForm, typedFields } from '#app/lib/offer-forms.ts';
import { OFFER_REPORT_FIELDS, REPORT_LIMITS } from '#contract/offer-reports.ts';
import { TextField } from '../forms/fields.tsx';
import { errorClass, labelClass, linkButton } from '../forms/form-styles.ts';
import { ModalDialog } from '../forms/modal-dialog.tsx';
import { PageOrButton } from '../forms/page-or-button.tsx';
import { type Form, useForm } from '../forms/use-form.ts';
import { useToast } from '../toast/toast-context.ts';

/** Every report has the same two fields, whatever it is about. */
const REPORT_FIELDS = OFFER_REPORT_FIELDS;
type ReportForm = Form<typeof REPORT_FIELDS>;

/** The texts of a report form, in the visitor's language. */
export type ReportWords<R extends string> = {
  button: string;
  whatIsWrong: string;
  reasons: Record<R, string>;
  tellMore: string;
  tellMoreHint: string;
  send: string;
  cancel: string;
  failed: string;
};

/** A kind of report (of ads, of profiles): what sets one apart from another, whatever is reported. */
export type ReportKind<R extends string> = {
  reasons: readonly R[];
  /** The contract's schema of the report, which the API and the page's action check too. */
  schema: ZodType<{ reason: R; message: string }>;
  /** Where the form sits on the page: its link without JavaScript goes there, and the form posts there. */
  anchor: string;
  /** The hidden `intent` by which the page's action knows this form. */
  intent: string;
  /** The contract's thanks, shown on the page when its action took the report. */
  thanks: string;
};

/** One report form: its kind, its words in the visitor's language, and the API route that takes it. */
type ReportTarget<R extends string> = ReportKind<R> & { words: ReportWords<R>; apiPath: string };

/**
 * `apiPath`: the API route that takes the report; `posted`: the page action's answer to
 * this form posted without JavaScript, if it gave one.
 */
export function ReportDialog<R extends string>({
  kind,
  words,
  apiPath,
  posted,
}: {
  kind: ReportKind<R>;
  words: ReportWords<R>;
  apiPath: string;
  posted: PostedForm<unknown> | undefined;
}) {
  const target: ReportTarget<R> = { ...kind, words, apiPath };
  const [open, setOpen] = useState(false);
  const form = useForm(target.schema, REPORT_FIELDS);
  const toast = useToast();
  const hydrated = useHydrated();
  const send = useSendReport(target, form, {
    sent: (message) => {
      toast.success(message);
      setOpen(false);
      form.reset();
    },
    refused: (message) => toast.error(message),
  });

  return (
    <>
      <PageOrButton href={`#${target.anchor}`} onPress={() => setOpen(true)} className={linkButton}>
        {target.words.button}
      </PageOrButton>
      <ModalDialog open={open} onClose={() => setOpen(false)} title={target.words.button}>
        <ReportFields target={target} form={form} onSubmit={send} onCancel={() => setOpen(false)} />
      </ModalDialog>
      {/* Before the page's JavaScript runs the link above shows this; an answer to a post stays shown. */}
      {(!hydrated || posted) && <ReportOnPage target={target} posted={posted} />}
    </>
  );
}

/**
 * Sends the report through the API. What the API refuses field by field is shown beside
 * the fields; `on.refused` gets any other refusal, in the API's words.
 */
function useSendReport<R extends string>(
  target: ReportTarget<R>,
  form: ReportForm,
  on: { sent: (message: string) => void; refused: (message: string) => void },
) {
  const api = useApi();
  return form.handleSubmit(target.schema, async (input) => {
    const result = await api<{ message: string }>(target.apiPath, {
      method: 'POST',
      json: input,
      freshCsrf: true,
      handled: [403, 404, 422, 429],
    });
    if (result.ok) on.sent(result.data.message);
    else if (Object.keys(result.error.errors).length > 0) form.setServerErrors(result.error.errors);
    else on.refused(result.error.message ?? target.words.failed);
  });
}

/**
 * The form on the page: hidden until its link is followed (the address ends in its
 * anchor), shown at once with the answer to a post: the thanks, or the form again with
 * what was typed and the refusal, beside the field it names or above the form.
 */
function ReportOnPage<R extends string>({
  target,
  posted,
}: {
  target: ReportTarget<R>;
  posted: PostedForm<unknown> | undefined;
}) {
  const failure = posted && 'failure' in posted ? posted.failure : undefined;
  const form = useForm(
    target.schema,
    REPORT_FIELDS,
    failure && { values: typedFields(failure, REPORT_FIELDS), errors: failure.errors },
  );
  const namesAField = failure && Object.keys(failure.errors).some((name) => Object.hasOwn(REPORT_FIELDS, name));
  const [thanks, setThanks] = useState<string | null>(posted && 'sent' in posted ? target.thanks : null);
  const [problem, setProblem] = useState<string | null>(failure && !namesAField ? failure.message : null);
  const send = useSendReport(target, form, { sent: setThanks, refused: setProblem });
  const translate = useTranslateMessage();
  const headingId = useId();
  return (
    <section
      id={target.anchor}
      aria-labelledby={headingId}
      className={`${posted ? 'block' : 'hidden target:block'} basis-full rounded-xl border border-gray-200 p-4`}
    >
      <h2 id={headingId} className="mb-4 text-lg font-bold text-gray-900">
        {target.words.button}
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
          <ReportFields target={target} form={form} onSubmit={send} />
        </div>
      )}
    </section>
  );
}

/** The report form, in the dialog or on the page; it posts to the page when there is no JavaScript. */
function ReportFields<R extends string>({
  target,
  form,
  onSubmit,
  onCancel,
}: {
  target: ReportTarget<R>;
  form: ReportForm;
  onSubmit: ReturnType<ReportForm['handleSubmit']>;
  /** Closes the dialog; none on the page. */
  onCancel?: () => void;
}) {
  const { words } = target;
  const reasonError = form.errors.reason;
  const reasonErrorId = form.ids('reason').errorId;
  return (
    <PageForm form={form} action={`#${target.anchor}`} intent={target.intent} onSubmit={onSubmit}>
      <fieldset aria-describedby={reasonError ? reasonErrorId : undefined}>
        <legend className={labelClass}>{words.whatIsWrong}</legend>
        <div className="mt-2 flex flex-col gap-2">
          {target.reasons.map((reason) => (
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
