import type { Limit } from '#core/platform/attempts.ts';

/** Attempt limits of the accounts code (docs/security.md explains them). */
export const ACCOUNT_LIMITS = {
  /** Logins from one address, successful or not. */
  loginPerAddress: { max: 20, windowMs: 10 * 60_000 },
  /** Failed logins for one account, from anywhere. */
  loginFailuresPerAccount: { max: 5, windowMs: 15 * 60_000 },
  /** Registrations from one address: the 'e-mail already in use' answer must not be harvested at scale. */
  registrationPerAddress: { max: 5, windowMs: 60 * 60_000 },
  /** Reminder and activation prompts from one address. */
  emailPromptPerAddress: { max: 5, windowMs: 15 * 60_000 },
  /** Reminder and activation e-mails to one address: at most this many are sent, silently. */
  emailPromptPerRecipient: { max: 3, windowMs: 60 * 60_000 },
  /** Password changes and account deletion (they check the current password). */
  passwordCheckPerAccount: { max: 5, windowMs: 15 * 60_000 },
} satisfies Record<string, Limit>;
