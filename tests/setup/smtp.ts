// A real SMTP peer for tests: smtp-server on 127.0.0.1 (random port, no auth, no TLS)
// that parses each message with mailparser and keeps it. Point SMTP_URL at `url`.
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { linksInText } from '#core/mail/links.ts';
import { startForFile } from './for-file.ts';

export type CapturedMail = {
  /** Envelope recipients, as the client gave them. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  parsed: ParsedMail;
};

export type SmtpCapture = {
  url: string;
  messages: CapturedMail[];
  waitForMessage(predicate?: (message: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
  /** The http(s) links of the plain-text part. */
  linksIn(message: CapturedMail): string[];
  close(): Promise<void>;
};

export async function startSmtpCapture(
  options: { onMessage?: (mail: CapturedMail) => void } = {},
): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    // A client that keeps pooled connections open must not hold close() for the default 30 s.
    closeTimeout: 1000,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: CapturedMail = {
            to: (session.envelope.rcptTo || []).map((rcpt) => rcpt.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            parsed,
          };
          messages.push(mail);
          options.onMessage?.(mail);
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMessage(predicate = () => true, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (!found) return;
          done();
          resolve(found);
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`No matching e-mail within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    linksIn: (message) => linksInText(message.text),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The SMTP peer of a file (or describe block): listening before its tests, closed after them. */
export function smtpCaptureForFile(options: Parameters<typeof startSmtpCapture>[0] = {}): SmtpCapture {
  return startForFile('The SMTP capture', () => startSmtpCapture(options));
}
