import type { Limit } from '#core/platform/attempts.ts';

/** Attempt limits of the accounts code (docs/security.md explains them). */
export const ACCOUNT_LIMITS = {
  /** Logins from one address, successful or not. */
  loginPerAddress: { max: 20, windowMs: 10 * 60_000 },
  /**
   * Logins to one account (known or not), from anywhere: counted before the password is
   * checked, so guesses sent at once cannot outrun the count; the right password clears it.
   */
  loginAttemptsPerAccount: { max: 5, windowMs: 15 * 60_000 },
  /**
   * New accounts (registration and posting as a guest) from one client address: enough
   * for an office or a mobile network behind one address, too few to harvest the
   * 'e-mail already in use' answer at scale.
   */
  registrationPerAddress: { max: 50, windowMs: 60 * 60_000 },
  /** Registrations of one e-mail address, from anywhere. */
  registrationPerEmail: { max: 3, windowMs: 60 * 60_000 },
  /** Reminder and activation prompts from one address. */
  emailPromptPerAddress: { max: 5, windowMs: 15 * 60_000 },
  /** Reminder and activation e-mails to one address: at most this many are sent, silently. */
  emailPromptPerRecipient: { max: 3, windowMs: 60 * 60_000 },
  /**
   * Second-factor codes for one account (sign-in, turning it on, confirming it is you),
   * counted before the code is checked: five guesses among a million codes.
   */
  secondFactorPerAccount: { max: 5, windowMs: 15 * 60_000 },
  /** Password changes and account deletion (they check the current password). */
  passwordCheckPerAccount: { max: 5, windowMs: 15 * 60_000 },
  /** Downloads of one's own data: a person needs a few; each reads every table they touch. */
  dataExportPerAccount: { max: 10, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>;
