// Optional third-party integrations, off unless configured: a robot check (captcha) on
// registration and the contact form, and a privacy-friendly analytics script. Each is
// named here with what the pages load and what the content security policy must then
// allow; with neither configured the site loads nothing from anyone else.
import { z } from 'zod';

/** The captcha services the site can use: all three share one verification protocol. */
export const CAPTCHA_PROVIDERS = {
  turnstile: {
    script: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    /** The script's global, whose render(box, { sitekey }) draws the widget. */
    global: 'turnstile',
    verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    /** The hidden field the widget adds to its form. */
    field: 'cf-turnstile-response',
    origins: ['https://challenges.cloudflare.com'],
  },
  hcaptcha: {
    script: 'https://js.hcaptcha.com/1/api.js?render=explicit',
    global: 'hcaptcha',
    verifyUrl: 'https://api.hcaptcha.com/siteverify',
    field: 'h-captcha-response',
    origins: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
  },
  recaptcha: {
    script: 'https://www.google.com/recaptcha/api.js?render=explicit',
    global: 'grecaptcha',
    verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
    field: 'g-recaptcha-response',
    origins: ['https://www.google.com', 'https://www.gstatic.com'],
  },
} as const;
export type CaptchaProvider = keyof typeof CAPTCHA_PROVIDERS;
export const CAPTCHA_PROVIDER_NAMES = Object.keys(CAPTCHA_PROVIDERS) as CaptchaProvider[];

/** What a page needs to show the captcha: never the secret key. */
export type CaptchaWidget = { provider: CaptchaProvider; siteKey: string };

/** An analytics script (Plausible, Umami, a self-hosted one...), loaded deferred on every page. */
export type AnalyticsScript = { scriptUrl: string; domain: string | undefined };

/** The captcha's answer as a form or an API client sends it; checked only when a captcha is configured. */
export const captchaTokenField = z.string().trim().max(4096).optional();

export const CAPTCHA_MESSAGES = {
  failed: 'Please confirm you are not a robot, then send the form again.',
  unavailable: 'The robot check could not be reached. Please try again in a minute.',
} as const;

/** The origin of an address, for the content security policy. */
export function originOf(url: string): string {
  return new URL(url).origin;
}
