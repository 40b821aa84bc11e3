import { describe, expect, it } from 'vitest';
import { ACCENT, renderEmail } from './layout.ts';
import { activationEmail } from './templates/activation.ts';
import { passwordChangedEmail } from './templates/password-changed.ts';
import { passwordResetEmail } from './templates/password-reset.ts';

describe('e-mail layout', () => {
  const rendered = renderEmail({
    title: 'Welcome <b>home</b>',
    preheader: 'Pre "header"',
    paragraphs: ['Tom & Jerry <script>alert(1)</script>'],
    action: { label: 'Open "it"', url: 'https://dazu.test/path?a=1&b=<2>' },
    footer: "You asked for it, didn't you?",
  });

  it('escapes every interpolated value in the HTML', () => {
    expect(rendered.html).not.toContain('<script>');
    expect(rendered.html).not.toContain('<b>home</b>');
    expect(rendered.html).toContain('Tom &amp; Jerry &lt;script&gt;');
    expect(rendered.html).toContain('Welcome &lt;b&gt;home&lt;/b&gt;');
    expect(rendered.html).toContain('Open &quot;it&quot;');
    expect(rendered.html).toContain('href="https://dazu.test/path?a=1&amp;b=%3C2%3E"');
    expect(rendered.html).toContain('didn&#39;t you?');
  });

  it('brands the HTML with the product name and the accent button with white text', () => {
    expect(rendered.html).toContain('<html lang="en">');
    expect(rendered.html).toContain('>Dazu<');
    expect(rendered.html).toContain(`background-color:${ACCENT}`);
    expect(rendered.html).toContain('color:#ffffff');
    expect(rendered.html).toMatch(/<table role="presentation"/);
    expect(rendered.html).not.toMatch(/<style|class=/);
  });

  it('has a plain-text twin with the link alone on its line', () => {
    expect(rendered.subject).toBe('Welcome <b>home</b>');
    expect(rendered.text).toContain('Dazu\n');
    expect(rendered.text).toContain('Tom & Jerry <script>alert(1)</script>');
    expect(rendered.text).toContain('Open "it":\nhttps://dazu.test/path?a=1&b=%3C2%3E\n');
    expect(rendered.text).toContain("You asked for it, didn't you?");
  });

  it('says why the recipient gets the mail by default', () => {
    const plain = renderEmail({ title: 'Hi', preheader: 'Hi', paragraphs: ['Hi'] });
    expect(plain.text).toContain('You are receiving this e-mail because');
    expect(plain.html).toContain('You are receiving this e-mail because');
  });

  it('refuses a link that is not an absolute http(s) URL', () => {
    const render = (url: string) =>
      renderEmail({ title: 't', preheader: 'p', paragraphs: [], action: { label: 'l', url } });
    expect(() => render('/complete-registration?token=x')).toThrow('absolute');
    expect(() => render('javascript:alert(1)')).toThrow('absolute');
  });
});

describe('account e-mails', () => {
  const url = 'https://dazu.test/complete-registration?token=t0k3n';
  it.each([
    ['activation', activationEmail, 'Activate your Dazu account'],
    ['password reset', passwordResetEmail, 'Set a new Dazu password'],
    ['password changed', passwordChangedEmail, 'Your Dazu password was changed'],
  ])('%s: subject, greeting by name and the link in both parts', (_name, template, subject) => {
    const email = template({ name: 'Ann <Admin>', url });
    expect(email.subject).toBe(subject);
    expect(email.text).toContain('Hello Ann <Admin>,');
    expect(email.html).toContain('Hello Ann &lt;Admin&gt;,');
    expect(email.text).toContain(`\n${url}\n`);
    expect(email.html).toContain(`href="${url}"`);
  });
});
