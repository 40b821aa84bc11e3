import { describe, expect, it } from 'vitest';
import { passwordResetEmail } from '#emails/templates/password-reset.ts';
import { smtpTestAppForFile } from '#tests/setup/mail-app.ts';
import { sendEmailJob } from './send-email.ts';

const { t, smtp: capture } = smtpTestAppForFile({ PUBLIC_URL: 'https://dazu.test' });

describe('send-email job', () => {
  it('delivers a rendered e-mail through SMTP, from a job sent by the app', async () => {
    const url = `${t.config.publicUrl}/set-password?token=abc`;
    const id = await t.app.jobs.send(sendEmailJob, {
      to: 'ann@example.test',
      ...passwordResetEmail({ name: 'Ann', url }),
    });
    const message = await capture.waitForMessage((m) => m.to.includes('ann@example.test'));
    expect(message.subject).toBe('Set a new Dazu password');
    expect(capture.linksIn(message)).toEqual(['https://dazu.test/set-password?token=abc']);
    expect(message.html).toContain('href="https://dazu.test/set-password?token=abc"');
    expect(message.parsed.from?.text).toContain('no-reply@dazu.localhost');
    // completion is recorded just after the handler returns
    await expect
      .poll(async () => (await t.app.jobs.boss.findJobs(sendEmailJob.name, { id }))[0]?.state, { timeout: 5000 })
      .toBe('completed');
  });

  it('refuses a payload that is not an e-mail', async () => {
    await expect(
      t.app.jobs.send(sendEmailJob, { to: 'nobody', subject: 's', html: '<p>h</p>', text: 't' }),
    ).rejects.toThrow();
  });
});
