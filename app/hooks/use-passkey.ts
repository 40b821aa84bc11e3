import { useCallback } from 'react';
import { useT, useTranslateMessage } from '#app/hooks/use-t.ts';
import type { PasskeyAssertion } from '#contract/passkeys.ts';
import { useApi } from './use-api.ts';

/** A ceremony's outcome: the browser's answer to send on, or what to tell the person. */
export type PasskeyAnswer<T> = { ok: true; answer: T } | { ok: false; message: string; code?: string | undefined };

/**
 * The browser's side of a passkey ceremony: the server's options (POST `optionsPath`) go
 * to navigator.credentials through @simplewebauthn/browser, loaded only when a passkey is
 * used, and the person's device answers. A refusal of the options call, a cancelled
 * prompt or a browser without WebAuthn comes back as a message.
 */
function usePasskeyCeremony<T>(run: (options: unknown) => Promise<T>) {
  const api = useApi();
  const t = useT().accountPages.passkeys;
  const translate = useTranslateMessage();
  return useCallback(
    async (optionsPath: string): Promise<PasskeyAnswer<T>> => {
      if (typeof window.PublicKeyCredential !== 'function') return { ok: false, message: t.unsupported };
      const options = await api(optionsPath, { method: 'POST', handled: [401, 409] });
      if (!options.ok) {
        return { ok: false, message: translate(options.error.message ?? ''), code: options.error.code };
      }
      try {
        return { ok: true, answer: await run(options.data) };
      } catch {
        // NotAllowedError: the person closed the prompt, or it timed out.
        return { ok: false, message: t.cancelled };
      }
    },
    [api, run, t, translate],
  );
}

async function createCredential(options: unknown) {
  const { startRegistration } = await import('@simplewebauthn/browser');
  return startRegistration({ optionsJSON: options as Parameters<typeof startRegistration>[0]['optionsJSON'] });
}

async function getCredential(options: unknown): Promise<PasskeyAssertion> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const answer = await startAuthentication({
    optionsJSON: options as Parameters<typeof startAuthentication>[0]['optionsJSON'],
  });
  return answer as PasskeyAssertion;
}

/** Making a new passkey for the registration options at `optionsPath`. */
export const usePasskeyCreation = () => usePasskeyCeremony(createCredential);

/** Showing one of the account's passkeys for the options at `optionsPath` (signing in, confirming). */
export const usePasskeyAssertion = () => usePasskeyCeremony(getCredential);
