import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderEmail } from '#emails/layout.ts';
import { smtpCaptureForFile } from '#tests/setup/smtp.ts';
import { createMailer, isPermanentRejection, type MailLog } from './mailer.ts';

const from = 'Dazu <no-reply@dazu.test>';
const email = renderEmail({
  title: 'Activate your Dazu account',
  preheader: 'One click left',
  paragraphs: ['Hello Ann,', 'Open the link below.'],
  action: { label: 'Activate my account', url: 'https://dazu.test/complete-registration?token=abc123' },
});
const silent: MailLog = { info() {}, debug() {} };

const capture = smtpCaptureForFile();
let outboxDir: string;
beforeAll(async () => {
  outboxDir = join(mkdtempSync(join(tmpdir(), 'dazu-mail-')), 'outbox');
});
afterAll(async () => {
  rmSync(join(outboxDir, '..'), { recursive: true, force: true });
});

describe('mailer over SMTP', () => {
  it('delivers the subject, the HTML and text parts, and absolute links', async () => {
    const mailer = createMailer({ from, smtpUrl: capture.url, outboxDir }, silent);
    try {
      const sent = await mailer.send({ to: 'ann@example.test', ...email, headers: { 'X-Dazu-Kind': 'activation' } });
      expect(sent.messageId).toMatch(/@/);
    } finally {
      await mailer.close();
    }
    const message = await capture.waitForMessage((m) => m.to.includes('ann@example.test'));
    expect(message.subject).toBe('Activate your Dazu account');
    expect(message.parsed.from?.text).toContain('no-reply@dazu.test');
    expect(message.parsed.headers.get('x-dazu-kind')).toBe('activation');
    expect(message.html).toContain('href="https://dazu.test/complete-registration?token=abc123"');
    expect(message.text).toContain('\nhttps://dazu.test/complete-registration?token=abc123\n');
    expect(capture.linksIn(message)).toEqual(['https://dazu.test/complete-registration?token=abc123']);
  });

  it('reports a recipient the server refuses for good as a permanent rejection', async () => {
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error('No such user'), { responseCode: 550 }));
      },
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const { port } = refusing.server.address() as { port: number };
    const mailer = createMailer({ from, smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir }, silent);
    try {
      const error = await mailer.send({ to: 'nobody@example.test', ...email }).catch((e: unknown) => e);
      expect(isPermanentRejection(error)).toBe(true);
    } finally {
      await mailer.close();
      await new Promise<void>((resolve) => refusing.close(resolve));
    }
    expect(isPermanentRejection(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' }))).toBe(false);
  });
});

describe('mailer without SMTP_URL', () => {
  it('writes an .eml file to the outbox and logs the recipient, subject and links', async () => {
    const logged: { object: Record<string, unknown>; message: string }[] = [];
    const log: MailLog = {
      info: (object, message) => logged.push({ object: object as Record<string, unknown>, message }),
      debug() {},
    };
    const mailer = createMailer({ from, smtpUrl: undefined, outboxDir }, log);
    await mailer.send({ to: 'bob@example.test', ...email });
    await mailer.send({ to: 'bob@example.test', ...email });
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T.*-[0-9a-f]{8}\.eml$/);
    const eml = readFileSync(join(outboxDir, files[0] ?? ''), 'utf8');
    expect(eml).toContain('Subject: Activate your Dazu account');
    expect(eml).toContain('To: bob@example.test');
    expect(eml).toContain('Content-Type: text/html');
    expect(logged[0]?.object).toMatchObject({
      to: 'bob@example.test',
      subject: 'Activate your Dazu account',
      links: ['https://dazu.test/complete-registration?token=abc123'],
    });
    expect(logged[0]?.object.file).toMatch(/\.eml$/);
  });
});
