// How advertisers are named across the site: directories, profiles and ads.
import type { AccountType } from '#contract/accounts.ts';

export const ACCOUNT_TYPE_NAMES: Record<AccountType, string> = {
  private: 'Private advertiser',
  agency: 'Estate agency',
  developer: 'Developer',
  hotel: 'Hotel/B&B',
};

/** "Agent at Harbour Homes" for an agent, the kind of account otherwise. */
export function advertiserKind(advertiser: { account_type: AccountType; company?: { name: string } | null }): string {
  return advertiser.company ? `Agent at ${advertiser.company.name}` : ACCOUNT_TYPE_NAMES[advertiser.account_type];
}

/** Who an agent's ad is by: "Priya Shah, Harbour & Vale Estates". */
export function agentLine(agent: { name: string; company: string }): string {
  return `${agent.name}, ${agent.company}`;
}
