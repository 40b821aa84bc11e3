// The imports page's forms in the back office: stopping a company's feed with a reason,
// and releasing it. Each runs the same use case as its API route.
import { data } from 'react-router';
import { z } from 'zod';
import { uuidSchema } from '#contract/ids.ts';
import { stopFeedSchema } from '#contract/operator-imports.ts';
import { setFeedStopped } from '#core/backoffice/imports-oversight.ts';
import type { AppContext } from '../context.ts';
import { pageAuditActor } from './operator-forms.server.ts';
import { type FormHandler, fieldText, parseFields } from './page-action.server.ts';

const feedField = z.object({ feed: uuidSchema });
const done = (outcome: 'stopped' | 'released', feed: string) =>
  data({ outcome, feed }, { headers: { 'cache-control': 'private, no-store' } });

export function operatorImportForms(app: AppContext): Record<string, FormHandler> {
  return {
    'stop-feed': async (fields) => {
      const { feed } = parseFields(feedField, { feed: fieldText(fields, 'feed') });
      const { reason } = parseFields(stopFeedSchema, { reason: fieldText(fields, 'reason') ?? '' });
      await setFeedStopped(app.db, pageAuditActor(app), feed, reason);
      return done('stopped', feed);
    },
    'release-feed': async (fields) => {
      const { feed } = parseFields(feedField, { feed: fieldText(fields, 'feed') });
      await setFeedStopped(app.db, pageAuditActor(app), feed, null);
      return done('released', feed);
    },
  };
}
