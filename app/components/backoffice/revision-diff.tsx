// A change of a live ad, field by field: what the site shows now beside what the
// advertiser proposes. Only the fields the change touches are listed.
import { type CardColumn, CardTable, Cell } from '#app/components/card-table.tsx';
import type { RevisionChange } from '#contract/offer-moderation.ts';
import { MATERIAL_FIELD_LABELS } from '#contract/offer-revisions.ts';

/** A value as plain words: files by their addresses, places and links by their parts. */
function Shown({ value }: { value: RevisionChange['before'] }) {
  if (value === null || value === undefined || value === '') return <span className="text-gray-700">(none)</span>;
  if (typeof value === 'string' || typeof value === 'number')
    return <span className="whitespace-pre-wrap">{String(value)}</span>;
  if (Array.isArray(value)) {
    if (value.length === 0) return <span className="text-gray-700">(none)</span>;
    return (
      <ul className="list-disc pl-5">
        {value.map((entry) => {
          const text =
            typeof entry === 'object' && entry !== null && 'url' in entry ? String(entry.url) : JSON.stringify(entry);
          return (
            <li key={text} className="break-all">
              {text}
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <ul className="pl-0">
      {Object.entries(value).map(([key, part]) => (
        <li key={key}>
          {key}: {part === null ? '(none)' : String(part)}
        </li>
      ))}
    </ul>
  );
}

/** The field's name as a table heading: the labels are written to sit inside a sentence. */
const heading = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

const COLUMNS: CardColumn[] = [{ name: 'Field' }, { name: 'Now live' }, { name: 'Proposed' }];

export function RevisionDiff({ changes }: { changes: RevisionChange[] }) {
  return (
    <CardTable caption="What the change changes" columns={COLUMNS} small="table">
      {changes.map((change) => (
        <tr key={change.field} className="border-t border-gray-200 align-top">
          <th scope="row" data-label="Field" className="py-2 pr-4 text-left font-semibold">
            {heading(MATERIAL_FIELD_LABELS[change.field])}
          </th>
          <Cell label="Now live" className="bg-red-50">
            <Shown value={change.before} />
          </Cell>
          <Cell label="Proposed" last className="bg-green-50">
            <Shown value={change.after} />
          </Cell>
        </tr>
      ))}
    </CardTable>
  );
}
