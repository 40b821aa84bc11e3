import { describe, expect, it } from 'vitest';
import { isEmail } from './email.ts';

describe('isEmail', () => {
  it('accepts ordinary addresses', () => {
    expect(isEmail('anna@example.co.uk')).toBe(true);
    expect(isEmail(' anna.smith+homes@example.com ')).toBe(true);
  });

  it('refuses what cannot be an address', () => {
    expect(isEmail('')).toBe(false);
    expect(isEmail('anna')).toBe(false);
    expect(isEmail('anna@example')).toBe(false);
    expect(isEmail('an na@example.com')).toBe(false);
    expect(isEmail(`${'a'.repeat(250)}@example.com`)).toBe(false);
  });
});
