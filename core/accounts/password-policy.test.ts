import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { registrationSchema } from '#contract/accounts.ts';
import { ACCOUNT_MESSAGES } from '#contract/messages.ts';
import { passwordProblem } from './password-policy.ts';

describe('passwordProblem', () => {
  it('refuses the common passwords whatever their letter case', () => {
    expect(passwordProblem('Password1', {})).toBe(ACCOUNT_MESSAGES.passwordCommon);
    expect(passwordProblem('Qwerty123', {})).toBe(ACCOUNT_MESSAGES.passwordCommon);
    expect(passwordProblem('Abc123', {})).toBe(ACCOUNT_MESSAGES.passwordCommon);
  });

  it('refuses a password built from the name or the e-mail address', () => {
    expect(passwordProblem('Margaret77x', { name: 'Margaret Thatch' })).toBe(ACCOUNT_MESSAGES.passwordPersonal);
    expect(passwordProblem('Zx9-harbourvale', { email: 'harbour.vale@example.com' })).toBe(
      ACCOUNT_MESSAGES.passwordPersonal,
    );
  });

  it('accepts an uncommon password, up to 128 characters, whole', () => {
    expect(passwordProblem('Kettle-Moss-42', { name: 'Jo Li', email: 'jo@example.com' })).toBeNull();
    expect(passwordProblem(`Aa1${'x'.repeat(125)}`, {})).toBeNull();
  });
});

describe('the personal-details rule in the forms and on the server', () => {
  const registration = (password: string, name: string, email: string) => ({
    type: 'user',
    name,
    email,
    password,
    rePassword: password,
    tos: true,
  });
  const formSaysPersonal = (password: string, name: string, email: string): boolean => {
    const result = registrationSchema.safeParse(registration(password, name, email));
    return !result.success && result.error.issues.some((issue) => issue.message === ACCOUNT_MESSAGES.passwordPersonal);
  };

  it('the registration form refuses what the server refuses, with the same message', () => {
    expect(formSaysPersonal('Margaret77x', 'Margaret Thatch', 'mt@example.com')).toBe(true);
    expect(formSaysPersonal('Zx9-harbourvale', 'H V', 'harbour.vale@example.com')).toBe(true);
    expect(formSaysPersonal('Kettle-Moss-42', 'Jo Li', 'jo@example.com')).toBe(false);
    expect(registrationSchema.safeParse(registration('Kettle-Moss-42', 'Jo Li', 'jo@example.com')).success).toBe(true);
  });

  it('agrees with the server for any password, name and e-mail address', () => {
    const word = fc.stringMatching(/^[A-Za-z0-9]{1,8}$/);
    fc.assert(
      fc.property(word, word, word, fc.boolean(), (name, local, extra, reuse) => {
        const password = `Q${reuse ? name : extra}7z`;
        const email = `${local}@example.com`;
        const server = passwordProblem(password, { name, email }) === ACCOUNT_MESSAGES.passwordPersonal;
        const common = passwordProblem(password, {}) === ACCOUNT_MESSAGES.passwordCommon;
        if (!common) expect(formSaysPersonal(password, name, email)).toBe(server);
      }),
    );
  });

  it('the hint under the password field states the rule', () => {
    expect(ACCOUNT_MESSAGES.passwordHint).toMatch(/name or e-mail address/);
  });
});
