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
import { invitationJoinSchema, type UserResource } from '#contract/accounts.ts';
import type { InvitationView } from '#contract/agents.ts';
import { plural } from '#contract/plural.ts';

export type Answered = { message: string; next: 'log_in' | 'my_ads' | 'none' };
type StepProps = { token: string; view: InvitationView; onAnswered: (answer: Answered) => void; onStale: () => void };

/** What becomes of the person's ads, in plain words, before they decide. */
export function WhatJoiningMeans({ view, hasAccount }: { view: InvitationView; hasAccount: boolean }) {
  const company = view.company_name;
  const ads =
    !hasAccount || view.offers_count === 0
      ? `${company} manages the ads you post on Dazu from now on.`
      : `${company} manages your ads on Dazu: the ${plural(view.offers_count, 'ad')} you have now (${view.live_offers_count} on the site) and those you post from now on.`;
  return (
    <div className="flex flex-col gap-2 text-gray-800">
      <h2 className="text-lg font-bold text-gray-900">If you accept</h2>
      <ul className="list-disc space-y-1 pl-5">
        <li>
          {hasAccount
            ? `Your account becomes an agent account of ${company}. You keep your login, favourites and messages.`
            : `You get your own Dazu account with this address, as an agent of ${company}.`}
        </li>
        <li>{ads} It can edit, pause and delete them, and pay for them.</li>
        <li>
          If {company} removes you from its agents later, those ads stay with {company}; your account stays yours, as a
          private one.
        </li>
      </ul>
    </div>
  );
}

export function JoinStep({ token, view, onAnswered, onStale }: StepProps) {
  const form = useForm(invitationJoinSchema, { token, name: view.name, password: '', rePassword: '' });
  const api = useApi();
  const onSubmit = form.handleSubmit(invitationJoinSchema, async (input) => {
    const result = await api<{ message: string }>('/api/agent-invitations/join', {
      method: 'POST',
      json: input,
      handled: [404, 409, 422],
    });
    if (result.ok) onAnswered({ message: result.data.message, next: 'log_in' });
    else if (result.error.status === 422) form.setServerErrors(result.error.errors);
    else onStale();
  });
  return (
    <div className="flex flex-col gap-6">
      <WhatJoiningMeans view={view} hasAccount={false} />
      <form ref={form.formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <p className="text-gray-800">
          Your e-mail address is <strong>{view.email}</strong>. Choose your name as advertisers and buyers will see it,
          and a password.
        </p>
        <TextField form={form} name="name" label="Your name" autoComplete="name" maxLength={120} required />
        <NewPasswordFields form={form} label="Password" />
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton busy={form.submitting}>Accept and join {view.company_name}</SubmitButton>
          <RefuseButton token={token} onAnswered={onAnswered} onStale={onStale} />
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
  return (
    <div className="flex flex-col gap-5">
      <p className="text-gray-800">
        The address <strong>{view.email}</strong> already has a Dazu account.{' '}
        {state.isLogged
          ? `You are logged in as ${state.email}: log out, then open this link again and log in as ${view.email} to answer.`
          : `Log in with it to see what joining means for your account and ads, and to accept.`}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        {!state.isLogged && (
          <AuthDialogLink kind="login" next={here} className={primaryButton}>
            Log in to answer
          </AuthDialogLink>
        )}
        <RefuseButton token={token} onAnswered={onAnswered} onStale={onStale} />
      </div>
    </div>
  );
}

export function AcceptStep({ token, view, onAnswered, onStale }: StepProps) {
  const api = useApi();
  const { update } = useAuth();
  const accept = async () => {
    const result = await api<UserResource>('/api/agent-invitations/accept', {
      method: 'POST',
      json: { token },
      handled: [403, 404, 409],
    });
    if (result.ok) {
      update(result.data);
      onAnswered({ message: `You have joined ${view.company_name} as an agent.`, next: 'my_ads' });
    } else onStale();
  };
  return (
    <div className="flex flex-col gap-6">
      <WhatJoiningMeans view={view} hasAccount />
      <div className="flex flex-wrap items-center gap-4">
        <button type="button" className={primaryButton} onClick={accept}>
          Accept and join {view.company_name}
        </button>
        <RefuseButton token={token} onAnswered={onAnswered} onStale={onStale} />
      </div>
    </div>
  );
}

export function CannotJoinStep({ token, view, onAnswered, onStale }: StepProps) {
  return (
    <div className="flex flex-col gap-5">
      <p className="text-gray-800">
        Your account ({view.email}) cannot become an agent: company and operator accounts cannot, nor an agent of
        another company. You can refuse the invitation, so {view.company_name} knows.
      </p>
      <div>
        <RefuseButton token={token} onAnswered={onAnswered} onStale={onStale} />
      </div>
    </div>
  );
}

function RefuseButton({ token, onAnswered, onStale }: Omit<StepProps, 'view'>) {
  const api = useApi();
  const refuse = async () => {
    const result = await api<{ message: string }>('/api/agent-invitations/decline', {
      method: 'POST',
      json: { token },
      handled: [404],
    });
    if (result.ok) onAnswered({ message: result.data.message, next: 'none' });
    else onStale();
  };
  return (
    <button type="button" className={secondaryButton} onClick={refuse}>
      Refuse
    </button>
  );
}
