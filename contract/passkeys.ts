// Passkeys (WebAuthn): a second factor beside the authenticator app. The browser makes or
// uses a key pair on the person's device and answers with JSON the WebAuthn library of
// each side speaks (base64url fields); these schemas check its shape only, the server's
// library checks what it proves.
import { z } from 'zod';

export const PASSKEY_MESSAGES = {
  nameRequired: 'Give the passkey a name, such as the device it is on',
  nameTooLong: 'A passkey’s name is at most 60 characters',
  answerUnreadable: 'The passkey’s answer could not be read. Try again.',
  notAccepted: 'That passkey was not accepted. Use a passkey you added to this account.',
  challengeMissing: 'This passkey request expired or was already used. Try again.',
  counterWentBack:
    'This passkey’s signature counter went backwards, a sign it may have been copied. Use another way to sign in, and remove it from your settings.',
  alreadyAdded: 'This passkey is already added to an account',
  notFound: 'There is no such passkey on your account',
  noPasskeys: 'This account has no passkey',
  /** WebAuthn refuses IP addresses as relying-party ids, so a site reached by an address cannot offer passkeys. */
  needsHostName:
    'Passkeys need the site to be reached by a host name, not an IP address: set PUBLIC_URL (or WEBAUTHN_ORIGIN) to an address with a name, such as http://localhost:3000.',
} as const;

const M = PASSKEY_MESSAGES;

export const PASSKEY_NAME_MAX_LENGTH = 60;
/** How long a started ceremony's challenge may be answered. */
export const PASSKEY_CHALLENGE_VALID_MS = 5 * 60_000;

const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, M.answerUnreadable);

export const passkeyNameField = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, M.nameRequired)
  .max(PASSKEY_NAME_MAX_LENGTH, M.nameTooLong);

const credentialFields = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

/** What navigator.credentials.get() answered, as @simplewebauthn/browser serialises it. */
export const passkeyAssertionSchema = z.object(
  {
    ...credentialFields,
    response: z.object({
      clientDataJSON: base64url(4000),
      authenticatorData: base64url(4000),
      signature: base64url(1000),
      userHandle: base64url(200).optional(),
    }),
  },
  { error: M.answerUnreadable },
);
export type PasskeyAssertion = z.infer<typeof passkeyAssertionSchema>;

/** What navigator.credentials.create() answered. */
export const passkeyAttestationSchema = z.object(
  {
    ...credentialFields,
    response: z.object({
      clientDataJSON: base64url(4000),
      attestationObject: base64url(20000),
      transports: z.array(z.string().max(20)).max(10).optional(),
      authenticatorData: base64url(20000).optional(),
      publicKey: base64url(2000).optional(),
      publicKeyAlgorithm: z.number().int().optional(),
    }),
  },
  { error: M.answerUnreadable },
);

/** Adding a passkey: its name and the browser's answer to the options. */
export const passkeyRegistrationSchema = z.object({ name: passkeyNameField, response: passkeyAttestationSchema });

export const passkeyRenameSchema = z.object({ name: passkeyNameField }).strict();

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** A passkey just added: with the account's recovery codes, shown this once, when it is its first second factor. */
export const passkeyAddedSchema = passkeySchema.extend({
  recovery_codes: z
    .array(z.string())
    .nullable()
    .describe(
      'Ten single-use codes when this passkey is the account’s first second factor (no app, no other passkey); otherwise null',
    ),
});
export type PasskeyAdded = z.infer<typeof passkeyAddedSchema>;

export const passkeyListSchema = z.object({
  passkeys: z.array(passkeySchema),
  /** False when the site is reached by an IP address, where browsers refuse passkeys; `unavailable_reason` says so. */
  available: z.boolean(),
  unavailable_reason: z.string().nullable(),
});
export type PasskeyList = z.infer<typeof passkeyListSchema>;

/**
 * The options to hand to navigator.credentials (PublicKeyCredentialCreationOptionsJSON or
 * PublicKeyCredentialRequestOptionsJSON): passed to the browser's library as they are.
 */
export const passkeyOptionsSchema = z
  .looseObject({
    challenge: z.string(),
    rpId: z.string().optional(),
    rp: z.object({ id: z.string().optional(), name: z.string() }).optional(),
    timeout: z.number().optional(),
  })
  .describe('WebAuthn options as JSON, for startRegistration() or startAuthentication() of @simplewebauthn/browser');
