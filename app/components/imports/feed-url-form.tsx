// "Fetch your feed from its address" on /import-offers: the company registers the URL of
// its feed and how often to read it. The panel below it then shows the feed and its runs.
import { useRevalidator } from 'react-router';
import { useApi } from '#app/hooks/use-api.ts';
import { FEED_INTERVALS, type FeedCreate, feedCreateSchema } from '#contract/feed-urls.ts';
import { CheckboxField, SelectField, TextField } from '../forms/fields.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';
import { useForm } from '../forms/use-form.ts';
import { useToast } from '../toast/toast-context.ts';

const EMPTY = { url: '', interval_minutes: '60', full_feed: true };

export const intervalLabel = (minutes: number) =>
  minutes < 60 ? `Every ${minutes} minutes` : minutes === 60 ? 'Every hour' : `Every ${minutes / 60} hours`;

const INTERVAL_OPTIONS = FEED_INTERVALS.map((minutes) => ({ value: String(minutes), label: intervalLabel(minutes) }));

export function FeedUrlForm() {
  const form = useForm(feedCreateSchema, EMPTY);
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();

  const onSubmit = form.handleSubmit(feedCreateSchema, async (input: FeedCreate) => {
    const result = await api('/api/offers-import/feeds', { method: 'POST', json: input, handled: [409, 422] });
    if (result.ok) {
      toast.success('Feed saved: its first run will be a preview for you to confirm.');
      form.reset(EMPTY);
      await revalidator.revalidate();
    } else if (Object.keys(result.error.errors).length > 0) {
      form.setServerErrors(result.error.errors);
    } else {
      form.setServerErrors({ url: result.error.message ?? 'This address cannot be used.' });
    }
  });

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="feed-url-heading"
      className="flex flex-col gap-4 rounded-2xl border border-gray-200 p-5"
    >
      <h2 id="feed-url-heading" className="text-xl font-bold text-gray-900">
        Fetch your feed from its address
      </h2>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <TextField
          form={form}
          name="url"
          label="Feed address (URL)"
          type="url"
          autoComplete="off"
          maxLength={2000}
          hint="The http or https address of your Kyero XML, BLM (or zip) or CSV feed. The first file we read waits for your confirmation; later ones are imported on their own."
        />
        <SelectField form={form} name="interval_minutes" label="How often" options={INTERVAL_OPTIONS} />
      </div>
      <CheckboxField
        form={form}
        name="full_feed"
        label="The feed lists all my listings (listings missing from it are withdrawn)"
      />
      <div>
        <SubmitButton busy={form.submitting}>Save feed</SubmitButton>
      </div>
    </form>
  );
}
