import { data, Form, Link } from 'react-router';
import { AccountDataSection } from '#app/components/backoffice/account-data-section.tsx';
import { BackOfficeNav } from '#app/components/backoffice/back-office-nav.tsx';
import { ConfirmIdentity, wantsConfirmation } from '#app/components/backoffice/confirm-identity.tsx';
import { ReasonField } from '#app/components/backoffice/reason-field.tsx';
import { type CardColumn, CardTable, Cell } from '#app/components/card-table.tsx';
import { dangerButton, errorClass, labelClass, secondaryButton } from '#app/components/forms/form-styles.ts';
import { useBusy, useFocusOnShow } from '#app/components/forms/page-form-hooks.ts';
import { SubmitButton } from '#app/components/forms/submit-button.tsx';
import { getAppContext } from '#app/context.ts';
import { recordIdOr404 } from '#app/lib/back-office-query.ts';
import { type FormFailure, failureOf } from '#app/lib/form-failure.ts';
import { operatorOrRedirect } from '#app/lib/guards.server.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { operatorUserForms } from '#app/lib/operator-user-forms.server.ts';
import { OPERATOR_USER_OUTCOMES, type OperatorUserOutcome } from '#app/lib/operator-user-forms.ts';
import { handleIntent } from '#app/lib/page-action.server.ts';
import { formatDate } from '#contract/dates.ts';
import { formatMoney } from '#contract/format.ts';
import type { UserDossier } from '#contract/operator-users.ts';
import { can, OPERATOR_ROLES } from '#contract/permissions.ts';
import { SITE_PATHS } from '#contract/site-paths.ts';
import { userDossier } from '#core/backoffice/user-dossier.ts';
import { refusalOf } from '#core/errors.ts';
import type { Route } from './+types/user.ts';

/**
 * /admin/users/:id: one account's file for support and the owner, with its suspension
 * and (for the owner) its operator roles. Every form works without JavaScript.
 */
export async function loader(args: Route.LoaderArgs) {
  const viewer = operatorOrRedirect(args, 'users.manage');
  const { db } = getAppContext(args.context);
  const account = await userDossier(db, recordIdOr404(args.params.id)).catch((error: unknown) => {
    // An account that is not there (deleted meanwhile): the not-found page.
    if (refusalOf(error)?.status === 404) throw data(null, { status: 404 });
    throw error;
  });
  return { viewer, account };
}

export async function action(args: Route.ActionArgs) {
  operatorOrRedirect(args, 'users.manage');
  return handleIntent(args.request, operatorUserForms(getAppContext(args.context), recordIdOr404(args.params.id)));
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData ? `Account: ${loaderData.account.name}` : 'Account';
  return [...pageMeta(title), { name: 'robots', content: 'noindex' }];
}

const outcomeOf = (actionData: unknown): OperatorUserOutcome | undefined =>
  typeof actionData === 'object' && actionData !== null && 'outcome' in actionData
    ? (actionData as { outcome: OperatorUserOutcome }).outcome
    : undefined;

