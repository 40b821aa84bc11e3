import { LinkOutcomeMessage } from '#app/components/auth/link-outcome.tsx';
import { noIndex, PageShell } from '#app/components/auth/page-shell.tsx';
import { getAppContext } from '#app/context.ts';
import { postedLinkOutcome, useLinkConfirmation } from '#app/hooks/use-link-confirmation.ts';
import { useT } from '#app/hooks/use-t.ts';
import { metaDictionary } from '#app/lib/i18n/meta-language.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { confirmLinkAction } from '#app/lib/page-action.server.ts';
import { CONVERSATION_MESSAGES, enquiryConfirmationSchema } from '#contract/conversations.ts';
import { confirmEnquiry } from '#core/messages/enquiries.ts';
import type { Route } from './+types/enquiry-confirm.ts';

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(metaDictionary(matches).offer.enquiryConfirm.metaTitle), noIndex];
}

const REQUEST = { path: '/api/contact/confirm', method: 'POST' } as const;
const MESSAGES = { done: CONVERSATION_MESSAGES.enquirySent, invalid: CONVERSATION_MESSAGES.enquiryLinkInvalid };

/** The confirmation posted without JavaScript: the same use case as POST /api/contact/confirm. */
export async function action({ request, context }: Route.ActionArgs) {
  const confirm = async (token: string) => (await confirmEnquiry(getAppContext(context).deps, token)) !== null;
  return confirmLinkAction(request, enquiryConfirmationSchema, confirm, MESSAGES.invalid);
}

/** The link of a guest's confirmation e-mail: their message goes to the advertiser. */
export default function EnquiryConfirm({ actionData }: Route.ComponentProps) {
  const posted = postedLinkOutcome(actionData, MESSAGES);
  const { outcome, resultRef, token } = useLinkConfirmation(REQUEST, MESSAGES, undefined, posted);
  const words = useT().offer.enquiryConfirm;
  return (
    <PageShell title={words.title}>
      <LinkOutcomeMessage
        outcome={outcome}
        resultRef={resultRef}
        pending={words.sending}
        withoutScript={{ token, confirm: words.send }}
      />
    </PageShell>
  );
}
