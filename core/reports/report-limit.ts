// How many reports one client address may send: ads and profiles counted together, so
// that reporting one kind of thing is no way round the limit of the other, and the same
// allowance whether the report comes through the API or a page's form.
import type { Config } from '#core/config.ts';
import { countAttempt } from '#core/platform/attempts.ts';
import type { Database } from '#db/client.ts';

const WINDOW_MS = 60 * 60_000;

/** Counts a report from `clientAddress`; refuses it (429) past the site's reports per address an hour. */
export function countReport(
  deps: { db: Database; config: Pick<Config, 'reportsPerAddress'> },
  clientAddress: string,
): Promise<void> {
  return countAttempt(deps.db, `reports:ip:${clientAddress}`, {
    max: deps.config.reportsPerAddress,
    windowMs: WINDOW_MS,
  });
}
