// What a confirmation-link page shows: a spinner while it works, then the outcome.
import type { RefObject } from 'react';
import type { LinkOutcome } from '#app/hooks/use-link-confirmation.ts';
import { useTranslateMessage } from '#app/hooks/use-t.ts';
import { Spinner } from '../forms/submit-button.tsx';

export function LinkOutcomeMessage({
  outcome,
  resultRef,
  pending,
}: {
  outcome: LinkOutcome;
  resultRef: RefObject<HTMLParagraphElement | null>;
  pending: string;
}) {
  const translate = useTranslateMessage();
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
