// Applying a confirmed import (core/imports/apply.ts) in the background: batch by batch,
// with its progress in the database for the page's progress bar, then the photos, then
// the files unpacked from the zip are deleted. A worker that dies or a run that fails is
// retried, and carries on where it stopped.
import { z } from 'zod';
import { siteGateway } from '#core/billing/gateways/site-gateway.ts';
import { applyImport } from '#core/imports/apply.ts';
import { fetchMedia } from '#core/imports/fetch-media.ts';
import { failImport } from '#core/imports/imports.ts';
import { attachImportMedia } from '#core/imports/media.ts';
import { deleteImportMedia } from '#core/imports/media-files.ts';
import { defineJob } from '../define.ts';

const RETRY_LIMIT = 10;

export const importApplyJob = defineJob({
  name: 'imports.apply',
  payload: z.object({ importId: z.uuid() }),
  options: { retryLimit: RETRY_LIMIT, retryDelay: 15, retryBackoff: true, retryDelayMax: 600, expireInSeconds: 3600 },
  async handler({ importId }, { db, storage, config, log }, { signal, attempt }) {
    try {
      await applyImport(db, importId, {
        moderation: config.offerModeration,
        takesPayments: siteGateway(config) !== 'none',
      });
    } catch (error) {
      // The last attempt: the company sees that it stopped, instead of a bar that never moves.
      if (attempt > RETRY_LIMIT) await failImport(db, importId);
      throw error;
    }
    // Then the photos: the listings are live (or waiting) already; their pictures follow.
    const attached = await attachImportMedia(
      db,
      storage,
      importId,
      (url) => fetchMedia(url, { allowPrivateHosts: config.importMediaAllowPrivateHosts, signal }),
      { moderation: config.offerModeration },
    );
    // The zip's files are in the offers' renditions now: the unpacked copies go.
    const deleted = await deleteImportMedia(db, storage, importId);
    log.info({ importId, attached, deleted }, 'import applied');
  },
});
