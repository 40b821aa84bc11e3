import { Cell } from '#app/components/card-table.tsx';
import { formatMoney } from '#contract/format.ts';
import { IMPORT_ACTION_LABELS, type ImportRow } from '#contract/imports.ts';
import { CardTable } from '../card-table.tsx';
import { PrefetchLink } from '../prefetch-link.tsx';
import { LeaveOutButton, RowLocation } from './row-location.tsx';
import { RowMedia } from './row-media.tsx';

const ROW_COLUMNS = [
  { name: 'Row' },
  { name: 'Reference' },
  { name: 'Listing' },
  { name: 'Location' },
  { name: 'Outcome' },
];

/** What happens to the row, whether it waits for its posting to be paid, every reason it was rejected and the files it will miss, in full. */
function RowOutcome({ row, deciding }: { row: ImportRow; deciding: string | null }) {
  return (
    <Cell label="Outcome" last className="text-gray-900">
      <span className="font-semibold">{IMPORT_ACTION_LABELS[row.action]}</span>
      {row.skipped && <span className="block font-semibold text-gray-800">Left out of this import</span>}
      {row.posting_pence !== null && (
        <span className="block text-amber-900">Draft until its posting is paid ({formatMoney(row.posting_pence)})</span>
      )}
      {row.errors.length > 0 && (
        <ul className="mt-1 list-disc pl-5 text-red-800">
          {row.errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <RowMedia check={row.media_check} />
      {deciding && <LeaveOutButton importId={deciding} row={row} />}
    </Cell>
  );
}

/**
 * The file's rows: number (and the line of the file it starts on), reference, the listing (a link once it is applied), where it
 * will appear and the outcome. `deciding`: the id of an import waiting for confirmation,
 * whose new and updated listings can be left out.
 */
export function ImportRowsTable({ rows, deciding = null }: { rows: ImportRow[]; deciding?: string | null }) {
  return (
    <CardTable caption="Rows of the file and what happens to each" columns={ROW_COLUMNS} small="table">
      {rows.map((row) => (
        <tr key={row.row} className="border-t border-gray-200 align-top">
          <th scope="row" data-label="Row" className="py-2 pr-4 font-medium text-gray-900">
            {row.row}
            {row.line !== null && <span className="block text-sm font-normal text-gray-700">line {row.line}</span>}
          </th>
          <Cell label="Reference" className="text-gray-800">
            {row.reference ?? '—'}
            {row.branch !== null && <span className="block text-sm text-gray-700">branch {row.branch}</span>}
          </Cell>
          <Cell label="Listing" className="text-gray-800">
            {row.offer_slug && row.applied ? (
              <PrefetchLink to={`/offers/${row.offer_slug}`} className="text-accent-700 underline">
                {row.title}
              </PrefetchLink>
            ) : (
              (row.title ?? '—')
            )}
          </Cell>
          <Cell label="Location" className="text-gray-800">
            <RowLocation row={row} />
          </Cell>
          <RowOutcome row={row} deciding={deciding} />
        </tr>
      ))}
    </CardTable>
  );
}
