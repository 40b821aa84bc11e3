// `npm run test:e2e`: builds when the build is stale, starts a real SMTP peer on
// loopback (the app under test delivers its e-mails there; each one is written as
// JSON to a spool folder the browser tests read), then runs Playwright with the
// arguments given (e.g. `npm run test:e2e -- --reporter=list tests/e2e/home.spec.ts`).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
const child = spawn(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: {
    ...process.env,
    E2E_DATA_DIR: join(runDir, 'data'),
    E2E_SMTP_URL: smtp.url,
    E2E_MAIL_DIR: mailDir,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  },
});
const status = await new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
await smtp.close();
rmSync(runDir, { recursive: true, force: true });
process.exit(status);
