// The page behind an e-mail's unsubscribe link (search alerts, the newsletter):
// opening it changes nothing (mail scanners follow links); the button stops the
// e-mails, with or without JavaScript; the outcome takes the focus.
import { type ReactNode, useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { LinkOutcomeMessage } from '../auth/link-outcome.tsx';
import { primaryButton } from '../forms/form-styles.ts';

export type UnsubscribeOutcome =
  | { state: 'ask'; token: string; question: ReactNode }
  | { state: 'done'; message: string }
  | { state: 'invalid'; message: string };

export function UnsubscribePanel({
  outcome,
  button,
  acted,
}: {
  outcome: UnsubscribeOutcome;
  button: string;
  /** True after the form was sent (the outcome came from the action). */
  acted: boolean;
}) {
  const submitting = useNavigation().state === 'submitting';
  const resultRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (acted) resultRef.current?.focus();
  }, [acted]);
  if (outcome.state === 'ask') {
    return (
      <Form method="post" className="flex flex-col items-start gap-5">
        <p className="text-gray-800">{outcome.question}</p>
        <input type="hidden" name="token" value={outcome.token} />
        <button type="submit" className={primaryButton} disabled={submitting}>
          {button}
        </button>
      </Form>
    );
  }
  const shown = outcome.state === 'done' ? outcome : { state: 'failed' as const, message: outcome.message };
  return <LinkOutcomeMessage outcome={shown} resultRef={resultRef} pending="" />;
}
