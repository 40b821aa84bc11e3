// What the import page's push-credential forms answer: the credential just made (its
// secret, this once), the one just revoked, or why the form was refused.
import type { PushCredential } from '#contract/rtdf.ts';
import { type FormFailure, failureOfIntent } from './form-failure.ts';

export const PUSH_CREDENTIAL_INTENTS = ['create-credential', 'revoke-credential'] as const;
export type PushCredentialIntent = (typeof PUSH_CREDENTIAL_INTENTS)[number];

export type PushCredentialFormResult =
  | { created: PushCredential & { token: string } }
  | { revoked: PushCredential }
  | { failure: FormFailure };

/** Whether an action's answer is one of these forms' (the page has other forms). */
export function pushCredentialFormResult(actionData: unknown): PushCredentialFormResult | undefined {
  if (typeof actionData !== 'object' || actionData === null) return undefined;
  if ('created' in actionData || 'revoked' in actionData) return actionData as PushCredentialFormResult;
  const failure = failureOfIntent(actionData, PUSH_CREDENTIAL_INTENTS);
  return failure ? { failure } : undefined;
}

/** The search parameter of the page that asks to confirm revoking a credential. */
export const REVOKE_PARAM = 'revoke';

/** Where the section sits on the import page, for links and forms that come back to it. */
export const PUSH_SECTION_ID = 'agency-software';
