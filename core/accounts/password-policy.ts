// What a new password must be, beyond the basic rule (6+ characters, an upper-case
// letter, a lower-case letter and a digit, checked by contract/accounts.ts):
// not one of the 10,000 most common passwords (whatever the letter case), and not
// built from the person's own name or e-mail address (a rule of contract/accounts.ts,
// which the forms check too). Up to 128 characters, never truncated.
import { dictionary } from '@zxcvbn-ts/language-common';
import { containsPersonalDetails } from '#contract/accounts.ts';
import { ACCOUNT_MESSAGES } from '#contract/messages.ts';

const COMMON_LIMIT = 10_000;
const common = new Set(
  (dictionary['passwords-common'] as string[]).slice(0, COMMON_LIMIT).map((word) => word.toLowerCase()),
);

/** The message explaining why a password is refused, or null when it is acceptable. */
export function passwordProblem(
  password: string,
  person: { name?: string | null; email?: string | null },
): string | null {
  const lower = password.toLowerCase();
  if (common.has(lower) || common.has(lower.replace(/[^a-z0-9]/g, ''))) return ACCOUNT_MESSAGES.passwordCommon;
  if (containsPersonalDetails(password, person)) return ACCOUNT_MESSAGES.passwordPersonal;
  return null;
}
