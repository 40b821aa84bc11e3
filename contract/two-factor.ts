// Two-factor sign-in: an authenticator app's six-digit codes (TOTP), single-use recovery
// codes for when the phone is lost, passkeys (contract/passkeys.ts), and the proof of
// identity sensitive actions ask for again. People type codes as their app shows them ("123 456") or paste them with
// spaces and dashes, so only digits and letters count.
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './accounts.ts';
import { type PasskeyAssertion, passkeyAssertionSchema } from './passkeys.ts';

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  codeFormat: 'The code is 6 digits, as your authenticator app shows it',
  recoveryCodeFormat: 'A recovery code is 10 letters and digits, as we gave them to you',
  codeWrong: 'That code is not right, or it was already used. Enter the newest code from your app.',
  recoveryCodeWrong: 'That recovery code is not right, or it was already used',
  oneProof: 'Enter either a code from your app or a recovery code, or use a passkey',
  confirmProof: 'Enter your password, or a code from your authenticator app, or use a passkey',
  alreadyOn: 'Two-factor sign-in is already on for this account',
  notStarted: 'Start setting up two-factor sign-in first: the code is checked against the key we showed you',
  notOn: 'Two-factor sign-in is not on for this account',
  challengeExpired: 'Your sign-in took too long. Enter your e-mail address and password again.',
  /** 403 second_factor_required: the back office is only for sign-ins that showed a second factor. */
  secondFactorRequired:
    'The back office needs two-factor sign-in. Turn it on in your settings, or sign in again with your code.',
  /** 403 confirmation_required: a sensitive action wants the password or a code from the last few minutes. */
  confirmationRequired: 'Please confirm it is you: enter your password or a code from your app again.',
} as const;

const M = TWO_FACTOR_MESSAGES;

/** How long a proof of identity lets sensitive actions through. */
export const CONFIRMATION_VALID_MS = 10 * 60_000;
/** How long a sign-in may wait for its second factor after the password was accepted. */
export const SECOND_FACTOR_WAIT_MS = 10 * 60_000;
export const RECOVERY_CODE_COUNT = 10;
export const RECOVERY_CODE_LENGTH = 10;

const onlyCodeCharacters = (value: string) => value.replace(/[\s-]/g, '');

/** A code from the app: six digits, spaces and dashes ignored. */
export const totpCodeField = z
  .string({ error: M.codeRequired })
  .max(40, M.codeFormat)
  .transform(onlyCodeCharacters)
  .pipe(
    z
      .string()
      .min(1, M.codeRequired)
      .regex(/^\d{6}$/, M.codeFormat),
  );

/** A recovery code: ten letters and digits, any case, spaces and dashes ignored. */
export const recoveryCodeField = z
  .string()
  .max(40, M.recoveryCodeFormat)
  .transform((value) => onlyCodeCharacters(value).toLowerCase())
  .pipe(z.string().regex(new RegExp(`^[a-z0-9]{${RECOVERY_CODE_LENGTH}}$`), M.recoveryCodeFormat));

const passkeyProof = z.object({ passkey: passkeyAssertionSchema }).strict();

/** What a sign-in awaiting its second factor shows: a code from the app, one recovery code, or a passkey. */
export const twoFactorChallengeSchema = z.union(
  [z.object({ code: totpCodeField }).strict(), z.object({ recovery_code: recoveryCodeField }).strict(), passkeyProof],
  { error: M.oneProof },
);
export type TwoFactorProof = { code: string } | { recovery_code: string } | { passkey: PasskeyAssertion };

export const SECOND_FACTOR_METHODS = ['totp', 'recovery_code', 'passkey'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** Login's answer when the password was right and the account wants its second factor (202). */
export const secondFactorAwaitedSchema = z.object({
  two_factor: z.literal(true),
  methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
});

/** The start of set-up: the key for the app, as a QR code (SVG) and as text to type. */
export const totpSetupSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  qr_svg: z.string(),
});

export const totpConfirmSchema = z.object({ code: totpCodeField }).strict();

export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabled_at: z.string().nullable(),
  recovery_codes_left: z.number().int(),
  /** How many passkeys the account has (each a second factor of its own). */
  passkeys: z.number().int(),
  /** This session's sign-in showed a second factor. */
  session_verified: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** Proving it is you again before a sensitive action: the password, a code from the app, or a passkey. */
export const confirmIdentitySchema = z.union(
  [
    z.object({ password: z.string().min(1, M.confirmProof).max(PASSWORD_MAX_LENGTH) }).strict(),
    z.object({ code: totpCodeField }).strict(),
    passkeyProof,
  ],
  { error: M.confirmProof },
);
export type IdentityProof = { password: string } | { code: string } | { passkey: PasskeyAssertion };
