// My Ads: what the advertiser's public profile brought lately (each ad has its own statistics).
import { formatCount } from '#contract/format.ts';

export function ProfileStatsLine({ stats }: { stats: { days: number; phone_reveals: number; messages: number } }) {
  return (
    <p className="text-sm text-gray-800">
      Your public profile in the last {stats.days} days:{' '}
      {formatCount(stats.phone_reveals, 'phone number request', 'phone number requests')} and{' '}
      {formatCount(stats.messages, 'new conversation', 'new conversations')}.
    </p>
  );
}
