// The page behind an e-mailed confirmation link: the browser sends the link's token to
// the API once (mail scanners that fetch links run no scripts, so they cannot use it
// up), and the page shows what came of it. Focus moves to the outcome. Without
// JavaScript the page shows a button that posts the token to the page instead; what
// that came to is `posted`.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { failureOf } from '#app/lib/form-failure.ts';
import { useApi } from './use-api.ts';

export type LinkOutcome =
  | { state: 'pending' }
  | { state: 'done'; message: string }
  | { state: 'failed'; message: string };

export function useLinkConfirmation(
  request: { path: string; method: 'POST' | 'PATCH' },
  messages: { done: string; invalid: string },
  onDone?: () => void,
  posted?: LinkOutcome,
) {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<LinkOutcome>(
    () => posted ?? (token ? { state: 'pending' } : { state: 'failed', message: messages.invalid }),
  );
  const api = useApi();
  const sentFor = useRef<string | null>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  const after = useRef(onDone);
  after.current = onDone;

  useEffect(() => {
    // Once per token (also under StrictMode's double effects), and never after the page posted it.
    if (!token || sentFor.current === token || outcome.state !== 'pending') return;
    sentFor.current = token;
    void api(request.path, { method: request.method, json: { token }, handled: [404, 422] }).then((result) => {
      if (!result.ok) {
        setOutcome({ state: 'failed', message: messages.invalid });
        return;
      }
      setOutcome({ state: 'done', message: messages.done });
      after.current?.();
    });
  }, [token, api, request.path, request.method, messages.done, messages.invalid, outcome.state]);

  useEffect(() => {
    if (outcome.state !== 'pending') resultRef.current?.focus();
  }, [outcome.state]);

  return { outcome, resultRef, token };
}

/** What the page's own confirmation (posted without JavaScript) came to, if it was posted. */
export function postedLinkOutcome(
  actionData: unknown,
  messages: { done: string; invalid: string },
): LinkOutcome | undefined {
  if (!actionData) return undefined;
  return failureOf(actionData)
    ? { state: 'failed', message: messages.invalid }
    : { state: 'done', message: messages.done };
}
