// `npm run test:e2e`: builds when the build is stale, starts a real SMTP peer on
// loopback (the app under test delivers its e-mails there; each one is written as
// JSON to a spool folder the browser tests read), then runs Playwright with the
// arguments given (e.g. `npm run test:e2e -- --reporter=list tests/e2e/home.spec.ts`).
// When a PostgreSQL server answers (POSTGRES_ADMIN_URL, by default the local one;
// E2E_POSTGRES=off to skip it), the forms that work without JavaScript are also tested
// against a fresh database there, dropped afterwards.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startSmtpCapture } from '../tests/setup/smtp.ts';
import { BUILD_STAMP, sourceFingerprint } from './source-fingerprint.ts';

if (!(existsSync(BUILD_STAMP) && readFileSync(BUILD_STAMP, 'utf8') === sourceFingerprint())) {
  execFileSync(process.execPath, ['scripts/build.ts'], { stdio: 'inherit' });
}
const runDir = join(tmpdir(), `dazu-e2e-${process.pid}`);
const mailDir = join(runDir, 'mail');
mkdirSync(mailDir, { recursive: true });
let received = 0;
const smtp = await startSmtpCapture({
  onMessage(mail) {
    const file = join(mailDir, `${String(++received).padStart(4, '0')}.json`);
    writeFileSync(file, JSON.stringify({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html }));
  },
});
const postgres = process.env.E2E_POSTGRES === 'off' ? undefined : await freshPostgresDatabase();
const child = spawn(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: {
    ...process.env,
    E2E_DATA_DIR: join(runDir, 'data'),
    E2E_SMTP_URL: smtp.url,
    E2E_MAIL_DIR: mailDir,
    ...(postgres ? { E2E_POSTGRES_URL: postgres.url } : {}),
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  },
});
const status = await new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
await smtp.close();
await postgres?.drop();
rmSync(runDir, { recursive: true, force: true });
process.exit(status);

/** A new, empty database on the PostgreSQL server, or undefined when none answers. */
async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const adminUrl = process.env.POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `dazu_e2e_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  try {
    await admin(`create database "${name}"`);
  } catch (error) {
    console.log(
      `PostgreSQL does not answer at ${adminUrl} (${(error as Error).message}): browser tests on PGlite only`,
    );
    return undefined;
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists "${name}" with (force)`) };
}
