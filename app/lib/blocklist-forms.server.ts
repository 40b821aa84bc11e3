// The Messages safety page's forms, posted with or without JavaScript: add a term, and
// remove one (after the page asked to confirm). The same use cases as the API's
// /api/admin/blocked-terms routes.
import { data } from 'react-router';
import { blockedTermInputSchema } from '#contract/conversations.ts';
import { rowIdParamsSchema } from '#contract/ids.ts';
import { notFound } from '#core/errors.ts';
import { addBlockedTerm, removeBlockedTerm } from '#core/messages/blocklist.ts';
import type { AppContext } from '../context.ts';
import { pageAuditActor } from './operator-forms.server.ts';
import { type FormHandler, fieldText, parseFields } from './page-action.server.ts';

export type BlocklistOutcome = { added: string } | { removed: string };

const done = (outcome: BlocklistOutcome) => data({ outcome }, { headers: { 'cache-control': 'private, no-store' } });

export function blocklistForms(app: AppContext): Record<string, FormHandler> {
  return {
    add: async (fields) => {
      const { term } = parseFields(blockedTermInputSchema, { term: fieldText(fields, 'term') ?? '' });
      const added = await addBlockedTerm(app.db, pageAuditActor(app), term);
      return done({ added: added.term });
    },
    remove: async (fields) => {
      const { id } = parseFields(rowIdParamsSchema, { id: fieldText(fields, 'id') });
      const term = fieldText(fields, 'term') ?? '';
      if (!(await removeBlockedTerm(app.db, pageAuditActor(app), id))) throw notFound('This term is no longer blocked');
      return done({ removed: term });
    },
  };
}
