import { LinkOutcomeMessage } from '#app/components/auth/link-outcome.tsx';
import { noIndex, PageShell } from '#app/components/auth/page-shell.tsx';
import { useLinkConfirmation } from '#app/hooks/use-link-confirmation.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { CONVERSATION_MESSAGES } from '#contract/conversations.ts';
import type { Route } from './+types/enquiry-confirm.ts';

export function meta(_: Route.MetaArgs) {
  return [...pageMeta('Confirm your message'), noIndex];
}

const REQUEST = { path: '/api/contact/confirm', method: 'POST' } as const;
const MESSAGES = { done: CONVERSATION_MESSAGES.enquirySent, invalid: CONVERSATION_MESSAGES.enquiryLinkInvalid };

/** The link of a guest's confirmation e-mail: their message goes to the advertiser. */
export default function EnquiryConfirm() {
  const { outcome, resultRef } = useLinkConfirmation(REQUEST, MESSAGES);
  return (
    <PageShell title="Your message">
      <LinkOutcomeMessage outcome={outcome} resultRef={resultRef} pending="Sending your message…" />
    </PageShell>
  );
}
