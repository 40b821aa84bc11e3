// The e-mails anyone may ask for with an address: a password reset link, or the
// activation link again. The answer is the same whether or not the address has an
// account (the job looks it up), so asking reveals nothing; the client address is
// limited, and the job limits the e-mails one address receives.
import type { EmailPromptKind } from '#contract/accounts.ts';
import { countAttempt } from '#core/platform/attempts.ts';
import type { Deps } from '#core/platform/deps.ts';
import { ACCOUNT_LIMITS } from './limits.ts';

export async function sendEmailPrompt(
  deps: Pick<Deps, 'db' | 'work'>,
  kind: EmailPromptKind,
  email: string,
  clientAddress: string,
): Promise<void> {
  await countAttempt(deps.db, `email-prompt:${kind}:ip:${clientAddress}`, ACCOUNT_LIMITS.emailPromptPerAddress);
  await deps.work.queue(
    deps.db,
    kind === 'remind' ? { kind: 'account.password-reminder', email } : { kind: 'account.resend-activation', email },
  );
}
