// E-mails and notifications of messages: each new message tells its recipients (the
// bell and an e-mail), a member's reply to a guest goes to the guest by e-mail, and a
// guest's enquiry gets its confirmation link (the token made here, only in the e-mail).

import { z } from 'zod';
import { SITE_PATHS, siteUrl } from '#contract/site-paths.ts';
import { issueEnquiryToken } from '#core/messages/enquiries.ts';
import { messageNotice } from '#core/messages/notice.ts';
import { notify } from '#core/notifications/notifications.ts';
import { enquiryConfirmationEmail, newMessageEmail, replyToGuestEmail } from '#emails/templates/new-message.ts';
import { defineJob } from '../define.ts';
import { withinRecipientLimit } from '../recipient-limit.ts';
import { EMAIL_RETRIES } from '../retries.ts';
import { sendEmailJob } from './send-email.ts';

export const messageNoticeJob = defineJob({
  name: 'messages.notice',
  payload: z.object({ messageId: z.number().int().positive() }),
  options: EMAIL_RETRIES,
  async handler({ messageId }, { db, queue, config }) {
    const notice = await messageNotice(db, messageId);
    if (!notice) return;
    const about = notice.offer ? ` about “${notice.offer.title}”` : '';
    const url = siteUrl(config.publicUrl, SITE_PATHS.conversation(notice.conversationId));
    // The bell and the e-mails in one transaction: a retry after a failure repeats neither half.
    await db.transaction(async (tx) => {
      for (const member of notice.members) {
        await notify(tx, member.id, {
          message: `New message from ${notice.senderName}${about}`,
          link: SITE_PATHS.conversation(notice.conversationId),
        });
        const email = newMessageEmail({
          name: member.name,
          senderName: notice.senderName,
          offerTitle: notice.offer?.title ?? null,
          body: notice.body,
          url,
        });
        await queue.send(sendEmailJob, { to: member.email, ...email }, { transaction: tx });
      }
      if (notice.guest) {
        const email = replyToGuestEmail({
          name: notice.guest.name,
          senderName: notice.senderName,
          offerTitle: notice.offer?.title ?? null,
          body: notice.body,
          offerUrl: notice.offer ? siteUrl(config.publicUrl, SITE_PATHS.offer(notice.offer.slug)) : null,
        });
        await queue.send(sendEmailJob, { to: notice.guest.email, ...email }, { transaction: tx });
      }
    });
  },
});

export const enquiryConfirmationJob = defineJob({
  name: 'messages.enquiry-confirmation',
  payload: z.object({ enquiryId: z.uuid(), email: z.string().min(3).max(254) }),
  options: EMAIL_RETRIES,
  async handler({ enquiryId, email }, deps, { signal }) {
    if (!(await withinRecipientLimit(deps, 'enquiry', email))) return;
    const issued = await issueEnquiryToken(deps.db, enquiryId);
    if (!issued) return;
    const url = siteUrl(deps.config.publicUrl, SITE_PATHS.enquiryConfirmation(issued.token));
    const message = enquiryConfirmationEmail({ name: issued.name, offerTitle: issued.offerTitle, url });
    await deps.mailer.send({ to: issued.email, ...message }, { signal });
  },
});

export const messageJobs = [messageNoticeJob, enquiryConfirmationJob];
