import { describe, expect, it } from 'vitest';
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
