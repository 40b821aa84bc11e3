// Every fixed text of validation and error messages, word for word, kept once here
// and used by the browser and the server alike. Our own additions follow them.
import { plural } from './plural.ts';
// These are the British English texts; the page shows them in the visitor's language
// through app/lib/i18n (the Polish dictionary keeps the three established Polish
// texts word for word, and this file their English wording).

export const REGISTRATION_MESSAGES = {
  typeRequired: 'Choose who you are?',
  emailRequired: 'Email is required',
  emailInvalid: 'Incorrect email address',
  nameRequired: 'Company name or first name is required',
  passwordRequired: 'Enter the password',
  passwordRule: 'The password must have at least 6 characters, 1 capital letter and one number',
  rePasswordRequired: 'Repeat password',
  passwordsDiffer: 'The passwords must be the same',
  tosRequired: 'You must agree to the terms and conditions',
  tosRequiredOnSubmit: 'You must accept the terms and conditions.',
  formInvalid: 'Please correct the registration form',
} as const;

export const SPEC_MESSAGES = {
  registered: 'Congratulations. Please activate your account. Click on the link sent by e-mail.',
  /** After a password reminder, and (same wording) after resending the activation e-mail. */
  linkSent: (email: string) => `A password reset link has been sent to the email address provided: ${email}`,
  promptEmailInvalid: 'Incorrect e-mail address!',
  newsletterUpdated: 'Newsletter subscription updated',
  newsletterConfirm: 'Please confirm your newsletter subscription by clicking the link sent to your e-mail address.',
  newsletterActive: 'Congratulations. Your newsletter is now active.',
  loginFirst: 'You need to login first',
  loginToAccess: 'Log in to access this page',
  emailTaken: 'This email address is already in use by another account',
  problem: 'There was a problem, please try again',
  locationsFailed: 'Failed to fetch locations. Please try again.',
  noNotifications: 'No new notifications',
} as const;

/** Texts of our own, where no established wording exists. */
export const ACCOUNT_MESSAGES = {
  loginFailed: 'Incorrect e-mail address or password',
  notActivated: 'Your account is not active yet. Click the link in the activation e-mail, or ask for a new one.',
  passwordTooLong: 'The password must have at most 128 characters',
  passwordCommon: 'This password is too common. Choose one that is harder to guess.',
  passwordPersonal: 'The password must not contain your name or e-mail address',
  /** The hint under every new-password field: the format rule and the personal-details rule. */
  passwordHint:
    'At least 6 characters, with a capital letter, a small letter and a number, and not containing your name or e-mail address.',
  currentPasswordWrong: 'The current password is incorrect',
  tokenInvalid: 'This link is invalid or has expired. Ask for a new one.',
  csrfMismatch: 'Your session has expired. Reload the page and try again.',
  tooManyAttempts: (minutes: number) => `Too many attempts. Try again in ${plural(minutes, 'minute')}.`,
  activated: 'Your account is active. You can log in now.',
  passwordSet: 'Your new password is set. You can log in now.',
  passwordChanged: 'Your password has been changed.',
  profileSaved: 'Your profile has been saved.',
  accountDeleted: 'Your account has been deleted.',
  /** 403 email_not_verified: messaging and the newsletter wait for a confirmed address. */
  emailNotVerified:
    'Please confirm your e-mail address first: open the link in the e-mail we sent you when your account was made. No e-mail? Ask for a new link.',
  companyOnly: 'Only agency, developer and hotel accounts can do this',
  adminOnly: 'Only the site’s operators can do this',
  operatorRoleMissing: 'Your operator role does not allow this: ask the site’s owner',
} as const;
