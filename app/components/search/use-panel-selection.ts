import { type FormEvent, useState } from 'react';
import { type PanelSelection, panelSelection, valuesOf } from '#app/lib/panel-criteria.ts';

/**
 * The choices other controls follow (listing type and category decide which filters
 * are on offer; the chosen bounds narrow the other side's suggestions; leasehold
 * shows the lease select), re-read from the form on every change.
 */
export function usePanelSelection(
  fields: Map<string, string[]>,
): [PanelSelection, (event: FormEvent<HTMLFormElement>) => void] {
  const [selection, setSelection] = useState(() => panelSelection(valuesOf(fields)));
  return [selection, (event) => setSelection(panelSelection(new FormData(event.currentTarget)))];
}
