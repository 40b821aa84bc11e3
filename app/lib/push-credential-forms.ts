// What the import page's push-credential forms answer: the credential just made (its
// secret, this once), the one just revoked, or why the form was refused.
import type { PushCredential } from '#contract/rtdf.ts';
import type { FormFailure } from './form-failure.ts';

export const PUSH_CREDENTIAL_INTENTS = ['create-credential', 'revoke-credential'] as const;

export type PushCredentialFormResult =
  | { created: PushCredential & { token: string } }
  | { revoked: PushCredential }
  | { failure: FormFailure };

/** The search parameter of the page that asks to confirm revoking a credential. */
export const REVOKE_PARAM = 'revoke';

/** Where the section sits on the import page, for links and forms that come back to it. */
export const PUSH_SECTION_ID = 'agency-software';
