// One agent of /agents: who, whether the invitation is still open, their ads; re-send
// the invitation, list their ads in My Ads, or remove them (after confirming: their ads
// pass to the company).
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useApi } from '#app/hooks/use-api.ts';
import type { Agent } from '#contract/agents.ts';
import { dangerButton, secondaryButton } from '../forms/form-styles.ts';
import { ModalDialog } from '../forms/modal-dialog.tsx';
import { PrefetchLink } from '../prefetch-link.tsx';
import { useToast } from '../toast/toast-context.ts';

const smallButton =
  'rounded-full border border-accent-700 px-4 py-1.5 text-sm font-semibold text-accent-700 hover:bg-accent-50';
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export function AgentRow({ agent }: { agent: Agent }) {
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const act = async (work: () => Promise<boolean>) => {
    if (busy) return;
    setBusy(true);
    try {
      if (await work()) await revalidator.revalidate();
    } finally {
      setBusy(false);
    }
  };

  const resend = () =>
    act(async () => {
      const result = await api(`/api/user/agents/resend-email/${agent.id}`, { handled: [409] });
      if (result.ok) toast.success(`A new invitation is on its way to ${agent.email}.`);
      else if (result.error.status === 409) toast.error(result.error.message ?? 'This agent is already active.');
      return result.ok;
    });

  const remove = () =>
    act(async () => {
      const result = await api<{ reassigned_offers: number }>(`/api/user/agents/${agent.id}`, {
        method: 'DELETE',
        handled: [404],
      });
      setConfirming(false);
      if (result.ok) {
        const moved = result.data.reassigned_offers;
        const belong = moved === 1 ? 'belongs' : 'belong';
        toast.success(`${agent.name} was removed.${moved > 0 ? ` ${plural(moved, 'ad')} now ${belong} to you.` : ''}`);
      } else {
        toast.error('This agent was already removed.');
      }
      return true;
    });

  return (
    <li className="flex flex-col gap-3 border-t border-gray-200 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-center gap-3">
        {agent.avatar ? (
          <img src={agent.avatar} alt="" width={48} height={48} className="size-12 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-12 place-items-center rounded-full bg-accent-100 font-bold text-accent-800"
          >
            {agent.name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div>
          <h2 className="font-bold text-gray-900">{agent.name}</h2>
          <p className="text-sm text-gray-700">{agent.email}</p>
          <p className="text-sm text-gray-700">
            {agent.status === 'invited' ? (
              <span className="font-semibold text-amber-900">Invitation sent, no password yet</span>
            ) : (
              <span className="font-semibold text-emerald-800">Active</span>
            )}
            {' · '}
            {plural(agent.live_offers_count, 'live ad')} of {agent.offers_count} · added{' '}
            {DAY.format(new Date(agent.created_at))}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {agent.offers_count > 0 && (
          <PrefetchLink to={`/my-offers?agent=${agent.id}`} className={smallButton}>
            Ads<span className="sr-only"> of {agent.name}</span>
          </PrefetchLink>
        )}
        {agent.status === 'invited' && (
          <button type="button" onClick={resend} aria-disabled={busy || undefined} className={smallButton}>
            Send again<span className="sr-only"> to {agent.name}</span>
          </button>
        )}
        <button
          type="button"
          onClick={() => setConfirming(true)}
          className="rounded-full border border-red-700 px-4 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50"
        >
          Remove<span className="sr-only"> {agent.name}</span>
        </button>
      </div>
      <ModalDialog open={confirming} onClose={() => setConfirming(false)} title={`Remove ${agent.name}?`}>
        <div className="flex flex-col gap-5">
          <p className="text-gray-800">
            {agent.name} will no longer be able to log in.
            {agent.offers_count > 0
              ? ` Their ${plural(agent.offers_count, 'ad')} will pass to your account unchanged; nothing is deleted.`
              : ''}
          </p>
          <div className="flex flex-wrap gap-3">
            <button type="button" onClick={remove} aria-disabled={busy || undefined} className={dangerButton}>
              Remove
            </button>
            <button type="button" onClick={() => setConfirming(false)} className={secondaryButton}>
              Cancel
            </button>
          </div>
        </div>
      </ModalDialog>
    </li>
  );
}
