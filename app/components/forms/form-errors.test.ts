import { describe, expect, it } from 'vitest';
import { registrationSchema } from '#contract/accounts.ts';
import { issuesToErrors, visibleErrors } from './form-errors.ts';

describe('form errors', () => {
  it("keep the first message of each field, in the spec's words", () => {
    const result = registrationSchema.safeParse({
      type: '',
      name: ' ',
      email: 'nope',
      password: 'short',
      rePassword: 'other',
      tos: false,
    });
    expect(result.success).toBe(false);
    expect(issuesToErrors(result.error?.issues ?? [])).toEqual({
      type: 'Choose who you are?',
      name: 'Company name or first name is required',
      email: 'Incorrect email address',
      password: 'The password must have at least 6 characters, 1 capital letter and one number',
      // The contract compares the passwords even while other fields are invalid.
      rePassword: 'The passwords must be the same',
      tos: 'You must agree to the terms and conditions',
    });
  });

  it('show schema errors only for touched fields, and server errors always', () => {
    const client = { email: 'Email is required', name: 'Company name or first name is required' };
    expect(visibleErrors(client, new Set(['email']), {})).toEqual({ email: 'Email is required' });
    expect(visibleErrors(client, 'all', { email: 'taken' })).toEqual({
      email: 'taken',
      name: 'Company name or first name is required',
    });
  });
});
