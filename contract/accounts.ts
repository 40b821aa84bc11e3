// Account forms and the user as the API returns it. One schema per form: the
// browser uses it for messages as the user types, the server as the real check.
import { z } from 'zod';
import { uuidSchema } from './ids.ts';
import { captchaTokenField } from './integrations.ts';
import { ACCOUNT_MESSAGES, REGISTRATION_MESSAGES as M, SPEC_MESSAGES } from './messages.ts';
import { ROLES } from './permissions.ts';

export const REGISTRATION_TYPES = ['user', 'agency', 'developer', 'hotel'] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];
export const ACCOUNT_TYPES = ['private', 'agency', 'developer', 'hotel'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Who-am-i selector of the registration dialog. */
export const REGISTRATION_TYPE_LABELS: Record<RegistrationType, string> = {
  user: 'Private person',
  agency: 'Agency',
  developer: 'Developer',
  hotel: 'Hotel/B&B',
};

export const accountTypeOf = (type: RegistrationType): AccountType => (type === 'user' ? 'private' : type);

/** Agency, developer and hotel accounts hold the 'company' role (agents, imports). */
export const isCompanyType = (type: AccountType): boolean => type !== 'private';

export const PASSWORD_MAX_LENGTH = 128;
/** At least 6 characters with one uppercase letter, one lowercase letter and one digit. */
export const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{6,}$/s;

/**
 * A password must not contain the person's name or the part of their e-mail address
 * before the @: any word of either that is 3 characters or longer, whatever the letter
 * case. The server refuses such a password; the forms say so, and check it as the user types.
 */
export function containsPersonalDetails(
  password: string,
  person: { name?: string | null | undefined; email?: string | null | undefined },
): boolean {
  const lower = password.toLowerCase();
  const words = [
    ...(person.name ?? '').toLowerCase().split(/[^a-z0-9]+/),
    ...((person.email ?? '').toLowerCase().split('@')[0] ?? '').split(/[^a-z0-9]+/),
  ];
  return words.some((word) => word.length >= 3 && lower.includes(word));
}

type PersonalPassword = { password?: unknown; name?: unknown; email?: unknown };
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The personal-details rule as a refinement of a form with a name and/or an e-mail beside its password. */
const noPersonalDetails = (value: PersonalPassword): boolean =>
  typeof value.password !== 'string' ||
  !containsPersonalDetails(value.password, { name: textOrNull(value.name), email: textOrNull(value.email) });
const noPersonalDetailsParams = {
  path: ['password'],
  message: ACCOUNT_MESSAGES.passwordPersonal,
  // Checked as soon as a password is typed, even while other fields are still wrong.
  when: (payload: z.core.ParsePayload<unknown>): boolean =>
    typeof (payload.value as PersonalPassword | undefined)?.password === 'string',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_EMAIL = 254;

/** E-mail of the registration and login forms: trimmed first, so stray spaces never count. */
export const emailField = z
  .string({ error: M.emailRequired })
  .trim()
  .min(1, M.emailRequired)
  .max(MAX_EMAIL, M.emailInvalid)
  .regex(EMAIL, M.emailInvalid);

/** E-mail of the reminder and activation prompts, with their own message. */
export const promptEmailField = z
  .string({ error: SPEC_MESSAGES.promptEmailInvalid })
  .trim()
  .max(MAX_EMAIL, SPEC_MESSAGES.promptEmailInvalid)
  .regex(EMAIL, SPEC_MESSAGES.promptEmailInvalid);

export const newPasswordField = z
  .string({ error: M.passwordRequired })
  .min(1, M.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong)
  .regex(PASSWORD_RULE, M.passwordRule);

const repeatedPassword = z.string({ error: M.rePasswordRequired }).min(1, M.rePasswordRequired);

type PasswordPair = { password?: string | undefined; rePassword?: string | undefined };

/**
 * "The passwords must be the same", checked as soon as both are typed, even while
 * other fields are still wrong (zod runs object refinements only on a valid object
 * unless told when).
 */
const passwordsMatch = (value: PasswordPair): boolean =>
  !value.password || !value.rePassword || value.password === value.rePassword;
const passwordsMatchParams = {
  path: ['rePassword'],
  message: M.passwordsDiffer,
  when: (payload: z.core.ParsePayload<unknown>): boolean => {
    const value = payload.value as PasswordPair | undefined;
    return typeof value?.password === 'string' && typeof value?.rePassword === 'string';
  },
};

const registrationFields = {
  type: z.enum(REGISTRATION_TYPES, { error: M.typeRequired }),
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(120),
  email: emailField,
  password: newPasswordField,
  /** The robot check's answer, when the site has one (contract/integrations.ts). */
  captcha: captchaTokenField,
};
const termsAccepted = z.literal(true, { error: M.tosRequired });

/** The registration form: the password typed twice and the terms ticked. */
export const registrationSchema = z
  .object({ ...registrationFields, rePassword: repeatedPassword, tos: termsAccepted })
  .strict()
  .refine(passwordsMatch, passwordsMatchParams)
  .refine(noPersonalDetails, noPersonalDetailsParams);

/**
 * POST /api/auth/register takes `{ email, password, name, type }`, the payload other
 * clients of this API send: the repeated password and the terms box belong to a form,
 * which checks them itself. When a client sends them anyway they are checked the same way.
 */
export const apiRegistrationSchema = z
  .object({ ...registrationFields, rePassword: repeatedPassword.optional(), tos: termsAccepted.optional() })
  .strict()
  .refine(passwordsMatch, passwordsMatchParams)
  .refine(noPersonalDetails, noPersonalDetailsParams);
export type Registration = z.infer<typeof apiRegistrationSchema>;

/**
 * Posting without an account (/login-prompt): a private account with a
 * temporary password is made from an e-mail address and a name, logged in at once; the
 * address is confirmed by the activation e-mail before an ad goes live, and the profile
 * (phone, a real password) is completed at /profile-setup afterwards.
 */
export const guestAccountSchema = z
  .object({
    name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(120),
    email: emailField,
  })
  .strict();
export type GuestAccount = z.infer<typeof guestAccountSchema>;

export const loginSchema = z
  .object({
    email: emailField,
    password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(PASSWORD_MAX_LENGTH),
  })
  .strict();

export const emailPromptSchema = z.object({ email: promptEmailField }).strict();

/** The e-mails an address can ask for from the login form: a password reset link, or the activation link again. */
export const EMAIL_PROMPT_KINDS = ['remind', 'resend'] as const;
export type EmailPromptKind = (typeof EMAIL_PROMPT_KINDS)[number];

export const tokenSchema = z.object({ token: z.string().trim().min(20).max(200) }).strict();

const setPasswordFields = { token: z.string().trim().min(20).max(200), password: newPasswordField };

export const setPasswordSchema = z
  .object({ ...setPasswordFields, rePassword: repeatedPassword })
  .strict()
  .refine(passwordsMatch, passwordsMatchParams);

/** POST /api/auth/set-password: `{ token, password }`; a repeated password, when sent, must match. */
export const apiSetPasswordSchema = z
  .object({ ...setPasswordFields, rePassword: repeatedPassword.optional() })
  .strict()
  .refine(passwordsMatch, passwordsMatchParams);

/**
 * A new person accepting a company's invitation to join it as an agent: their name and
 * a password; the e-mail address is the invitation's, proved by its link.
 */
export const invitationJoinSchema = z
  .object({
    token: z.string().trim().min(20).max(200),
    name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(120),
    password: newPasswordField,
    rePassword: repeatedPassword,
  })
  .strict()
  .refine(passwordsMatch, passwordsMatchParams)
  .refine(noPersonalDetails, noPersonalDetailsParams);
export type InvitationJoin = z.infer<typeof invitationJoinSchema>;

export const changePasswordSchema = z
  .object({
    oldPassword: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(PASSWORD_MAX_LENGTH),
    password: newPasswordField,
    rePassword: repeatedPassword,
  })
  .strict()
  .refine(passwordsMatch, passwordsMatchParams);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/** The profile's own checks, named so a page can show them in the visitor's language. */
export const PROFILE_MESSAGES = {
  phoneDigits: 'Enter a phone number with digits only',
  phoneLength: 'Enter a phone number of 7 to 15 digits',
  videoLink: 'Enter the https link of a YouTube or Vimeo video',
} as const;

/** UK-style phone numbers: digits, spaces, +, brackets and dashes, 7 to 15 digits. */
export const phoneField = z
  .string()
  .trim()
  .max(32)
  .refine((value) => value === '' || /^\+?[\d\s()-]+$/.test(value), PROFILE_MESSAGES.phoneDigits)
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return value === '' || (digits >= 7 && digits <= 15);
  }, PROFILE_MESSAGES.phoneLength);

