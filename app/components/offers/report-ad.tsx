// "Report this ad": a reason from the fixed list and a message, sent to the operators
// (POST /api/offers/{id}/report). Open to visitors too; the advertiser never sees who reported.
import { useState } from 'react';
import { useApi } from '#app/hooks/use-api.ts';
import { useT } from '#app/hooks/use-t.ts';
import { OFFER_REPORT_FIELDS, offerReportSchema, REPORT_LIMITS, REPORT_REASONS } from '#contract/offer-reports.ts';
import { TextField } from '../forms/fields.tsx';
import { errorClass, labelClass, linkButton, primaryButton, secondaryButton } from '../forms/form-styles.ts';
import { ModalDialog } from '../forms/modal-dialog.tsx';
import { Spinner } from '../forms/submit-button.tsx';
import { useForm } from '../forms/use-form.ts';
import { useToast } from '../toast/toast-context.ts';

export function ReportAd({ offerId }: { offerId: string }) {
  const [open, setOpen] = useState(false);
  const form = useForm(offerReportSchema, OFFER_REPORT_FIELDS);
  const api = useApi();
  const toast = useToast();
  const words = useT().offer.report;
  const reasonError = form.errors.reason;
  const reasonErrorId = form.ids('reason').errorId;

  const send = form.handleSubmit(offerReportSchema, async (input) => {
    const result = await api<{ message: string }>(`/api/offers/${offerId}/report`, {
      method: 'POST',
      json: input,
      freshCsrf: true,
      handled: [403, 404, 422, 429],
    });
    if (result.ok) {
      toast.success(result.data.message);
      setOpen(false);
      form.reset();
    } else if (Object.keys(result.error.errors).length > 0) {
      form.setServerErrors(result.error.errors);
    } else {
      toast.error(result.error.message ?? words.failed);
    }
  });

  return (
    <>
      <button type="button" className={linkButton} onClick={() => setOpen(true)}>
        {words.button}
      </button>
      <ModalDialog open={open} onClose={() => setOpen(false)} title={words.button}>
        <form ref={form.formRef} noValidate onSubmit={send} className="flex flex-col gap-5">
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
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={primaryButton} aria-disabled={form.submitting || undefined}>
              {form.submitting && <Spinner />}
              {words.send}
            </button>
            <button type="button" className={secondaryButton} onClick={() => setOpen(false)}>
              {words.cancel}
            </button>
          </div>
        </form>
      </ModalDialog>
    </>
  );
}
