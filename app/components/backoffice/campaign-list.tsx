// The newsletter page's list of campaigns: each one's state in words (with the UK time a
// scheduled one starts) and its delivery counts, the subject linking to its own form.
import { Link } from 'react-router';
import { type CardColumn, CardTable, Cell } from '#app/components/card-table.tsx';
import { formatDate } from '#contract/dates.ts';
import type { CampaignView } from '#contract/newsletter.ts';
import { SITE_PATHS } from '#contract/site-paths.ts';

const COLUMNS: CardColumn[] = [
  { name: 'Subject' },
  { name: 'State' },
  { name: 'Recipients', right: true },
  { name: 'Sent', right: true },
  { name: 'Failed', right: true },
  { name: 'Created' },
];

/** A campaign's state as the editor reads it; times are UK times. */
export function campaignState(campaign: CampaignView): string {
  switch (campaign.status) {
    case 'draft':
      return 'Draft';
    case 'scheduled':
      return `Scheduled for ${campaign.scheduled_for ? formatDate(campaign.scheduled_for, 'moment') : '…'}`;
    case 'sending':
      return 'Sending';
    case 'sent':
      return campaign.sent_at ? `Sent ${formatDate(campaign.sent_at, 'moment')}` : 'Sent';
    case 'cancelled':
      return 'Cancelled';
  }
}

export const campaignPath = (id: number) => `${SITE_PATHS.operatorNewsletter()}?campaign=${id}`;

export function CampaignList({ campaigns }: { campaigns: readonly CampaignView[] }) {
  if (campaigns.length === 0) return <p className="text-gray-800">No campaigns yet.</p>;
  return (
    <CardTable caption="Newsletter campaigns" columns={COLUMNS} small="table">
      {campaigns.map((campaign) => (
        <tr key={campaign.id} className="border-t border-gray-200">
          <Cell label="Subject">
            <Link to={campaignPath(campaign.id)} className="font-semibold text-accent-700 underline">
              {campaign.subject}
            </Link>
          </Cell>
          <Cell label="State">{campaignState(campaign)}</Cell>
          <Cell label="Recipients" className="sm2:text-right">
            {campaign.queued}
          </Cell>
          <Cell label="Sent" className="sm2:text-right">
            {campaign.delivered}
          </Cell>
          <Cell label="Failed" className="sm2:text-right">
            {campaign.failed}
          </Cell>
          <Cell label="Created" last>
            {formatDate(campaign.created_at, 'moment')}
          </Cell>
        </tr>
      ))}
    </CardTable>
  );
}
