// The account flows as a user lives them: the e-mails arrive at a real SMTP server on
// loopback, and the test follows the links in them.
import { describe, expect, it } from 'vitest';
import { guestClient } from '#tests/setup/client.ts';
import { smtpTestAppForFile } from '#tests/setup/mail-app.ts';

const PUBLIC_URL = 'https://dazu.example';

const { t, smtp } = smtpTestAppForFile({ PUBLIC_URL, MAIL_FROM: 'Dazu <hello@dazu.example>' });

const tokenFrom = (links: string[], path: string): string => {
  const link = links.find((url) => url.startsWith(`${PUBLIC_URL}${path}?token=`));
  if (!link) throw new Error(`no ${path} link in ${links.join(', ')}`);
  return String(new URL(link).searchParams.get('token'));
};
const mailTo = (address: string, subject: RegExp) =>
  smtp.waitForMessage((message) => message.to.includes(address) && subject.test(message.subject));

describe('e-mail flows', () => {
  it('registers, activates from the e-mail link and logs in', async () => {
    const browser = await guestClient(t.app, '203.0.113.10');
    const registered = await browser.post('/api/auth/register', {
      type: 'developer',
      name: 'Northgate Homes',
      email: 'sales@northgate.example',
      password: 'Brick-Lane-204',
      rePassword: 'Brick-Lane-204',
      tos: true,
    });
    expect(registered.statusCode).toBe(204);
    const mail = await mailTo('sales@northgate.example', /Activate/);
    expect(mail.from).toContain('hello@dazu.example');
    expect(mail.html).toContain('Northgate Homes');
    expect(mail.text).toContain(`${PUBLIC_URL}/complete-registration?token=`);
    const token = tokenFrom(smtp.linksIn(mail), '/complete-registration');
    expect((await browser.post('/api/auth/complete-registration', { token })).statusCode).toBe(200);
    const login = await browser.post('/api/auth/login', {
      email: 'sales@northgate.example',
      password: 'Brick-Lane-204',
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ type: 'developer', roles: ['company'] });
    const notifications = (await browser.get('/api/user/notifications')).json();
    expect(notifications.data[0].message).toMatch(/account is active/);
  });

  it('resends the activation e-mail, and the newest link is the one that works', async () => {
    const browser = await guestClient(t.app, '203.0.113.11');
    await browser.post('/api/auth/register', {
      type: 'user',
      name: 'Jo',
      email: 'jo@resend.example',
      password: 'Brick-Lane-204',
      rePassword: 'Brick-Lane-204',
      tos: true,
    });
    const first = tokenFrom(smtp.linksIn(await mailTo('jo@resend.example', /Activate/)), '/complete-registration');
    smtp.messages.length = 0;
    expect((await browser.post('/api/auth/resend-email', { email: 'jo@resend.example' })).statusCode).toBe(204);
    const second = tokenFrom(smtp.linksIn(await mailTo('jo@resend.example', /Activate/)), '/complete-registration');
    expect(second).not.toBe(first);
    expect((await browser.post('/api/auth/complete-registration', { token: first })).statusCode).toBe(404);
    expect((await browser.post('/api/auth/complete-registration', { token: second })).statusCode).toBe(200);
  });

  it('sends a reset link that sets a new password, then tells the owner the password changed', async () => {
    const browser = await guestClient(t.app, '203.0.113.12');
    await browser.post('/api/auth/register', {
      type: 'user',
      name: 'Sam',
      email: 'sam@reset.example',
      password: 'Brick-Lane-204',
      rePassword: 'Brick-Lane-204',
      tos: true,
    });
    const activation = await mailTo('sam@reset.example', /Activate/);
    await browser.post('/api/auth/complete-registration', {
      token: tokenFrom(smtp.linksIn(activation), '/complete-registration'),
    });
    expect((await browser.post('/api/auth/remind-password', { email: 'SAM@reset.example' })).statusCode).toBe(204);
    const reset = await mailTo('sam@reset.example', /password/i);
    const token = tokenFrom(smtp.linksIn(reset), '/set-password');
    const set = await browser.post('/api/auth/set-password', {
      token,
      password: 'Tide-Pool-515',
      rePassword: 'Tide-Pool-515',
    });
    expect(set.statusCode).toBe(204);
    const changed = await mailTo('sam@reset.example', /changed/);
    expect(changed.text).toContain(`${PUBLIC_URL}/auth`);
    expect((await browser.login('sam@reset.example', 'Tide-Pool-515')).statusCode).toBe(200);
  });

  it('sends nothing for an unknown address and at most 3 prompted e-mails an hour to one address', async () => {
    const browser = await guestClient(t.app, '203.0.113.13');
    expect((await browser.post('/api/auth/remind-password', { email: 'ghost@nowhere.example' })).statusCode).toBe(204);
    await browser.post('/api/auth/register', {
      type: 'user',
      name: 'Flood',
      email: 'flood@limit.example',
      password: 'Brick-Lane-204',
      rePassword: 'Brick-Lane-204',
      tos: true,
    });
    await mailTo('flood@limit.example', /Activate/);
    smtp.messages.length = 0;
    for (let i = 0; i < 4; i++) {
      const other = await guestClient(t.app, `203.0.113.${20 + i}`);
      expect((await other.post('/api/auth/remind-password', { email: 'flood@limit.example' })).statusCode).toBe(204);
    }
    await mailTo('flood@limit.example', /password/i);
    // Give the queue time to run the fourth job too, then count.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.messages.filter((message) => message.to.includes('flood@limit.example'))).toHaveLength(3);
    expect(smtp.messages.some((message) => message.to.includes('ghost@nowhere.example'))).toBe(false);
  });
});
