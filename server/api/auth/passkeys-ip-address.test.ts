// A site reached by an IP address cannot offer passkeys (browsers refuse an address as the
// relying party's id): the settings say so and every ceremony is refused with the reason.
import { describe, expect, it } from 'vitest';
import { PASSKEY_MESSAGES } from '#contract/passkeys.ts';
import { createUser } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { signedInClient } from '#tests/setup/client.ts';

const PASSWORD = 'Passkey-Person-42';
const t = testAppForFile({ PUBLIC_URL: 'http://127.0.0.1:3000' });

describe('passkeys on a site reached by an IP address', () => {
  it('are unavailable, with a message naming what to set', async () => {
    const user = await createUser(t.database.db, { password: PASSWORD });
    const client = await signedInClient(t.app, user.email, PASSWORD, '198.51.100.1');
    expect((await client.get('/api/user/passkeys')).json()).toEqual({
      passkeys: [],
      available: false,
      unavailable_reason: PASSKEY_MESSAGES.needsHostName,
    });
    for (const path of ['/api/user/passkeys/options', '/api/auth/confirm/passkey-options']) {
      const refused = await client.post(path);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'passkeys_unavailable', message: PASSKEY_MESSAGES.needsHostName });
    }
  });
});
