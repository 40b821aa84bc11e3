import { useEffect, useState } from 'react';
import { useT } from '#app/hooks/use-t.ts';

export type ResultsViewMode = 'list' | 'map';

/**
 * List or map. The search parameters are the search's own (the server refuses others),
 * so the view lives in the address's fragment: #map opens a shared link on the map.
 */
export function useResultsViewMode(): [ResultsViewMode, (mode: ResultsViewMode) => void] {
  const [mode, setMode] = useState<ResultsViewMode>('list');
  useEffect(() => {
    if (window.location.hash === '#map') setMode('map');
  }, []);
  const change = (next: ResultsViewMode) => {
    setMode(next);
    const url = new URL(window.location.href);
    url.hash = next === 'map' ? 'map' : '';
    window.history.replaceState(window.history.state, '', url);
  };
  return [mode, change];
}

export function ViewToggle({ mode, onChange }: { mode: ResultsViewMode; onChange: (mode: ResultsViewMode) => void }) {
  const t = useT();
  const button = (value: ResultsViewMode, label: string) => (
    <button
      type="button"
      aria-pressed={mode === value}
      onClick={() => onChange(value)}
      className={`px-4 py-2 text-sm font-semibold ${mode === value ? 'bg-accent-700 text-white' : 'bg-white text-gray-800 hover:bg-accent-50'}`}
    >
      {label}
    </button>
  );
  return (
    <fieldset className="inline-flex overflow-hidden rounded-lg border border-gray-500">
      <legend className="sr-only">{t.results.showAs}</legend>
      {button('list', t.results.list)}
      {button('map', t.results.map)}
    </fieldset>
  );
}
