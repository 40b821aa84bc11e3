// The day a published ad goes live: empty for at once, else a day from today up to the
// furthest the site schedules ahead.

import type { OfferFormValues } from '#app/lib/offer-form.ts';
import { OFFER_INPUT_LIMITS } from '#contract/offer-input.ts';
import { errorClass, labelClass } from '../forms/form-styles.ts';
import type { Form } from '../forms/use-form.ts';

const DAY_MS = 86_400_000;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

export function PublishFromField({ form }: { form: Form<OfferFormValues> }) {
  const { id, errorId } = form.ids('visible_from_date');
  const error = form.errors.visible_from_date;
  return (
    <div className="max-w-xs">
      <label htmlFor={id} className={labelClass}>
        Publish from (optional)
      </label>
      <input
        id={id}
        type="date"
        name="visible_from_date"
        value={form.values.visible_from_date}
        min={isoDay(Date.now())}
        max={isoDay(Date.now() + OFFER_INPUT_LIMITS.scheduleDaysMax * DAY_MS)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => form.setValue('visible_from_date', event.target.value)}
        className="mt-1 block w-full rounded-lg border border-gray-500 bg-white px-3 py-2 text-gray-900"
      />
      {error && (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
}
