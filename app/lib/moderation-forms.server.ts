// The moderators' desk forms, posted with or without JavaScript: approve or reject an
// item (the reason from a template and/or typed), give an item back, decide several
// ticked items, and keep the list of reasons. Each runs the API's use case.
import { data } from 'react-router';
import {
  bulkDecisionSchema,
  composeReason,
  type ModerationDeskOutcome,
  type QueueItem,
  reasonTemplateInputSchema,
  templateIdParams,
} from '#contract/moderation-desk.ts';
import { rejectOfferSchema } from '#contract/offer-lifecycle.ts';
import { releaseClaim } from '#core/moderation/claims.ts';
import { approveItem, decideMany, rejectItem } from '#core/moderation/decisions.ts';
import {
  createReasonTemplate,
  deleteReasonTemplate,
  listReasonTemplates,
  updateReasonTemplate,
} from '#core/moderation/reason-templates.ts';
import type { AppContext } from '../context.ts';
import { pageAuditActor } from './operator-forms.server.ts';
import { type FormHandler, fieldText, parseFields } from './page-action.server.ts';

const noStore = { headers: { 'cache-control': 'private, no-store' } };
const done = (outcome: ModerationDeskOutcome) => data({ outcome }, noStore);

/** The ticked check boxes named `name`: none, one (a string) or several. */
const ticked = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The reason from the form: the chosen template's text, then the typed words. */
async function postedReason(app: AppContext, fields: Record<string, string | string[]>): Promise<string> {
  const templateId = Number(fieldText(fields, 'template') ?? '');
  const template = (await listReasonTemplates(app.db)).find((row) => row.id === templateId);
  return composeReason(template?.text, fieldText(fields, 'reason'));
}

export function moderationItemForms(app: AppContext, item: QueueItem): Record<string, FormHandler> {
  return {
    approve: async () => {
      await approveItem(app.deps, pageAuditActor(app), item);
      return done('approved');
    },
    reject: async (fields) => {
      const { reason } = parseFields(rejectOfferSchema, { reason: await postedReason(app, fields) });
      await rejectItem(app.deps, pageAuditActor(app), item, reason);
      return done('rejected');
    },
    release: async () => {
      await releaseClaim(app.db, pageAuditActor(app).id, item);
      return done('released');
    },
  };
}

export function moderationQueueForms(app: AppContext): Record<string, FormHandler> {
  return {
    bulk: async (fields) => {
      const reason = fieldText(fields, 'decision') === 'reject' ? await postedReason(app, fields) : undefined;
      const input = parseFields(bulkDecisionSchema, {
        decision: fieldText(fields, 'decision'),
        reason: reason || undefined,
        offers: ticked(fields.offers),
        revisions: ticked(fields.revisions),
      });
      return data({ bulk: await decideMany(app.deps, pageAuditActor(app), input) }, noStore);
    },
  };
}

export function reasonTemplateForms(app: AppContext): Record<string, FormHandler> {
  const templateInput = (fields: Record<string, string | string[]>) =>
    parseFields(reasonTemplateInputSchema, { title: fieldText(fields, 'title'), text: fieldText(fields, 'text') });
  const templateId = (fields: Record<string, string | string[]>) =>
    parseFields(templateIdParams, { id: fieldText(fields, 'id') }).id;
  return {
    create: async (fields) => {
      await createReasonTemplate(app.db, pageAuditActor(app), templateInput(fields));
      return done('template-created');
    },
    update: async (fields) => {
      await updateReasonTemplate(app.db, pageAuditActor(app), templateId(fields), templateInput(fields));
      return done('template-updated');
    },
    delete: async (fields) => {
      await deleteReasonTemplate(app.db, pageAuditActor(app), templateId(fields));
      return done('template-deleted');
    },
  };
}
