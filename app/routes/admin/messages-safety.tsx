import { Form, Link } from 'react-router';
import { BackOfficeNav } from '#app/components/backoffice/back-office-nav.tsx';
import {
  dangerButton,
  errorClass,
  hintClass,
  inputClass,
  labelClass,
  secondaryButton,
} from '#app/components/forms/form-styles.ts';
import { useBusy, useFocusOnShow } from '#app/components/forms/page-form-hooks.ts';
import { SubmitButton } from '#app/components/forms/submit-button.tsx';
import { getAppContext } from '#app/context.ts';
import { type BlocklistOutcome, blocklistForms } from '#app/lib/blocklist-forms.server.ts';
import { failureOf } from '#app/lib/form-failure.ts';
import { operatorOrRedirect } from '#app/lib/guards.server.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { handleIntent } from '#app/lib/page-action.server.ts';
import { formatDate } from '#contract/dates.ts';
import { SITE_PATHS } from '#contract/site-paths.ts';
import { listBlockedTerms } from '#core/messages/blocklist.ts';
import type { Route } from './+types/messages-safety.ts';

/**
 * /admin/messages-safety: the words and link hosts messages may not contain. Removing a
 * term asks first: the button leads to this page with `?remove=<id>`, which shows the
 * confirming form, so it works without JavaScript.
 */
export async function loader(args: Route.LoaderArgs) {
  const user = operatorOrRedirect(args, 'messages.safety');
  const { db } = getAppContext(args.context);
  const terms = await listBlockedTerms(db);
  const removing = terms.find((term) => String(term.id) === new URL(args.request.url).searchParams.get('remove'));
  return { user, terms, removing: removing ?? null };
}

export async function action(args: Route.ActionArgs) {
  operatorOrRedirect(args, 'messages.safety');
  return handleIntent(args.request, blocklistForms(getAppContext(args.context)));
}

export function meta(_: Route.MetaArgs) {
  return [...pageMeta('Messages safety'), { name: 'robots', content: 'noindex' }];
}

type Term = Route.ComponentProps['loaderData']['terms'][number];

/** Keyed by the term just added, so the field is empty again after it. */
function AddTerm({ error }: { error: string | undefined }) {
  const busy = useBusy('add');
  return (
    <Form method="post" className="flex max-w-xl flex-col gap-2">
      <input type="hidden" name="intent" value="add" />
      <label htmlFor="blocked-term" className={labelClass}>
        Word or link host to block
      </label>
      <input
        id="blocked-term"
        name="term"
        required
        minLength={2}
        maxLength={100}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'blocked-term-hint blocked-term-error' : 'blocked-term-hint'}
        className={inputClass}
      />
      <p id="blocked-term-hint" className={hintClass}>
        A word matches whole words in any case; a host (cheap-keys.example) matches links to it and its subdomains.
      </p>
      {error && (
        <p id="blocked-term-error" className={errorClass}>
          {error}
        </p>
      )}
      <div>
        <SubmitButton busy={busy}>Block it</SubmitButton>
      </div>
    </Form>
  );
}

function ConfirmRemoval({ term }: { term: Term }) {
  const busy = useBusy('remove');
  const ref = useFocusOnShow<HTMLHeadingElement>(term.id);
  return (
    <Form
      method="post"
      action={SITE_PATHS.messagesSafety()}
      className="mb-6 flex flex-col gap-3 rounded-xl border border-red-300 bg-red-50 p-4"
    >
      <h2 ref={ref} tabIndex={-1} className="text-lg font-bold text-gray-900">
        Allow “{term.term}” in messages again?
      </h2>
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="id" value={term.id} />
      <input type="hidden" name="term" value={term.term} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={busy} className={dangerButton}>
          Yes, remove “{term.term}”
        </SubmitButton>
        <Link to={SITE_PATHS.messagesSafety()} className={secondaryButton}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}

function Outcome({ outcome }: { outcome: BlocklistOutcome | undefined }) {
  const ref = useFocusOnShow<HTMLParagraphElement>(outcome);
  if (!outcome) return null;
  const text =
    'added' in outcome ? `“${outcome.added}” is blocked in messages.` : `“${outcome.removed}” is allowed again.`;
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role="status"
      className="mb-4 rounded-lg border-l-4 border-green-700 bg-green-50 px-4 py-3 text-green-900"
    >
      {text}
    </p>
  );
}

const outcomeOf = (actionData: unknown): BlocklistOutcome | undefined =>
  typeof actionData === 'object' && actionData !== null && 'outcome' in actionData
    ? (actionData as { outcome: BlocklistOutcome }).outcome
    : undefined;

export default function MessagesSafety({ loaderData: { user, terms, removing }, actionData }: Route.ComponentProps) {
  const failure = failureOf(actionData);
  const outcome = outcomeOf(actionData);
  return (
    <div className="mx-auto w-full max-w-[1200px] px-4 py-8">
      <BackOfficeNav user={user} />
      <h1 className="mb-4 text-3xl font-bold text-gray-900">Messages safety</h1>
      <Outcome outcome={outcome} />
      {failure?.values.intent === 'remove' && (
        <p role="alert" className={errorClass}>
          {failure.message}
        </p>
      )}
      <p className="mb-6 text-gray-800">
        Reported messages are on the{' '}
        <Link to={`${SITE_PATHS.operatorReports()}?kind=message`} className="font-semibold text-accent-700 underline">
          Reports page, messages only
        </Link>
        .
      </p>
      {removing && !outcome && <ConfirmRemoval term={removing} />}
      <section aria-labelledby="blocklist-heading" className="flex flex-col gap-4">
        <h2 id="blocklist-heading" className="text-xl font-bold text-gray-900">
          Blocked words and link hosts
        </h2>
        <p className="text-gray-800">A message containing one of them is refused, and its writer is told which.</p>
        <AddTerm
          key={outcome && 'added' in outcome ? outcome.added : 'new'}
          error={failure?.values.intent === 'add' ? (failure.errors.term ?? failure.message) : undefined}
        />
        {terms.length === 0 ? (
          <p className="text-gray-800">Nothing is blocked.</p>
        ) : (
          <ul className="flex flex-col gap-2" aria-label="Blocked terms">
            {terms.map((term) => (
              <li key={term.id} className="flex flex-wrap items-center gap-3 border-t border-gray-200 py-2">
                <span className="font-semibold text-gray-900">{term.term}</span>
                <span className="text-sm text-gray-700">since {formatDate(term.created_at, 'day')}</span>
                <Link to={`${SITE_PATHS.messagesSafety()}?remove=${term.id}`} className="text-accent-700 underline">
                  Remove<span className="sr-only"> “{term.term}”</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
