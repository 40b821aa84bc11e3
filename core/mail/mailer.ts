// Sends e-mail. With SMTP_URL: a pooled SMTP connection with timeouts, so a slow or
// silent server fails the job (which retries later) instead of hanging it. Without:
// each message becomes an .eml file in the outbox folder and a log line with its
// links, so the embedded default needs no mail server to activate an account.
// Only background jobs call this (docs/decisions: e-mail never slows a request).
import nodemailer, { type NodemailerError } from 'nodemailer';
import type { Config } from '#core/config.ts';
import { linksInText } from './links.ts';
import { writeToOutbox } from './outbox.ts';

export type MailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  replyTo?: string;
};

export type SentMail = { messageId: string };

export type Mailer = {
  /** Rejects when the message could not be handed over; see isPermanentRejection. */
  send(message: MailMessage, options?: { signal?: AbortSignal }): Promise<SentMail>;
  /** Closes pooled connections; messages being delivered finish first. */
  close(): Promise<void>;
};

export type MailLog = {
  info(object: object, message: string): void;
  debug(object: object, message: string): void;
};

const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000, dnsTimeout: 10_000 };

export function createMailer(config: Config['mail'], log: MailLog): Mailer {
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config.from, log) : outboxMailer(config, log);
}

/**
 * True when the server refused every recipient for good (5xx to RCPT TO: no such
 * mailbox): trying again would get the same answer. Everything else is worth retrying,
 * including a refused sender or credentials, which an operator can fix meanwhile.
 */
export function isPermanentRejection(error: unknown): boolean {
  const mailError = error as Partial<NodemailerError> | null;
  return mailError?.permanent === true && mailError.code === 'EENVELOPE' && (mailError.rejected?.length ?? 0) > 0;
}

function smtpMailer(url: string, from: string, log: MailLog): Mailer {
  const transport = nodemailer.createTransport({ url, pool: true, maxConnections: 3, ...TIMEOUTS }, { from });
  return {
    async send(message, options = {}) {
      const info = await transport.sendMail({ ...message, signal: options.signal });
      log.debug({ to: message.to, subject: message.subject, messageId: info.messageId }, 'e-mail sent');
      return { messageId: info.messageId };
    },
    async close() {
      transport.close();
    },
  };
}

function outboxMailer(config: Config['mail'], log: MailLog): Mailer {
  // Composes the same MIME message SMTP would carry, into a buffer.
  const composer = nodemailer.createTransport(
    { streamTransport: true, buffer: true, newline: 'unix' },
    { from: config.from },
  );
  return {
    async send(message) {
      const info = await composer.sendMail(message);
      const file = await writeToOutbox(config.outboxDir, info.message as Buffer);
      log.info(
        { to: message.to, subject: message.subject, links: linksInText(message.text), file },
        'e-mail written to the outbox (no SMTP_URL set)',
      );
      return { messageId: info.messageId };
    },
    async close() {},
  };
}
