// The robot check, when the site has one: the form's answer is sent to the provider's
// verification address with the secret key, as Turnstile, hCaptcha and reCAPTCHA all
// take it (a form post of secret, response and remoteip, answered { success }). Without
// a configured captcha every request passes, so the check costs nothing by default.
import { CAPTCHA_MESSAGES } from '#contract/integrations.ts';
import type { CaptchaSettings } from '#core/config.ts';
import { HttpError, unprocessable } from '#core/errors.ts';

const VERIFY_TIMEOUT_MS = 5000;

/** Refuses (422 on `captcha`) an answer the provider does not confirm; 503 when it cannot be asked. */
export async function checkCaptcha(
  settings: CaptchaSettings | undefined,
  token: string | undefined,
  clientAddress: string,
): Promise<void> {
  if (!settings) return;
  if (!token) throw unprocessable({ captcha: [CAPTCHA_MESSAGES.failed] });
  const body = new URLSearchParams({ secret: settings.secretKey, response: token, remoteip: clientAddress });
  let answer: unknown;
  try {
    const response = await fetch(settings.verifyUrl, {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    answer = response.ok ? await response.json() : undefined;
  } catch {
    answer = undefined;
  }
  if (typeof answer !== 'object' || answer === null) {
    throw new HttpError(503, CAPTCHA_MESSAGES.unavailable, { code: 'captcha_unavailable' });
  }
  if ((answer as { success?: unknown }).success !== true) throw unprocessable({ captcha: [CAPTCHA_MESSAGES.failed] });
}
