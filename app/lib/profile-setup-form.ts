// The /profile-setup form's schema: the contract's, with the password pair when the
// account still has a temporary password.
export { profileSetupFormSchema, profileSetupWithPasswordSchema } from '#contract/accounts.ts';
