import { LinkOutcomeMessage } from '#app/components/auth/link-outcome.tsx';
import { noIndex, PageShell } from '#app/components/auth/page-shell.tsx';
import { useLinkConfirmation } from '#app/hooks/use-link-confirmation.ts';
import { useT } from '#app/hooks/use-t.ts';
import { metaDictionary } from '#app/lib/i18n/meta-language.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { CONVERSATION_MESSAGES } from '#contract/conversations.ts';
import type { Route } from './+types/enquiry-confirm.ts';

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(metaDictionary(matches).offer.enquiryConfirm.metaTitle), noIndex];
}

const REQUEST = { path: '/api/contact/confirm', method: 'POST' } as const;
const MESSAGES = { done: CONVERSATION_MESSAGES.enquirySent, invalid: CONVERSATION_MESSAGES.enquiryLinkInvalid };

/** The link of a guest's confirmation e-mail: their message goes to the advertiser. */
export default function EnquiryConfirm() {
  const { outcome, resultRef } = useLinkConfirmation(REQUEST, MESSAGES);
  const words = useT().offer.enquiryConfirm;
  return (
    <PageShell title={words.title}>
      <LinkOutcomeMessage outcome={outcome} resultRef={resultRef} pending={words.sending} />
    </PageShell>
  );
}
