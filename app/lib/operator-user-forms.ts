// What the back office's account page says after each of its forms (operator-user-forms.server.ts).
export const OPERATOR_USER_OUTCOMES = {
  suspended: 'The account is suspended: it cannot sign in, its ads are hidden, and it has been told why by e-mail.',
  reinstated: 'The account is active again: it can sign in and its ads are back.',
  roles: 'The roles are saved.',
  'address-confirmed': 'The e-mail address is confirmed: the account can sign in.',
  'activation-sent': 'A new activation link is on its way to the account’s address.',
  'second-factor-reset': 'Two-factor sign-in is off for this account, its sessions have ended, and it has been told.',
  confirmed: 'Thank you: now do it again.',
} as const;
export type OperatorUserOutcome = keyof typeof OPERATOR_USER_OUTCOMES;
