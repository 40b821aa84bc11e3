// What the back office's account page says after each of its forms (operator-user-forms.server.ts).
export const OPERATOR_USER_OUTCOMES = {
  suspended: 'The account is suspended: it cannot sign in, its ads are hidden, and it has been told why by e-mail.',
  reinstated: 'The account is active again: it can sign in and its ads are back.',
  roles: 'The roles are saved.',
  confirmed: 'Thank you: now save the roles again.',
} as const;
export type OperatorUserOutcome = keyof typeof OPERATOR_USER_OUTCOMES;
