// One allowance of contact messages per client, however they are sent: the JSON API and
// the /contact page's form posted without JavaScript run the same use case, which counts
// them. Five an hour, then 429 on both paths; another client has its own five.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactFormAction } from '#app/lib/contact-form.server.ts';
import { createTestApp, type TestApp } from '#tests/setup/app.ts';
import { createClient } from '#tests/setup/client.ts';
import { stubSiteWithAction } from '#tests/setup/site.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OPERATOR_EMAIL: 'hello@dazu.example' }, { site: stubSiteWithAction(contactFormAction) });
});
afterAll(async () => t?.close());

const message = {
  name: 'Priya Shah',
  email: 'priya.shah@example.co.uk',
  topic: 'site_help',
  message: 'How do I change the e-mail address on my account, please?',
};

const viaApi = async (address: string) => {
  const client = createClient(t.app, { remoteAddress: address });
  await client.csrf();
  return (await client.post('/api/contact', message)).statusCode;
};

/** The page's form as a browser without JavaScript posts it (from the page itself). */
const viaPage = async (address: string, fields: Record<string, string> = message) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/contact',
      remoteAddress: address,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        'user-agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36',
      },
      payload: new URLSearchParams(fields).toString(),
    })
  ).statusCode;

describe('the contact allowance', () => {
  it('is shared by the API and the page: five messages an hour per client, then 429 on both', async () => {
    const address = '203.0.113.120';
    const statuses = [await viaApi(address), await viaPage(address), await viaApi(address)];
    statuses.push(await viaPage(address), await viaPage(address));
    expect(statuses).toEqual([202, 200, 202, 200, 200]);
    expect(await viaPage(address)).toBe(429);
    expect(await viaApi(address)).toBe(429);
    // Another client is not held back by the first one's messages.
    expect(await viaPage('203.0.113.121')).toBe(200);
  });

  it('counts only messages that are sent: a refused form takes nothing from it', async () => {
    const address = '203.0.113.122';
    expect(await viaPage(address, { ...message, message: 'Hi' })).toBe(422);
    const statuses: number[] = [];
    for (let sent = 0; sent < 5; sent += 1) statuses.push(await viaPage(address));
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect(await viaApi(address)).toBe(429);
  });
});
