// The newsletter page's forms in the back office, posted with or without JavaScript:
// write a draft, edit it, send a test to yourself, schedule, send now, cancel. Each runs
// the same use case as its API route, with the operator as the audit log records them.
import { data, redirect } from 'react-router';
import { campaignParamsSchema, campaignScheduleSchema, newsletterCampaignSchema } from '#contract/newsletter.ts';
import { SITE_PATHS } from '#contract/site-paths.ts';
import { unprocessable } from '#core/errors.ts';
import { createDraft, updateDraft } from '#core/newsletter/campaign-drafts.ts';
import { cancelCampaign, scheduleCampaign, sendCampaignNow, sendTestEmail } from '#core/newsletter/campaign-sending.ts';
import type { AppContext } from '../context.ts';
import { type NewsletterOutcome, SEND_NOT_CONFIRMED } from './newsletter-forms.ts';
import { pageAuditActor } from './operator-forms.server.ts';
import { type FormHandler, fieldText, parseFields } from './page-action.server.ts';

const noStore = { headers: { 'cache-control': 'private, no-store' } };
const done = (outcome: NewsletterOutcome) => data({ outcome }, noStore);

type Fields = Record<string, string | string[]>;

const campaignOf = (fields: Fields) => parseFields(campaignParamsSchema, { id: fieldText(fields, 'campaign') }).id;
const contentOf = (fields: Fields) =>
  parseFields(newsletterCampaignSchema, {
    subject: fieldText(fields, 'subject') ?? '',
    content: fieldText(fields, 'content') ?? '',
  });

export function newsletterForms(app: AppContext): Record<string, FormHandler> {
  return {
    create: async (fields) => {
      const campaign = await createDraft(app.db, pageAuditActor(app), contentOf(fields));
      // The new draft's own page: edit it, preview it, test it, send it.
      return redirect(`${SITE_PATHS.operatorNewsletter()}?campaign=${campaign.id}`);
    },
    edit: async (fields) => {
      await updateDraft(app.db, pageAuditActor(app), campaignOf(fields), contentOf(fields));
      return done('saved');
    },
    test: async (fields) => {
      const { to } = await sendTestEmail(app.deps, pageAuditActor(app), campaignOf(fields));
      return data({ testTo: to }, noStore);
    },
    schedule: async (fields) => {
      const input = parseFields(campaignScheduleSchema, { send_at: fieldText(fields, 'send_at') ?? '' });
      await scheduleCampaign(app.db, pageAuditActor(app), campaignOf(fields), input);
      return done('scheduled');
    },
    send: async (fields) => {
      // A campaign cannot be called back: the page asks the operator to tick that they mean it.
      if (fieldText(fields, 'confirm') !== 'yes')
        throw unprocessable({ confirm: [SEND_NOT_CONFIRMED] }, SEND_NOT_CONFIRMED);
      await sendCampaignNow(app.deps, pageAuditActor(app), campaignOf(fields));
      return done('sending');
    },
    cancel: async (fields) => {
      await cancelCampaign(app.db, pageAuditActor(app), campaignOf(fields));
      return done('cancelled');
    },
  };
}
