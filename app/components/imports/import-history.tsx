// The company's earlier imports on /import-offers, newest first, each linking to its report.
import { formatDate } from '#contract/dates.ts';
import type { ImportSummary } from '#contract/imports.ts';
import { PrefetchLink } from '../prefetch-link.tsx';

const STATUS_LABELS: Record<ImportSummary['status'], string> = {
  parsing: 'Reading',
  ready: 'Waiting for confirmation',
  importing: 'Importing',
  done: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export function ImportHistory({ imports }: { imports: ImportSummary[] }) {
  return (
    <section aria-labelledby="history-heading">
      <h2 id="history-heading" className="text-xl font-bold text-gray-900">
        Your imports
      </h2>
      {imports.length === 0 ? (
        <p className="mt-2 text-gray-800">No imports yet.</p>
      ) : (
        <ul className="mt-2">
          {imports.map((item) => (
            <li key={item.id} className="flex flex-wrap justify-between gap-2 border-t border-gray-200 py-3">
              <div>
                <PrefetchLink
                  to={`/import-offers?import=${item.id}`}
                  className="font-semibold text-accent-700 underline underline-offset-4"
                >
                  {item.file_name}
                </PrefetchLink>
                <p className="text-sm text-gray-700">
                  {formatDate(item.created_at, 'moment')} · {item.format.toUpperCase()} · {STATUS_LABELS[item.status]}
                </p>
              </div>
              <p className="text-sm text-gray-800">
                {item.counts.create} new · {item.counts.update} updated · {item.counts.withdraw} withdrawn ·{' '}
                {item.counts.reject} rejected
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
