// One import on /import-offers: what the file will do (or did), its rows by action with
// every reason a row was rejected, the listings that will wait (or wait) for their posting
// to be paid, and confirming, cancelling or following its progress.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import type { MapConfig } from '#app/context.ts';
import { useApi } from '#app/hooks/use-api.ts';
import { IMPORT_ACTION_LABELS, type ImportAction, type ImportRow, type ImportSummary } from '#contract/imports.ts';
import type { Page } from '#contract/pagination.ts';
import { dangerButton, primaryButton } from '../forms/form-styles.ts';
import { PrefetchLink } from '../prefetch-link.tsx';
import { PaginationNav } from '../search/pagination-nav.tsx';
import { useToast } from '../toast/toast-context.ts';
import { ImportFileWarnings } from './import-file-warnings.tsx';
import { ImportPreviewMap } from './import-map.tsx';
import { ImportRowsTable } from './import-rows-table.tsx';
import { MediaCheckNotice } from './row-media.tsx';

const ACTIONS = Object.keys(IMPORT_ACTION_LABELS) as ImportAction[];
const tabClass = (current: boolean) =>
  `inline-flex items-center gap-1 rounded-full px-4 py-2 text-sm font-semibold ${current ? 'bg-accent-700 text-white' : 'bg-white text-gray-800 ring-1 ring-gray-300 hover:bg-accent-50'}`;

function ImportProgress({ summary }: { summary: ImportSummary }) {
  const revalidator = useRevalidator();
  // The work runs in the background: look again every second until it is done.
  useEffect(() => {
    if (summary.status !== 'importing') return;
    const timer = window.setTimeout(() => void revalidator.revalidate(), 1000);
    return () => window.clearTimeout(timer);
  }, [summary, revalidator]);
  const percent = summary.total_rows === 0 ? 100 : Math.round((summary.applied_rows / summary.total_rows) * 100);
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor="import-progress" className="font-semibold text-gray-900">
        {summary.status === 'done' ? 'Imported' : 'Importing…'} {summary.applied_rows} of {summary.total_rows} rows
      </label>
      <progress id="import-progress" max={100} value={percent} className="h-3 w-full accent-accent-700">
        {percent}%
      </progress>
    </div>
  );
}

/**
 * Confirming starts the import (the page then follows its progress); cancelling drops
 * it and goes back to the upload form. One request at a time; a refusal is a toast.
 */
function useImportDecision(summary: ImportSummary) {
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    const result = await api('/api/offers-import/migrate', {
      method: 'POST',
      json: { id: summary.id },
      handled: [409],
    });
    setBusy(false);
    if (result.ok) {
      toast.success('The import has started.');
      await revalidator.revalidate();
    } else toast.error(result.error.message ?? 'The import could not start.');
  };
  const cancel = async () => {
    if (busy) return;
    setBusy(true);
    const result = await api(`/api/offers-import/${summary.id}`, { method: 'DELETE', handled: [409] });
    setBusy(false);
    if (result.ok) {
      toast.success('The import was cancelled. Nothing changed.');
      navigate('/import-offers');
    } else toast.error(result.error.message ?? 'The import could not be cancelled.');
  };
  return { busy, confirm, cancel };
}

