// The contact form: a visitor's message reaches the operator address by real SMTP with
// Reply-To the sender; bad input is a 422 naming each field; floods get 429.
import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '#contract/contact.ts';
import { guestClient } from '#tests/setup/client.ts';
import { smtpTestAppForFile } from '#tests/setup/mail-app.ts';

const { t, smtp } = smtpTestAppForFile({ OPERATOR_EMAIL: 'hello@dazu.example' });

const visitor = (address: string) => guestClient(t.app, address);
const message = {
  name: 'Priya Shah',
  email: 'priya.shah@example.co.uk',
  topic: 'ad_question',
  message: 'Is the flat on Mill Road still available to view this Saturday?',
};

describe('POST /api/contact', () => {
  it('e-mails the operator with Reply-To the sender', async () => {
    const client = await visitor('203.0.113.90');
    const response = await client.post('/api/contact', message);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: CONTACT_MESSAGES.sent });
    const mail = await smtp.waitForMessage((m) => m.subject.includes('from Priya Shah'), 15_000);
    expect(mail.to).toEqual(['hello@dazu.example']);
    expect(mail.subject).toBe('Contact form: Question about an ad, from Priya Shah');
    expect(mail.parsed.replyTo?.value[0]?.address).toBe('priya.shah@example.co.uk');
    expect(mail.text).toContain('Is the flat on Mill Road still available');
  });

  it('refuses bad input naming each field, extra fields, and a request without the CSRF token', async () => {
    const client = await visitor('203.0.113.91');
    const bad = await client.post('/api/contact', { name: '', email: 'not-an-address', topic: 'sales', message: 'Hi' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'message', 'name', 'topic']);
    expect(bad.json().errors.email).toEqual([CONTACT_MESSAGES.email]);
    const header = await client.post('/api/contact', { ...message, name: 'Eve\r\nBcc: all@example.com' });
    expect(header.statusCode).toBe(422);
    expect((await client.post('/api/contact', { ...message, to: 'someone@example.com' })).statusCode).toBe(422);
    expect((await client.post('/api/contact', message, { csrf: false })).statusCode).toBe(419);
  });

  it('allows five messages an hour per client, then 429', async () => {
    const client = await visitor('203.0.113.92');
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) statuses.push((await client.post('/api/contact', message)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
