// E-mails the app under test sent, as the SMTP peer of scripts/e2e.ts received them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

export type SpooledMail = { to: string[]; subject: string; text: string; html: string };

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the browser tests with npm run test:e2e');
  return dir;
}

function readAll(): SpooledMail[] {
  const dir = mailDir();
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as SpooledMail);
}

/**
 * Waits for the newest e-mail to an address whose subject matches; `timeout` for one a
 * scheduled job sends (15 s unless given). `count`: wait until that many such e-mails
 * have arrived (a link sent again replaces the first one, so its test needs the second).
 */
export async function waitForMail(
  to: string,
  subject: RegExp,
  { timeout = 15_000, count = 1 } = {},
): Promise<SpooledMail> {
  let found: SpooledMail | undefined;
  await expect
    .poll(
      () => {
        const matching = readAll().filter((mail) => mail.to.includes(to) && subject.test(mail.subject));
        found = matching.length >= count ? matching.at(-1) : undefined;
        return Boolean(found);
      },
      { timeout, message: `${count} e-mail(s) to ${to} matching ${subject}` },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}

/** The first link of the plain-text part that contains `path`. */
export function linkIn(mail: SpooledMail, path: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(path));
  if (!link) throw new Error(`no link with ${path} in: ${mail.text}`);
  return link;
}