/** PUT /api/user/profile. Roles, account type, e-mail and verification are not fields here. */
export const profileSchema = z
  .object({
    name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(120),
    company_name: optionalText(160),
    phone: phoneField
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .optional(),
    description: optionalText(5000),
    introduction: optionalText(500),
    nip: optionalText(32),
    city: optionalText(120),
    street: optionalText(200),
    zip_code: optionalText(16),
    country: optionalText(80),
    /** Show the street address on the public profile (the city of a business is always shown). */
    show_address: z.boolean().optional(),
  })
  .strict();
export type ProfileInput = z.infer<typeof profileSchema>;

/**
 * Who must give a phone number: a business account (agency, developer, hotel) advertises
 * for a living and is called on it. A person looking for a home needs none; if they add
 * one later (Settings), it is what "Show phone number" reveals on their ads.
 */
export function phoneRequiredFor(type: AccountType | null | undefined): boolean {
  return type != null && type !== 'private';
}

export const PROFILE_SETUP_MESSAGES = { phoneRequired: 'Enter your phone number' } as const;

const setupName = z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(120);
const requiredPhone = phoneField.refine((value) => value !== '', PROFILE_SETUP_MESSAGES.phoneRequired);

/** The fields /profile-setup asks for: a name, and a phone where the account needs one (phoneRequiredFor). */
export const profileSetupSchema = z.object({ name: setupName, phone: phoneField.optional() }).strict();
const profileSetupWithPhoneSchema = z.object({ name: setupName, phone: requiredPhone }).strict();

