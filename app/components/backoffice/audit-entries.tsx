// The audit page's entries: who acted with which roles, what they did to which record
// (linked to its back-office page where there is one), what changed, when and from where.
// The changes fold out in a <details>, so they open without JavaScript.
import { Link } from 'react-router';
import { type CardColumn, CardTable, Cell } from '#app/components/card-table.tsx';
import { auditChanges, auditHistoryPath, auditTargetPath } from '#app/lib/audit-diff.ts';
import type { AuditEntry } from '#contract/audit.ts';
import { formatDate } from '#contract/dates.ts';

const COLUMNS: CardColumn[] = [
  { name: 'When' },
  { name: 'Who' },
  { name: 'Action' },
  { name: 'Record' },
  { name: 'Before and after' },
  { name: 'Address' },
];

/** The record, linked to its page where it has one, and to every entry about it. */
function Target({ entry }: { entry: AuditEntry }) {
  const label = entry.target_id ? `${entry.target_type} ${entry.target_id}` : entry.target_type;
  const path = auditTargetPath(entry.target_type, entry.target_id);
  return (
    <>
      {path ? (
        <Link to={path} className="font-semibold break-all text-accent-700 underline">
          {label}
        </Link>
      ) : (
        <span className="break-all">{label}</span>
      )}
      {entry.target_id && (
        <Link
          to={auditHistoryPath(entry.target_type, entry.target_id)}
          aria-label={`History of ${label}`}
          className="mt-3 block w-fit text-accent-700 underline"
        >
          History
        </Link>
      )}
    </>
  );
}

function Changes({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.before, entry.after);
  if (changes.length === 0) return <span>No change recorded</span>;
  return (
    <details>
      <summary className="cursor-pointer font-semibold text-accent-700 underline">
        {changes.length === 1 ? '1 field' : `${changes.length} fields`}
      </summary>
      <dl className="mt-2 flex flex-col gap-1">
        {changes.map((change) => (
          <div key={change.field}>
            <dt className="font-semibold text-gray-900">{change.field}</dt>
            <dd className="break-all text-gray-800">
              <span className="line-through decoration-red-700">{change.before ?? '(none)'}</span>
              <span aria-hidden="true"> → </span>
              <span className="sr-only"> became </span>
              <span>{change.after ?? '(none)'}</span>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

export function AuditEntries({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <CardTable caption="Audit log entries" columns={COLUMNS} small="table">
      {entries.map((entry) => (
        <tr key={entry.id} className="border-t border-gray-200 align-top">
          <Cell label="When" className="whitespace-nowrap">
            {formatDate(entry.at, 'moment')}
          </Cell>
          <Cell label="Who">
            <span className="break-all">{entry.actor_email}</span>
            <span className="block text-gray-700">{entry.actor_roles.join(', ') || 'no role'}</span>
          </Cell>
          <Cell label="Action">{entry.action}</Cell>
          <Cell label="Record">
            <Target entry={entry} />
          </Cell>
          <Cell label="Before and after">
            <Changes entry={entry} />
          </Cell>
          <Cell label="Address" last className="break-all">
            {entry.address ?? 'Not recorded'}
          </Cell>
        </tr>
      ))}
    </CardTable>
  );
}
