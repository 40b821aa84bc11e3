// The robot check's answer: the hidden field its widget adds to the form, named by the
// provider. A page form posted without a script reads it from the posted fields; the
// enhanced form reads it from the widget's box and sends it to the API as `captcha`.
import { CAPTCHA_PROVIDERS, type CaptchaWidget } from '#contract/integrations.ts';

type Fields = Record<string, string | string[]>;

/** The answer among a posted form's fields, or undefined (also when the site has no captcha). */
export function captchaAnswerIn(fields: Fields, captcha: CaptchaWidget | null): string | undefined {
  if (!captcha) return undefined;
  const value = fields[CAPTCHA_PROVIDERS[captcha.provider].field];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The answer inside the widget's box on the page, or undefined before the visitor has one. */
export function captchaAnswerInBox(box: HTMLElement | null, captcha: CaptchaWidget | null): string | undefined {
  if (!captcha || !box) return undefined;
  const field = box.querySelector<HTMLInputElement | HTMLTextAreaElement>(
    `[name="${CAPTCHA_PROVIDERS[captcha.provider].field}"]`,
  );
  return field?.value ? field.value : undefined;
}