const newPasswordPair = { password: newPasswordField, rePassword: repeatedPassword };

/** /profile-setup of an account with a temporary password: a new password too, so the temporary one stops working. */
export const profileSetupWithPasswordSchema = profileSetupSchema
  .extend(newPasswordPair)
  .refine(passwordsMatch, passwordsMatchParams)
  .refine(noPersonalDetails, noPersonalDetailsParams);
const profileSetupWithPhoneAndPasswordSchema = profileSetupWithPhoneSchema
  .extend(newPasswordPair)
  .refine(passwordsMatch, passwordsMatchParams)
  .refine(noPersonalDetails, noPersonalDetailsParams);

/**
 * What POST /api/user/profile-setup accepts; the server requires the phone of accounts
 * that need one and the password pair when the password is temporary.
 */
export const profileSetupRequestSchema = profileSetupSchema
  .extend({ password: newPasswordField.optional(), rePassword: z.string().optional() })
  .refine(passwordsMatch, passwordsMatchParams);

export function profileSetupFormSchema(needsNewPassword: boolean, phoneRequired = false) {
  if (phoneRequired) return needsNewPassword ? profileSetupWithPhoneAndPasswordSchema : profileSetupWithPhoneSchema;
  return needsNewPassword ? profileSetupWithPasswordSchema : profileSetupSchema;
}

/** Avatar photos: the types the browser offers; the server checks the bytes whatever the name. */
export const AVATAR_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;
export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;

export const SERVICES = [
  { slug: 'sales', name: 'Sales' },
  { slug: 'lettings', name: 'Lettings' },
  { slug: 'property-management', name: 'Property management' },
  { slug: 'valuations', name: 'Valuations' },
  { slug: 'auctions', name: 'Auctions' },
  { slug: 'new-homes', name: 'New homes' },
  { slug: 'commercial', name: 'Commercial property' },
  { slug: 'holiday-lets', name: 'Holiday lets' },
  { slug: 'mortgage-advice', name: 'Mortgage advice' },
  { slug: 'surveys', name: 'Surveys' },
  { slug: 'conveyancing', name: 'Conveyancing' },
  { slug: 'removals', name: 'Removals' },
  { slug: 'interior-design', name: 'Interior design' },
  { slug: 'cleaning', name: 'Cleaning' },
  { slug: 'accommodation', name: 'Accommodation' },
] as const;
export type ServiceSlug = (typeof SERVICES)[number]['slug'];
const SERVICE_SLUGS = SERVICES.map((service) => service.slug) as [ServiceSlug, ...ServiceSlug[]];

