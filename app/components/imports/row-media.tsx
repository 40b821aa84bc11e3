// What checking an import's photos and floor plans before confirmation found: per
// listing, each file that will be missing and why, and what the listing will be published
// with; for the import, how many listings miss some, or how many are still being checked
// (the page looks again every two seconds until the background checks are done).
import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import type { ImportRow, ImportSummary } from '#contract/imports.ts';
import { plural } from '#contract/plural.ts';

/** The missing files of one listing, in full, and the count it will be published with. */
export function RowMedia({ check }: { check: ImportRow['media_check'] }) {
  if (!check || check.problems.length === 0) return null;
  return (
    <div role="note" className="mt-1 rounded border border-amber-300 bg-amber-50 p-2 text-amber-950">
      <ul className="list-disc pl-5">
        {check.problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
      {check.outcome && <p className="mt-1 font-semibold">{check.outcome}.</p>}
    </div>
  );
}

/** Above the rows while the import waits for confirmation: the media checks' count, or their progress. */
export function MediaCheckNotice({ summary }: { summary: ImportSummary }) {
  const revalidator = useRevalidator();
  const pending = summary.status === 'ready' && summary.media_pending > 0;
  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => void revalidator.revalidate(), 2000);
    return () => window.clearTimeout(timer);
  }, [pending, revalidator]);
  if (summary.status !== 'ready') return null;
  if (pending) {
    return (
      <p role="status" className="rounded-lg border border-gray-300 bg-gray-50 p-3 text-gray-900">
        Checking photos and floor plans: {plural(summary.media_pending, 'listing')} still to check. You can import now;
        files that cannot be used are then left out.
      </p>
    );
  }
  if (summary.media_problems === 0) return null;
  return (
    <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 font-semibold text-amber-950">
      {summary.media_problems === 1
        ? '1 listing will be published without some of its photos or floor plans'
        : `${summary.media_problems} listings will be published without some of their photos or floor plans`}
      : each row below says which files and why. Fix them in your software and upload the file again, or import without
      them.
    </p>
  );
}
