// What a confirmation-link page shows: a spinner while it works, then the outcome.
// Until the page's script runs (or without it), a button that posts the link's token:
// opening a link must not use it up, since mail scanners open links.
import type { RefObject } from 'react';
import { useHydrated } from '#app/hooks/use-hydrated.ts';
import type { LinkOutcome } from '#app/hooks/use-link-confirmation.ts';
import { useTranslateMessage } from '#app/hooks/use-t.ts';
import { primaryButton } from '../forms/form-styles.ts';
import { Spinner } from '../forms/submit-button.tsx';

export function LinkOutcomeMessage({
  outcome,
  resultRef,
  pending,
  withoutScript,
}: {
  outcome: LinkOutcome;
  resultRef: RefObject<HTMLParagraphElement | null>;
  pending: string;
  /** The link's token and the button's words, to confirm without JavaScript. */
  withoutScript?: { token: string; confirm: string };
}) {
  const translate = useTranslateMessage();
  const hydrated = useHydrated();
  if (outcome.state === 'pending' && withoutScript && !hydrated) {
    return (
      <form method="post">
        <input type="hidden" name="token" value={withoutScript.token} />
        <button type="submit" className={primaryButton}>
          {withoutScript.confirm}
        </button>
      </form>
    );
  }
  if (outcome.state === 'pending') {
    return (
      <p role="status" className="flex items-center gap-2 text-gray-800">
        <Spinner /> {pending}
      </p>
    );
  }
  return (
    <p
      ref={resultRef}
      tabIndex={-1}
      role={outcome.state === 'done' ? 'status' : 'alert'}
      className={`text-lg font-semibold ${outcome.state === 'done' ? 'text-green-800' : 'text-red-800'}`}
    >
      {translate(outcome.message)}
    </p>
  );
}
