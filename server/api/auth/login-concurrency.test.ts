// The per-account lock-out under concurrency: guesses sent at the same instant, from as
// many client addresses, must not get more password checks than the limit allows.
// Real sockets against a listening server; the Argon2 verifications the server really
// runs are counted through their diagnostics channel.
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS } from '#core/accounts/limits.ts';
import { passwordVerifications } from '#core/accounts/password.ts';
import { createUser } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { listen } from '#tests/setup/http.ts';
import { httpVisitor } from '#tests/setup/http-visitor.ts';

const PASSWORD = 'Kettle-Moss-42';
const GUESSES = 100;
let baseUrl: string;
const t = testAppForFile({ TRUST_PROXY: 'true' });

beforeAll(async () => {
  baseUrl = await listen(t.app);
});

let network = 0;
/** GUESSES visitors, each from its own address (a fresh /24 per test). */
async function visitors() {
  network += 1;
  return Promise.all(
    Array.from({ length: GUESSES }, (_, i) =>
      httpVisitor(baseUrl, `10.${network}.${Math.floor(i / 250)}.${(i % 250) + 1}`),
    ),
  );
}

/** Sends every guess at once; returns the statuses and how many passwords were really checked. */
async function guessAtOnce(email: string, password: string) {
  const crowd = await visitors();
  let checked = 0;
  const onCheck = () => {
    checked += 1;
  };
  subscribe(passwordVerifications.name, onCheck);
  try {
    const responses = await Promise.all(crowd.map((visitor) => visitor.post('/api/auth/login', { email, password })));
    const statuses = responses.map((response) => response.status);
    return { statuses, checked };
  } finally {
    unsubscribe(passwordVerifications.name, onCheck);
  }
}

function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('per-account lock-out under concurrent guesses', () => {
  const limit = ACCOUNT_LIMITS.loginAttemptsPerAccount.max;

  it(`checks at most ${ACCOUNT_LIMITS.loginAttemptsPerAccount.max} passwords of ${GUESSES} wrong ones sent at once; the rest get 429 unchecked`, async () => {
    await createUser(t.database.db, { email: 'crowd@example.test', password: PASSWORD });
    const { statuses, checked } = await guessAtOnce('crowd@example.test', 'Wrong-Pass-77');
    expect(checked).toBe(limit);
    expect(tally(statuses)).toEqual({ 401: limit, 429: GUESSES - limit });
    // The account stays locked: even its right password waits.
    const late = await (await httpVisitor(baseUrl, '10.200.0.1')).post('/api/auth/login', {
      email: 'crowd@example.test',
      password: PASSWORD,
    });
    expect(late.status).toBe(429);
  });

  it('treats an unknown address exactly like a known one (no enumeration)', async () => {
    const { statuses, checked } = await guessAtOnce('nobody-at-all@example.test', 'Wrong-Pass-77');
    expect(checked).toBe(limit);
    expect(tally(statuses)).toEqual({ 401: limit, 429: GUESSES - limit });
  });
});