/** Tabs of the rows by outcome: all, or one action, with their counts. */
function OutcomeTabs({ summary, action }: { summary: ImportSummary; action: ImportAction | undefined }) {
  const base = `/import-offers?import=${summary.id}`;
  return (
    <nav aria-label="Rows by outcome">
      <ul className="flex flex-wrap gap-2">
        <li>
          <PrefetchLink to={base} className={tabClass(action === undefined)} aria-current={action ? undefined : 'page'}>
            All ({summary.total_rows})
          </PrefetchLink>
        </li>
        {ACTIONS.map((item) => (
          <li key={item}>
            <PrefetchLink
              to={`${base}&action=${item}`}
              className={tabClass(action === item)}
              aria-current={action === item ? 'page' : undefined}
            >
              {IMPORT_ACTION_LABELS[item]} ({summary.counts[item]})
            </PrefetchLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Before the import: start it (saying what it will do), or cancel it. */
function ImportDecision({ summary }: { summary: ImportSummary }) {
  const { busy, confirm, cancel } = useImportDecision(summary);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" onClick={confirm} aria-disabled={busy || undefined} className={primaryButton}>
        Import {summary.counts.create + summary.counts.update} listings
        {summary.counts.withdraw > 0 ? ` and withdraw ${summary.counts.withdraw}` : ''}
      </button>
      <button type="button" onClick={cancel} aria-disabled={busy || undefined} className={dangerButton}>
        Cancel
      </button>
    </div>
  );
}

/** How the import ended: failed, cancelled (with why), or done with what it did. */
function ImportOutcome({ summary }: { summary: ImportSummary }) {
  return (
    <>
      {summary.status === 'failed' && (
        <p role="alert" className="font-semibold text-red-800">
          {summary.error ?? 'The import stopped.'}
        </p>
      )}
      {summary.status === 'cancelled' && summary.error && (
        <p role="status" className="font-semibold text-gray-800">
          {summary.error}
        </p>
      )}
      {summary.status === 'done' && (
        <p role="status" className="font-semibold text-emerald-800">
          Done: {summary.counts.create} new, {summary.counts.update} updated, {summary.counts.withdraw} withdrawn
          {summary.skipped > 0 ? `, ${summary.skipped} left out` : ''}.{' '}
          <PrefetchLink to="/my-offers" className="text-accent-700 underline">
            See them in My Ads
          </PrefetchLink>
        </p>
      )}
    </>
  );
}

/** What the company should know before it confirms: listings held for payment, and places in doubt. */
function PreviewNotices({ summary }: { summary: ImportSummary }) {
  return (
    <>
      {summary.awaiting_payment && (
        <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 font-semibold text-amber-950">
          {summary.awaiting_payment.message}{' '}
          {summary.status !== 'ready' && (
            <PrefetchLink to="/my-offers?status=draft" className="text-accent-700 underline">
              Open my drafts
            </PrefetchLink>
          )}
        </p>
      )}
      {summary.status === 'ready' && summary.uncertain_locations > 0 && (
        <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 font-semibold text-amber-950">
          {summary.uncertain_locations === 1
            ? '1 listing has an uncertain location'
            : `${summary.uncertain_locations} listings have an uncertain location`}
          : check where each will appear before importing, and leave out any that is wrong.{' '}
          <PrefetchLink to={`/import-offers?import=${summary.id}&uncertain=true`} className="text-accent-700 underline">
            Show them
          </PrefetchLink>
        </p>
      )}
    </>
  );
}

export function ImportPreview({
  summary,
  rows,
  action,
  basemap,
}: {
  summary: ImportSummary;
  rows: Page<ImportRow>;
  action: ImportAction | undefined;
  basemap: MapConfig;
}) {
  // The rows come 50 a page: the links keep the import and the outcome chosen.
  const location = useLocation();
  return (
    <section aria-labelledby="import-heading" className="flex flex-col gap-5 rounded-2xl border border-gray-200 p-5">
      <div>
        <h2 id="import-heading" className="text-xl font-bold text-gray-900">
          {summary.status === 'ready' ? 'Preview' : 'Import'} of {summary.file_name}
        </h2>
        <p className="text-sm text-gray-700">
          {summary.format.toUpperCase()} · {summary.total_rows} rows ·{' '}
          {summary.full_feed ? 'full feed (missing listings are withdrawn)' : 'some listings only'}
        </p>
      </div>
      <ImportFileWarnings warnings={summary.warnings} />
      <OutcomeTabs summary={summary} action={action} />
      <PreviewNotices summary={summary} />
      <MediaCheckNotice summary={summary} />
      {summary.status === 'ready' && (
        <ImportPreviewMap
          importId={summary.id}
          version={`${summary.total_rows}-${summary.uncertain_locations}-${summary.skipped}`}
          basemap={basemap}
        />
      )}
      {summary.status === 'ready' && <ImportDecision summary={summary} />}
      {(summary.status === 'importing' || summary.status === 'done') && <ImportProgress summary={summary} />}
      <ImportOutcome summary={summary} />
      {summary.counts.reject > 0 && (
        <p>
          <a
            href={`/api/offers-import/${summary.id}/rejected.csv`}
            download
            className="font-semibold text-accent-700 underline underline-offset-4"
          >
            Download the {summary.counts.reject} rejected rows with their reasons (CSV)
          </a>
        </p>
      )}
      <ImportRowsTable rows={rows.data} deciding={summary.status === 'ready' ? summary.id : null} />
      <PaginationNav
        pathname={location.pathname}
        search={location.search}
        page={rows.meta.page}
        lastPage={rows.meta.last_page}
      />
    </section>
  );
}
