// Where a preview row's listing will appear, with the warning when the address does not
// settle it, and the company's choice to leave the listing out of the import (or take it
// back in) before confirming.
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useApi } from '#app/hooks/use-api.ts';
import type { ImportRow } from '#contract/imports.ts';
import { secondaryButton } from '../forms/form-styles.ts';
import { useToast } from '../toast/toast-context.ts';

/** The place's name and its coordinates, and the warning in full when the place is uncertain. */
export function RowLocation({ row }: { row: ImportRow }) {
  if (!row.location) return <span>—</span>;
  const { name, lat, lon } = row.location;
  return (
    <div>
      <span className="font-medium">{name}</span>{' '}
      <span className="text-gray-700">
        ({lat.toFixed(3)}, {lon.toFixed(3)})
      </span>
      {row.location_warning && (
        <p role="note" className="mt-1 rounded border border-amber-300 bg-amber-50 p-2 text-amber-950">
          {row.location_warning}
        </p>
      )}
    </div>
  );
}

/** Leave out / Import it after all, for a new or updated listing while the import waits for confirmation. */
export function LeaveOutButton({ importId, row }: { importId: string; row: ImportRow }) {
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  if (row.action !== 'create' && row.action !== 'update') return null;
  const choose = async () => {
    if (busy) return;
    setBusy(true);
    const result = await api(`/api/offers-import/${importId}/rows/${row.row}`, {
      method: 'PATCH',
      json: { skipped: !row.skipped },
      handled: [404, 409],
    });
    setBusy(false);
    if (!result.ok) {
      toast.error(result.error.message ?? 'The listing could not be changed.');
      return;
    }
    toast.success(row.skipped ? `Row ${row.row} will be imported.` : `Row ${row.row} will be left out.`);
    await revalidator.revalidate();
  };
  return (
    <button type="button" onClick={choose} aria-disabled={busy || undefined} className={`${secondaryButton} mt-2`}>
      {row.skipped ? 'Import it after all' : 'Leave out of this import'}
    </button>
  );
}
