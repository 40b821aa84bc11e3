// Which address passkeys are bound to (the configured origin's host), never an IP address,
// which browsers refuse as a relying-party id; and the counter an assertion carries.
import { describe, expect, it } from 'vitest';
import { PASSKEY_MESSAGES } from '#contract/passkeys.ts';
import { passkeysUnavailableReason, relyingParty, signCountOf } from './webauthn.ts';

describe('the relying party', () => {
  it('is the configured origin’s host', () => {
    expect(relyingParty({ webauthnOrigin: 'https://dazu.example' })).toEqual({
      id: 'dazu.example',
      origin: 'https://dazu.example',
      name: 'Dazu',
    });
    expect(relyingParty({ webauthnOrigin: 'http://localhost:3310' })).toMatchObject({ id: 'localhost' });
  });

  it('refuses an IP address with a message that says what to set', () => {
    for (const webauthnOrigin of ['http://127.0.0.1:3000', 'http://[::1]:3000', 'https://203.0.113.9']) {
      expect(passkeysUnavailableReason({ webauthnOrigin })).toBe(PASSKEY_MESSAGES.needsHostName);
      expect(() => relyingParty({ webauthnOrigin })).toThrow(PASSKEY_MESSAGES.needsHostName);
    }
  });

  it('reads the signature counter from the authenticator data', () => {
    const data = Buffer.concat([Buffer.alloc(33), Buffer.from([0, 0, 1, 2])]);
    expect(signCountOf(data.toString('base64url'))).toBe(258);
    expect(signCountOf(Buffer.alloc(20).toString('base64url'))).toBeNull();
  });
});