function Facts({ account }: { account: UserDossier }) {
  const facts: Array<[string, string]> = [
    ['E-mail', account.email],
    ['Phone', account.phone ?? '—'],
    ['Company', account.company_name ?? '—'],
    ['Kind', account.account_type],
    ['Roles', account.roles.join(', ')],
    ['Joined', formatDate(account.created_at, 'day')],
    ['E-mail address', account.email_verified ? 'Confirmed' : 'Not confirmed yet'],
    ['Two-factor sign-in', account.two_factor ? 'On' : 'Off'],
    [
      'Ads',
      `${account.offers.total} in all: ${account.offers.active} live, ${account.offers.pending} waiting, ${account.offers.draft} drafts or off, ${account.offers.expired} expired, ${account.offers.rejected} rejected`,
    ],
    ['Orders', `${account.orders.count} (${account.orders.paid} paid, ${formatMoney(account.orders.paid_total)})`],
    ['Invoices', String(account.invoices)],
    ['Imports', String(account.imports)],
    ['Messages', `${account.messages.sent} sent in ${account.messages.conversations} conversations`],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-gray-900">{term}</dt>
          <dd className="text-gray-800 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const SESSION_COLUMNS: CardColumn[] = [{ name: 'Signed in' }, { name: 'Last seen' }, { name: 'Browser' }];

function Sessions({ sessions }: { sessions: UserDossier['sessions'] }) {
  if (sessions.length === 0) return <p className="text-gray-800">Not signed in anywhere.</p>;
  return (
    <CardTable caption="Where the account is signed in" columns={SESSION_COLUMNS} small="table">
      {sessions.map((session) => (
        <tr key={`${session.created_at}-${session.last_seen_at}`} className="border-t border-gray-200">
          <Cell label="Signed in">{formatDate(session.created_at, 'moment')}</Cell>
          <Cell label="Last seen">{formatDate(session.last_seen_at, 'moment')}</Cell>
          <Cell label="Browser" last className="break-all">
            {session.user_agent ?? 'Unknown'}
          </Cell>
        </tr>
      ))}
    </CardTable>
  );
}

function Suspension({ account, failure }: { account: UserDossier; failure: FormFailure | undefined }) {
  const suspending = useBusy('suspend');
  const reinstating = useBusy('reinstate');
  if (account.suspended_at) {
    return (
      <Form method="post" className="flex flex-col gap-3">
        <p className="text-gray-900">
          Suspended since {formatDate(account.suspended_at, 'moment')}: {account.suspension_reason}
        </p>
        <input type="hidden" name="intent" value="reinstate" />
        <div>
          <SubmitButton busy={reinstating}>Reinstate the account</SubmitButton>
        </div>
      </Form>
    );
  }
  const error = failure?.values.intent === 'suspend' ? (failure.errors.reason ?? failure.message) : undefined;
  return (
    <Form method="post" className="flex max-w-xl flex-col gap-3">
      <input type="hidden" name="intent" value="suspend" />
      <ReasonField id="suspend-reason" label="Reason (the account holder reads it)" error={error} />
      <p className="text-sm text-gray-700">
        It ends every session of the account, hides its ads and its agents’ ads, and tells it why by e-mail.
      </p>
      <div>
        <SubmitButton busy={suspending} className={dangerButton}>
          Suspend the account
        </SubmitButton>
      </div>
    </Form>
  );
}

function Roles({ account, failure }: { account: UserDossier; failure: FormFailure | undefined }) {
  const saving = useBusy('roles');
  const error =
    failure?.values.intent === 'roles' && failure.code !== 'confirmation_required' ? failure.message : undefined;
  return (
    <div className="flex flex-col gap-4">
      <Form method="post" className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="roles" />
        <fieldset>
          <legend className={labelClass}>Operator roles</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {OPERATOR_ROLES.map((role) => (
              <label key={role} className="flex items-center gap-2 text-gray-900">
                <input type="checkbox" name="roles" value={role} defaultChecked={account.roles.includes(role)} />
                {role}
              </label>
            ))}
          </div>
        </fieldset>
        {error && <p className={errorClass}>{error}</p>}
        <div>
          <SubmitButton busy={saving}>Save roles</SubmitButton>
        </div>
      </Form>
    </div>
  );
}

const HELP_INTENTS = ['confirm-address', 'resend-activation', 'reset-second-factor'] as const;

/** One help button: a form of its own posting its intent. */
function HelpButton({ intent, children }: { intent: (typeof HELP_INTENTS)[number]; children: string }) {
  const busy = useBusy(intent);
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <SubmitButton busy={busy} className={secondaryButton}>
        {children}
      </SubmitButton>
    </Form>
  );
}

function AccountHelp({ account, failure }: { account: UserDossier; failure: FormFailure | undefined }) {
  const refused = HELP_INTENTS.some((intent) => failure?.values.intent === intent) ? failure : undefined;
  const offered = !account.email_verified || account.two_factor;
  return (
    <div className="flex flex-col gap-3">
      {!offered && (
        <p className="text-gray-800">Nothing to help with: the address is confirmed and two-factor sign-in is off.</p>
      )}
      <div className="flex flex-wrap gap-3">
        {!account.email_verified && <HelpButton intent="confirm-address">Confirm the address by hand</HelpButton>}
        {!account.email_verified && <HelpButton intent="resend-activation">Send the activation link again</HelpButton>}
        {account.two_factor && <HelpButton intent="reset-second-factor">Turn off two-factor sign-in</HelpButton>}
      </div>
      {refused && refused.code !== 'confirmation_required' && <p className={errorClass}>{refused.message}</p>}
    </div>
  );
}

function Outcome({ outcome }: { outcome: OperatorUserOutcome | undefined }) {
  const ref = useFocusOnShow<HTMLParagraphElement>(outcome);
  if (!outcome) return null;
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role="status"
      className="mb-4 rounded-lg border-l-4 border-green-700 bg-green-50 px-4 py-3 text-green-900"
    >
      {OPERATOR_USER_OUTCOMES[outcome]}
    </p>
  );
}

export default function OperatorUser({ loaderData: { viewer, account }, actionData }: Route.ComponentProps) {
  const failure = failureOf(actionData);
  return (
    <div className="mx-auto w-full max-w-[1200px] px-4 py-8">
      <BackOfficeNav user={viewer} />
      <Link to={SITE_PATHS.operatorUsers()} className="font-semibold text-accent-700 underline">
        All accounts
      </Link>
      <h1 className="mt-3 mb-4 text-3xl font-bold text-gray-900">{account.name}</h1>
      <Outcome outcome={outcomeOf(actionData)} />
      {wantsConfirmation(failure) && <ConfirmIdentity failure={failure} />}
      <div className="flex flex-col gap-8">
        <section aria-labelledby="account-facts">
          <h2 id="account-facts" className="mb-3 text-xl font-bold text-gray-900">
            The account
          </h2>
          <Facts account={account} />
        </section>
        <section aria-labelledby="account-sessions">
          <h2 id="account-sessions" className="mb-3 text-xl font-bold text-gray-900">
            Sign-ins
          </h2>
          <Sessions sessions={account.sessions} />
        </section>
        <section aria-labelledby="account-help">
          <h2 id="account-help" className="mb-3 text-xl font-bold text-gray-900">
            Help the account holder
          </h2>
          <AccountHelp account={account} failure={failure} />
        </section>
        <section aria-labelledby="account-suspension">
          <h2 id="account-suspension" className="mb-3 text-xl font-bold text-gray-900">
            {account.suspended_at ? 'Suspended' : 'Suspend'}
          </h2>
          <Suspension account={account} failure={failure} />
        </section>
        <section aria-labelledby="account-data">
          <h2 id="account-data" className="mb-3 text-xl font-bold text-gray-900">
            Data and deletion
          </h2>
          <AccountDataSection account={account} failure={failure} />
        </section>
        {can(viewer, 'users.roles') && (
          <section aria-labelledby="account-roles">
            <h2 id="account-roles" className="mb-3 text-xl font-bold text-gray-900">
              Roles
            </h2>
            <Roles account={account} failure={failure} />
          </section>
        )}
      </div>
    </div>
  );
}
