// Checking an uploaded feed's photos and floor plans in the background (core/imports/
// media-check.ts), so its preview says what each listing will be missing before the
// company confirms. Checks stop when the import is no longer waiting for confirmation:
// once confirmed, cancelled or replaced, the media step or a new preview takes over.
import { z } from 'zod';
import { fetchMedia } from '#core/imports/fetch-media.ts';
import { checkImportMedia } from '#core/imports/media-check.ts';
import { defineJob } from '../define.ts';

/** Each address's own deadline while checking: shorter than the import's, as the company is waiting to read the result. */
const CHECK_FETCH_TIMEOUT_MS = 10_000;

export const importMediaCheckJob = defineJob({
  name: 'imports.check-media',
  payload: z.object({ importId: z.uuid() }),
  options: { retryLimit: 3, retryDelay: 15, retryBackoff: true, expireInSeconds: 1800 },
  async handler({ importId }, { db, storage, config, log }, { signal }) {
    const fetchUrl = (url: string) =>
      fetchMedia(url, {
        allowPrivateHosts: config.importMediaAllowPrivateHosts,
        signal,
        timeoutMs: CHECK_FETCH_TIMEOUT_MS,
      });
    const checked = await checkImportMedia(db, { storage, importId, fetchUrl });
    log.info({ importId, checked }, 'import media checked');
  },
});
