// At most a few prompted e-mails an hour reach one address (activation, password
// reminders, newsletter confirmations), however often someone asks for them.
import { ACCOUNT_LIMITS } from '#core/accounts/limits.ts';
import { incrementCounter } from '#core/platform/counters.ts';
import type { JobDeps } from './define.ts';

export async function withinRecipientLimit(deps: JobDeps, kind: string, email: string): Promise<boolean> {
  const { max, windowMs } = ACCOUNT_LIMITS.emailPromptPerRecipient;
  const count = await incrementCounter(deps.db, `${kind}:to:${email.trim().toLowerCase()}`, windowMs);
  if (count.current > max) deps.log.info({ kind }, 'prompted e-mail not sent: recipient limit reached');
  return count.current <= max;
}
