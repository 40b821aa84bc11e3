// The page behind an e-mailed confirmation link: the browser sends the link's token to
// the API once (mail scanners that fetch links run no scripts, so they cannot use it
// up), and the page shows what came of it. Focus moves to the outcome.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useApi } from './use-api.ts';

export type LinkOutcome =
  | { state: 'pending' }
  | { state: 'done'; message: string }
  | { state: 'failed'; message: string };

export function useLinkConfirmation(
  request: { path: string; method: 'POST' | 'PATCH' },
  messages: { done: string; invalid: string },
  onDone?: () => void,
) {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<LinkOutcome>(() =>
    token ? { state: 'pending' } : { state: 'failed', message: messages.invalid },
  );
  const api = useApi();
  const sentFor = useRef<string | null>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  const after = useRef(onDone);
  after.current = onDone;

  useEffect(() => {
    if (!token || sentFor.current === token) return; // once per token, also under StrictMode's double effects
    sentFor.current = token;
    void api(request.path, { method: request.method, json: { token }, handled: [404, 422] }).then((result) => {
      if (!result.ok) {
        setOutcome({ state: 'failed', message: messages.invalid });
        return;
      }
      setOutcome({ state: 'done', message: messages.done });
      after.current?.();
    });
  }, [token, api, request.path, request.method, messages.done, messages.invalid]);

  useEffect(() => {
    if (outcome.state !== 'pending') resultRef.current?.focus();
  }, [outcome.state]);

  return { outcome, resultRef };
}
