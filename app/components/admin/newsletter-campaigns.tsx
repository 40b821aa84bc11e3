// The operator sends a newsletter (to confirmed subscribers only, in batches by the job
// queue) and sees how far each one has gone.
import { useRevalidator } from 'react-router';
import { useApi } from '#app/hooks/use-api.ts';
import { formatDate } from '#contract/dates.ts';
import { newsletterCampaignSchema } from '#contract/newsletter.ts';
import { TextField } from '../forms/fields.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';
import { useForm } from '../forms/use-form.ts';
import { useToast } from '../toast/toast-context.ts';

export type CampaignRow = {
  id: number;
  subject: string;
  status: 'sending' | 'sent';
  queued: number;
  created_at: string;
};

export function NewsletterCampaigns({ campaigns }: { campaigns: readonly CampaignRow[] }) {
  const form = useForm(newsletterCampaignSchema, { subject: '', content: '' });
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const send = form.handleSubmit(newsletterCampaignSchema, async (input) => {
    const result = await api('/api/admin/newsletter', { method: 'POST', json: input, freshCsrf: true, handled: [422] });
    if (result.ok) {
      toast.success('The newsletter is on its way to every confirmed subscriber.');
      form.reset();
      await revalidator.revalidate();
    } else if (Object.keys(result.error.errors).length > 0) form.setServerErrors(result.error.errors);
    else toast.error(result.error.message ?? 'The newsletter could not be sent. Please try again.');
  });
  return (
    <section aria-labelledby="newsletter-heading" className="flex flex-col gap-4">
      <h2 id="newsletter-heading" className="text-2xl font-bold text-gray-900">
        Newsletter
      </h2>
      <form ref={form.formRef} noValidate onSubmit={send} className="flex flex-col gap-4">
        <TextField form={form} name="subject" label="Subject" maxLength={200} required />
        <TextField
          form={form}
          name="content"
          label="Content"
          rows={8}
          required
          hint="HTML: paragraphs, headings, lists, bold, italics and links. Anything else is removed. Each e-mail gets its own unsubscribe link."
        />
        <SubmitButton busy={form.submitting}>Send to subscribers</SubmitButton>
      </form>
      {campaigns.length > 0 && (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Newsletters sent</caption>
          <thead>
            <tr className="border-b border-gray-200">
              <th scope="col" className="py-2">
                Subject
              </th>
              <th scope="col">Created</th>
              <th scope="col">Status</th>
              <th scope="col">E-mails queued</th>
            </tr>
          </thead>
          <tbody>
            {campaigns.map((campaign) => (
              <tr key={campaign.id} className="border-b border-gray-100">
                <td className="py-2">{campaign.subject}</td>
                <td>{formatDate(campaign.created_at, 'moment')}</td>
                <td>{campaign.status === 'sent' ? 'Sent' : 'Sending'}</td>
                <td>{campaign.queued}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
