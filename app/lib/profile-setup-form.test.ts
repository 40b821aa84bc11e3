import { describe, expect, it } from 'vitest';
import { profileSetupFormSchema } from './profile-setup-form.ts';

describe('profile setup form', () => {
  it('asks a person for a name only: the phone may be left empty', () => {
    const schema = profileSetupFormSchema(false);
    expect(schema.safeParse({ name: 'Anna', phone: '07700 900123' }).success).toBe(true);
    expect(schema.safeParse({ name: 'Anna', phone: '' }).success).toBe(true);
    expect(schema.safeParse({ name: '', phone: '' }).success).toBe(false);
    expect(schema.safeParse({ name: 'Anna', phone: 'call me' }).success).toBe(false);
  });

  it('asks an account that needs a phone for one', () => {
    const schema = profileSetupFormSchema(false, true);
    expect(schema.safeParse({ name: 'Harbour & Vale', phone: '07700 900123' }).success).toBe(true);
    expect(schema.safeParse({ name: 'Harbour & Vale', phone: '' }).error?.issues[0]?.message).toBe(
      'Enter your phone number',
    );
  });

  it('also asks for a new password, twice, when the password is temporary', () => {
    for (const phoneRequired of [false, true]) {
      const schema = profileSetupFormSchema(true, phoneRequired);
      const base = { name: 'Anna', phone: '07700 900123' };
      expect(schema.safeParse({ ...base, password: 'Secret1', rePassword: 'Secret1' }).success).toBe(true);
      const differ = schema.safeParse({ ...base, password: 'Secret1', rePassword: 'Secret2' });
      expect(differ.error?.issues[0]?.message).toBe('The passwords must be the same');
      const weak = schema.safeParse({ ...base, password: 'secret', rePassword: 'secret' });
      expect(weak.error?.issues[0]?.message).toBe(
        'The password must have at least 6 characters, 1 capital letter and one number',
      );
    }
  });
});
