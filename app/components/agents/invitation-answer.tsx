// The steps of the invitation page (/agent-invitation?token=): a new person joins with a
// name and a password; the owner of an account logs in, reads what joining means for
// their ads, and accepts; anyone holding the link may refuse.
import { useLocation } from 'react-router';
import { useAuth } from '#app/components/auth/auth-context.ts';
import { AuthDialogLink } from '#app/components/auth/auth-dialog-link.tsx';
import { TextField } from '#app/components/forms/fields.tsx';
import { primaryButton, secondaryButton } from '#app/components/forms/form-styles.ts';
import { NewPasswordFields } from '#app/components/forms/new-password-fields.tsx';
import { SubmitButton } from '#app/components/forms/submit-button.tsx';
import { useForm } from '#app/components/forms/use-form.ts';
import { useApi } from '#app/hooks/use-api.ts';
import { useT } from '#app/hooks/use-t.ts';
import { invitationJoinSchema, type UserResource } from '#contract/accounts.ts';
import type { InvitationView } from '#contract/agents.ts';

export type Answered = { message: string; next: 'log_in' | 'my_ads' | 'none' };
type StepProps = { token: string; view: InvitationView; onAnswered: (answer: Answered) => void; onStale: () => void };

/** What becomes of the person's ads, in plain words, before they decide. */
export function WhatJoiningMeans({ view, hasAccount }: { view: InvitationView; hasAccount: boolean }) {
  const t = useT().accountPages.invitation;
  const company = view.company_name;
  const ads =
    !hasAccount || view.offers_count === 0
      ? t.managesNew(company)
      : t.managesAll(company, view.offers_count, view.live_offers_count);
  return (
    <div className="flex flex-col gap-2 text-gray-800">
      <h2 className="text-lg font-bold text-gray-900">{t.ifYouAccept}</h2>
      <ul className="list-disc space-y-1 pl-5">
        <li>{hasAccount ? t.becomesAgent(company) : t.ownAccount(company)}</li>
        <li>
          {ads} {t.mayEdit}
        </li>
        <li>{t.ifRemoved(company)}</li>
      </ul>
    </div>
  );
}

export function JoinStep({ token, view, onAnswered, onStale }: StepProps) {
  const form = useForm(invitationJoinSchema, { token, name: view.name, password: '', rePassword: '' });
  const api = useApi();
  const t = useT();
  const onSubmit = form.handleSubmit(invitationJoinSchema, async (input) => {
    const result = await api<{ message: string }>('/api/agent-invitations/join', {
      method: 'POST',
      json: input,
      handled: [404, 409, 422],
    });
    // The server's answer names the company in English words; the page words it in the visitor's language.
    if (result.ok) onAnswered({ message: t.messages.agent.joined(view.company_name), next: 'log_in' });
    else if (result.error.status === 422) form.setServerErrors(result.error.errors);
    else onStale();
  });
  return (
    <div className="flex flex-col gap-6">
      <WhatJoiningMeans view={view} hasAccount={false} />
      <form ref={form.formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <p className="text-gray-800">
          {t.accountPages.invitation.yourAddressIs} <strong>{view.email}</strong>
          {t.accountPages.invitation.chooseName}
        </p>
        <TextField
          form={form}
          name="name"
          label={t.accountPages.yourName}
          autoComplete="name"
          maxLength={120}
          required
        />
        <NewPasswordFields form={form} label={t.accountPages.password} />
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton busy={form.submitting}>{t.accountPages.invitation.accept(view.company_name)}</SubmitButton>
          <RefuseButton token={token} company={view.company_name} onAnswered={onAnswered} onStale={onStale} />
        </div>
      </form>
    </div>
  );
}

export function LogInStep({ token, view, onAnswered, onStale }: StepProps) {
  const { state } = useAuth();
  // Back here after logging in, where the page reads the invitation again as that account.
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const t = useT().accountPages.invitation;
  return (
    <div className="flex flex-col gap-5">
      <p className="text-gray-800">
        {t.theAddress} <strong>{view.email}</strong> {t.hasAccount}{' '}
        {state.isLogged ? t.loggedInAs(state.email ?? '', view.email) : t.logInWithIt}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        {!state.isLogged && (
          <AuthDialogLink kind="login" next={here} className={primaryButton}>
            {t.logInToAnswer}
          </AuthDialogLink>
        )}
        <RefuseButton token={token} company={view.company_name} onAnswered={onAnswered} onStale={onStale} />
      </div>
    </div>
  );
}

export function AcceptStep({ token, view, onAnswered, onStale }: StepProps) {
  const api = useApi();
  const { update } = useAuth();
  const t = useT();
  const accept = async () => {
    const result = await api<UserResource>('/api/agent-invitations/accept', {
      method: 'POST',
      json: { token },
      handled: [403, 404, 409],
    });
    if (result.ok) {
      update(result.data);
      onAnswered({ message: t.messages.agent.joined(view.company_name), next: 'my_ads' });
    } else onStale();
  };
  return (
    <div className="flex flex-col gap-6">
      <WhatJoiningMeans view={view} hasAccount />
      <div className="flex flex-wrap items-center gap-4">
        <button type="button" className={primaryButton} onClick={accept}>
          {t.accountPages.invitation.accept(view.company_name)}
        </button>
        <RefuseButton token={token} company={view.company_name} onAnswered={onAnswered} onStale={onStale} />
      </div>
    </div>
  );
}

export function CannotJoinStep({ token, view, onAnswered, onStale }: StepProps) {
  const t = useT().accountPages.invitation;
  return (
    <div className="flex flex-col gap-5">
      <p className="text-gray-800">{t.cannotJoin(view.email, view.company_name)}</p>
      <div>
        <RefuseButton token={token} company={view.company_name} onAnswered={onAnswered} onStale={onStale} />
      </div>
    </div>
  );
}

function RefuseButton({ token, company, onAnswered, onStale }: Omit<StepProps, 'view'> & { company: string }) {
  const api = useApi();
  const t = useT();
  const refuse = async () => {
    const result = await api<{ message: string }>('/api/agent-invitations/decline', {
      method: 'POST',
      json: { token },
      handled: [404],
    });
    if (result.ok) onAnswered({ message: t.messages.agent.declined(company), next: 'none' });
    else onStale();
  };
  return (
    <button type="button" className={secondaryButton} onClick={refuse}>
      {t.accountPages.invitation.refuse}
    </button>
  );
}
