// One group of reports on the back office's Reports page: what was reported (a link to it,
// a message's text), each report's reason and date, and either the operator's decision
// (who, how, when) or one form per decision, each working without JavaScript.
import { Form } from 'react-router';
import {
  dangerButton,
  errorClass,
  inputClass,
  labelClass,
  secondaryButton,
} from '#app/components/forms/form-styles.ts';
import { useBusy } from '#app/components/forms/page-form-hooks.ts';
import { SubmitButton } from '#app/components/forms/submit-button.tsx';
import type { FormFailure } from '#app/lib/form-failure.ts';
import { formatDate } from '#contract/dates.ts';
import { REPORT_REASON_LABELS, type ReportReason } from '#contract/offer-reports.ts';
import {
  REPORT_ACTION_LABELS,
  REPORT_KIND_LABELS,
  REPORT_NOTE_MAX,
  type ReportAction,
  type ReportGroup,
} from '#contract/report-handling.ts';
import { SITE_PATHS } from '#contract/site-paths.ts';

const reasonLabel = (group: ReportGroup, reason: string) =>
  group.kind === 'offer' ? REPORT_REASON_LABELS[reason as ReportReason] : reason.replaceAll('_', ' ');

/** What each decision's form asks for, and says it does. */
const DECISIONS: Record<ReportAction, { button: string; note?: string; danger?: boolean }> = {
  dismiss: { button: 'Dismiss: nothing wrong' },
  remove: { button: 'Remove it', note: 'Reason (the advertiser reads it)', danger: true },
  warn: { button: 'Warn the account holder', note: 'Warning (sent by e-mail and in the bell)' },
  suspend: {
    button: 'Suspend the account',
    note: 'Reason for the suspension (the account holder reads it)',
    danger: true,
  },
};

/** The decisions that apply: a profile cannot be removed; a guest's message has no account to warn or suspend. */
function decisionsFor(group: ReportGroup): ReportAction[] {
  const all: ReportAction[] = ['dismiss', 'remove', 'warn', 'suspend'];
  return all.filter((action) => {
    if (action === 'remove') return group.kind !== 'profile' && !group.target.gone;
    if (action === 'warn' || action === 'suspend') return group.holder !== null;
    return true;
  });
}

const groupKey = (group: ReportGroup) => `${group.kind}-${group.target_id}`;

function Decision({ group, action, failure }: { group: ReportGroup; action: ReportAction; failure?: FormFailure }) {
  const busy = useBusy(action);
  const { button, note, danger } = DECISIONS[action];
  const id = `${groupKey(group)}-${action}`;
  const error = failure ? (failure.errors.note ?? failure.message) : undefined;
  return (
    <Form method="post" className="flex flex-col gap-2 rounded-lg border border-gray-200 p-3">
      <input type="hidden" name="intent" value={action} />
      <input type="hidden" name="kind" value={group.kind} />
      <input type="hidden" name="id" value={group.target_id} />
      {note && (
        <>
          <label htmlFor={`${id}-note`} className={labelClass}>
            {note}
          </label>
          <textarea
            id={`${id}-note`}
            name="note"
            rows={2}
            minLength={3}
            maxLength={REPORT_NOTE_MAX}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={inputClass}
          />
        </>
      )}
      {error && (
        <p id={`${id}-error`} className={errorClass}>
          {error}
        </p>
      )}
      <div>
        <SubmitButton busy={busy} className={danger ? dangerButton : secondaryButton}>
          {button}
        </SubmitButton>
      </div>
    </Form>
  );
}

function Target({ group }: { group: ReportGroup }) {
  const { target } = group;
  if (group.kind === 'message') {
    return (
      <blockquote className="border-l-4 border-gray-300 pl-3 whitespace-pre-line text-gray-900">
        {target.title}
      </blockquote>
    );
  }
  return target.path ? (
    <a href={target.path} className="font-semibold text-accent-700 underline">
      {target.title}
    </a>
  ) : (
    <span className="font-semibold text-gray-900">{target.title}</span>
  );
}

function Handling({ handling }: { handling: NonNullable<ReportGroup['handling']> }) {
  return (
    <p className="rounded-lg bg-gray-100 px-3 py-2 text-gray-900">
      {REPORT_ACTION_LABELS[handling.action]} by {handling.by ?? 'a former operator'} on{' '}
      {formatDate(handling.at, 'moment')}
      {handling.note ? `: “${handling.note}”` : ''}
    </p>
  );
}

/** `linkAccounts`: the viewer may open accounts' files (users.manage), so the holder's name links to it. */
export function ReportGroupCard({
  group,
  failure,
  linkAccounts,
}: {
  group: ReportGroup;
  failure: FormFailure | undefined;
  linkAccounts: boolean;
}) {
  const headingId = `${groupKey(group)}-heading`;
  const mine = failure && failure.values.kind === group.kind && failure.values.id === group.target_id;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-gray-300 p-4">
      <h2 id={headingId} className="text-lg font-bold text-gray-900">
        {REPORT_KIND_LABELS[group.kind]}
        {group.target.gone ? ' (no longer shown)' : ''}: {group.count === 1 ? '1 report' : `${group.count} reports`}
      </h2>
      <Target group={group} />
      {group.holder && (
        <p className="text-gray-800">
          Account:{' '}
          {linkAccounts ? (
            <a href={SITE_PATHS.operatorUser(group.holder.id)} className="text-accent-700 underline">
              {group.holder.name}
            </a>
          ) : (
            group.holder.name
          )}
        </p>
      )}
      <p className="text-sm text-gray-700">
        First reported {formatDate(group.first_at, 'moment')}, last {formatDate(group.last_at, 'moment')}
      </p>
      <ul className="flex flex-col gap-1">
        {group.reports.map((report) => (
          <li key={`${report.at}-${report.reason}-${report.message}`} className="text-gray-900">
            <span className="font-semibold">{reasonLabel(group, report.reason)}</span> (
            {formatDate(report.at, 'moment')}){report.message ? `: ${report.message}` : ''}
          </li>
        ))}
      </ul>
      {group.handling ? (
        <Handling handling={group.handling} />
      ) : (
        <div className="grid gap-3 md:grid-cols-2">
          {decisionsFor(group).map((action) => (
            <Decision
              key={action}
              group={group}
              action={action}
              failure={mine && failure.values.intent === action ? failure : undefined}
            />
          ))}
        </div>
      )}
    </section>
  );
}
