// The audit page's entries: who acted with which roles, what they did to which record
// (linked to its back-office page where there is one), what changed, when and from where.
// The changes fold out in a <details>, so they open without JavaScript.
import { Link } from 'react-router';
import { type CardColumn, CardTable } from '#app/components/card-table.tsx';
import { auditChanges, auditTargetPath } from '#app/lib/audit-diff.ts';
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

function Target({ entry }: { entry: AuditEntry }) {
  const label = entry.target_id ? `${entry.target_type} ${entry.target_id}` : entry.target_type;
  const path = auditTargetPath(entry.target_type, entry.target_id);
  if (!path) return <span className="break-all">{label}</span>;
  return (
    <Link to={path} className="font-semibold break-all text-accent-700 underline">
      {label}
    </Link>
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
          <td data-label="When" className="py-2 pr-4 whitespace-nowrap">
            {formatDate(entry.at, 'moment')}
          </td>
          <td data-label="Who" className="py-2 pr-4">
            <span className="break-all">{entry.actor_email}</span>
            <span className="block text-gray-700">{entry.actor_roles.join(', ') || 'no role'}</span>
          </td>
          <td data-label="Action" className="py-2 pr-4">
            {entry.action}
          </td>
          <td data-label="Record" className="py-2 pr-4">
            <Target entry={entry} />
          </td>
          <td data-label="Before and after" className="py-2 pr-4">
            <Changes entry={entry} />
          </td>
          <td data-label="Address" className="py-2 break-all">
            {entry.address ?? 'Not recorded'}
          </td>
        </tr>
      ))}
    </CardTable>
  );
}
