// One entry of /agents: an agent (who, their ads: list them in My Ads, or remove them
// after confirming, when their ads pass to the company) or an invitation not accepted
// (waiting, expired or refused: send it again, or withdraw it).
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useApi } from '#app/hooks/use-api.ts';
import type { Agent } from '#contract/agents.ts';
import { formatDate } from '#contract/dates.ts';
import { plural, pluralWord } from '#contract/plural.ts';
import { ConfirmDialog } from '../forms/confirm-dialog.tsx';
import { dangerButton } from '../forms/form-styles.ts';
import { PrefetchLink } from '../prefetch-link.tsx';
import { useToast } from '../toast/toast-context.ts';

const smallButton =
  'rounded-full border border-accent-700 px-4 py-1.5 text-sm font-semibold text-accent-700 hover:bg-accent-50';

const STATUS_TEXT: Record<Agent['status'], { text: string; className: string }> = {
  active: { text: 'Active', className: 'text-emerald-800' },
  invited: { text: 'Invitation sent, no answer yet', className: 'text-amber-900' },
  expired: { text: 'Invitation link expired: send it again', className: 'text-amber-900' },
  declined: { text: 'Refused the invitation', className: 'text-red-800' },
};

/**
 * Send an invitation again, or remove the agent (withdraw the invitation); one request at
 * a time, and the list reloads after each. Already answered or already removed is a toast.
 */
function useAgentActions(agent: Agent, onRemoved: () => void) {
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const invitation = agent.kind === 'invitation';

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
      const result = await api(`/api/user/agents/${agent.id}/resend-email`, { method: 'POST', handled: [409] });
      if (result.ok) toast.success(`A new invitation is on its way to ${agent.email}.`);
      else if (result.error.status === 409) toast.error(result.error.message ?? 'This invitation was answered.');
      return true;
    });

  const remove = () =>
    act(async () => {
      const result = await api<{ reassigned_offers: number }>(`/api/user/agents/${agent.id}`, {
        method: 'DELETE',
        handled: [404],
      });
      onRemoved();
      if (result.ok && invitation) {
        toast.success(`The invitation to ${agent.email} was withdrawn.`);
      } else if (result.ok) {
        const moved = result.data.reassigned_offers;
        const belong = pluralWord(moved, 'belongs', 'belong');
        toast.success(`${agent.name} was removed.${moved > 0 ? ` ${plural(moved, 'ad')} now ${belong} to you.` : ''}`);
      } else {
        toast.error(invitation ? 'This invitation was already withdrawn.' : 'This agent was already removed.');
      }
      return true;
    });

  return { busy, resend, remove };
}

/** Picture (or initial), name, e-mail, where they stand and their ads. */
function AgentIdentity({ agent }: { agent: Agent }) {
  const invitation = agent.kind === 'invitation';
  const status = STATUS_TEXT[agent.status];
  return (
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
          <span className={`font-semibold ${status.className}`}>{status.text}</span>
          {' · '}
          {invitation
            ? `invited ${formatDate(agent.created_at, 'day')}`
            : `${plural(agent.live_offers_count, 'live ad')} of ${agent.offers_count} · joined ${formatDate(agent.created_at, 'day')}`}
        </p>
      </div>
    </div>
  );
}

export function AgentRow({ agent }: { agent: Agent }) {
  const [confirming, setConfirming] = useState(false);
  const { busy, resend, remove } = useAgentActions(agent, () => setConfirming(false));
  const invitation = agent.kind === 'invitation';
  const removeLabel = invitation ? 'Withdraw' : 'Remove';

  return (
    <li className="flex flex-col gap-3 border-t border-gray-200 py-4 sm:flex-row sm:items-center sm:justify-between">
      <AgentIdentity agent={agent} />
      <div className="flex flex-wrap gap-2">
        {agent.offers_count > 0 && (
          <PrefetchLink to={`/my-offers?agent=${agent.id}`} className={smallButton}>
            Ads<span className="sr-only"> of {agent.name}</span>
          </PrefetchLink>
        )}
        {(agent.status === 'invited' || agent.status === 'expired') && (
          <button type="button" onClick={resend} aria-disabled={busy || undefined} className={smallButton}>
            Send again<span className="sr-only"> to {agent.name}</span>
          </button>
        )}
        <button
          type="button"
          onClick={() => setConfirming(true)}
          className="rounded-full border border-red-700 px-4 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50"
        >
          {removeLabel}
          <span className="sr-only"> {invitation ? `the invitation to ${agent.name}` : agent.name}</span>
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={invitation ? `Withdraw the invitation to ${agent.name}?` : `Remove ${agent.name}?`}
        confirmLabel={removeLabel}
        confirmClass={dangerButton}
        onConfirm={remove}
        busy={busy}
        cancelLabel="Cancel"
      >
        {invitation
          ? `The link we e-mailed to ${agent.email} will stop working. You can invite them again later.`
          : `${agent.name} will no longer work for your company; they keep their own account, as a private one.`}
        {!invitation && agent.offers_count > 0
          ? ` Their ${plural(agent.offers_count, 'ad')} will pass to your account unchanged; nothing is deleted.`
          : ''}
      </ConfirmDialog>
    </li>
  );
}
