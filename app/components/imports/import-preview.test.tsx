// The import's page shows its rows 50 at a time: past the first page, links lead on,
// keeping the import and the outcome chosen. A finished import says what it wrote,
// not counting the listings the company left out.
import { describe, expect, it } from 'vitest';
import type { ImportRow, ImportSummary } from '#contract/imports.ts';
import { pageMeta } from '#contract/pagination.ts';
import { renderPagePart } from '#tests/setup/render-page-part.tsx';
import { ImportPreview } from './import-preview.tsx';

const IMPORT_ID = '6a1f0c2e-5b3d-4e7f-8a9b-0c1d2e3f4a5b';

const summary: ImportSummary = {
  id: IMPORT_ID,
  format: 'blm',
  file_name: 'branch-feed.blm',
  full_feed: true,
  status: 'done',
  error: null,
  warnings: [],
  total_rows: 120,
  applied_rows: 120,
  counts: { create: 118, update: 0, unchanged: 0, withdraw: 0, reject: 0 },
  awaiting_payment: null,
  skipped: 2,
  uncertain_locations: 0,
  media_problems: 0,
  media_pending: 0,
  created_at: '2026-11-27T09:00:00.000Z',
  confirmed_at: '2026-11-27T09:01:00.000Z',
  finished_at: '2026-11-27T09:02:00.000Z',
};

const row = (number: number): ImportRow => ({
  row: number,
  line: number + 2,
  reference: `HV-${number}`,
  branch: null,
  action: 'create',
  errors: [],
  title: `2 bed flat ${number}`,
  offer_slug: null,
  applied: true,
  posting_pence: null,
  location: null,
  location_warning: null,
  skipped: false,
  media_check: null,
});

const render = (page: number, url: string) =>
  renderPagePart(
    <ImportPreview
      summary={summary}
      rows={{ data: [row(page * 50 - 49)], meta: pageMeta(120, page, 50) }}
      action="create"
      basemap={{ tileUrl: undefined, styleUrl: undefined, attribution: undefined }}
    />,
    url,
  );

describe('the import preview', () => {
  it('links to the later pages of rows, keeping the import and the outcome', () => {
    const html = render(1, `/import-offers?import=${IMPORT_ID}&action=create`);
    expect(html).toContain(`href="/import-offers?import=${IMPORT_ID}&amp;action=create&amp;page=2"`);
    expect(html).toContain(`href="/import-offers?import=${IMPORT_ID}&amp;action=create&amp;page=3"`);
  });

  it('says how many listings were left out beside what was written', () => {
    const text = render(2, `/import-offers?import=${IMPORT_ID}&page=2`).replace(/<[^>]+>/g, '');
    expect(text).toContain('Done: 118 new, 0 updated, 0 withdrawn, 2 left out.');
  });
});