export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'cy', name: 'Welsh' },
  { code: 'gd', name: 'Scottish Gaelic' },
  { code: 'ga', name: 'Irish' },
  { code: 'pl', name: 'Polish' },
  { code: 'ro', name: 'Romanian' },
  { code: 'pa', name: 'Punjabi' },
  { code: 'ur', name: 'Urdu' },
  { code: 'bn', name: 'Bengali' },
  { code: 'gu', name: 'Gujarati' },
  { code: 'hi', name: 'Hindi' },
  { code: 'ar', name: 'Arabic' },
  { code: 'zh', name: 'Chinese' },
  { code: 'pt', name: 'Portuguese' },
  { code: 'es', name: 'Spanish' },
  { code: 'it', name: 'Italian' },
  { code: 'fr', name: 'French' },
  { code: 'de', name: 'German' },
  { code: 'lt', name: 'Lithuanian' },
  { code: 'tr', name: 'Turkish' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
const LANGUAGE_CODES = LANGUAGES.map((language) => language.code) as [LanguageCode, ...LanguageCode[]];

export const servicesSchema = z.object({ services: z.array(z.enum(SERVICE_SLUGS)).max(SERVICES.length) }).strict();
export const languagesSchema = z.object({ languages: z.array(z.enum(LANGUAGE_CODES)).max(LANGUAGES.length) }).strict();

export const AVATAR_TYPES = ['photo', 'video_url'] as const;
export const DEFAULT_AVATARS = ['photo', 'video'] as const;
export const defaultAvatarSchema = z.object({ default_avatar: z.enum(DEFAULT_AVATARS) }).strict();

/** Video avatars are links to a video page (YouTube or Vimeo). */
export const videoAvatarUrl = z
  .url({ protocol: /^https$/, error: PROFILE_MESSAGES.videoLink })
  .max(300)
  .refine(
    (value) => /^https:\/\/(www\.)?(youtube\.com|youtu\.be|vimeo\.com|player\.vimeo\.com)\//.test(value),
    PROFILE_MESSAGES.videoLink,
  );

export const deleteAccountSchema = z
  .object({ password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(PASSWORD_MAX_LENGTH) })
  .strict();

/** The user as login, GET /api/user and GET /api/my-profile/{id} return it: the same fields from all three. */
export const userResourceSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  email: z.string(),
  company_name: z.string().nullable(),
  phone: z.string().nullable(),
  description: z.string().nullable(),
  introduction: z.string().nullable(),
  nip: z.string().nullable(),
  address: z.object({
    city: z.string().nullable(),
    street: z.string().nullable(),
    country: z.string().nullable(),
    zip_code: z.string().nullable(),
  }),
  /** The street address appears on the public profile. */
  show_address: z.boolean(),
  avatar: z.string().nullable(),
  video_avatar: z.string().nullable(),
  default_avatar: z.enum(DEFAULT_AVATARS).nullable(),
  newsletter: z.boolean(),
  roles: z.array(z.enum(ROLES)),
  type: z.enum(ACCOUNT_TYPES),
  permissions: z.array(z.string()),
  services: z.array(z.object({ slug: z.string(), name: z.string() })),
  languages: z.array(z.string()),
  is_profile_completed: z.boolean(),
  profile_completed: z.boolean(),
  has_temporary_password: z.boolean(),
  /** false only for an account made by posting as a guest, until its activation link is opened. */
  email_verified: z.boolean(),
});
export type UserResource = z.infer<typeof userResourceSchema>;

/** POST /api/auth/guest: the new account and its temporary credentials (shown this once). */
export const guestAccountResponseSchema = z.object({
  user: userResourceSchema,
  temporary_credentials: z.object({ email: z.string(), password: z.string() }),
});

/** The caller's own profile asked for by id (the id is checked against the session). */
export const ownProfileParamsSchema = z.object({ id: z.string().max(64) });
export const newsletterSwitchSchema = z.object({ newsletter: z.boolean() });
/** Which avatar to remove: the photo or the video link. */
export const avatarRemovalQuerySchema = z.object({ avatar_type: z.enum(['photo', 'video_url']) });
