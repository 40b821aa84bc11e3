// The optional integrations' settings (contract/integrations.ts): a captcha needs its
// site key and its secret key together; analytics needs the script's https address.
import { z } from 'zod';
import { CAPTCHA_PROVIDER_NAMES, CAPTCHA_PROVIDERS } from '#contract/integrations.ts';
import type { Config } from '#core/config.ts';

const httpsUrl = (what: string) => z.url({ protocol: /^https$/, error: `must be the https address of ${what}` });

export const integrationsEnvironment = {
  CAPTCHA_PROVIDER: z
    .enum(CAPTCHA_PROVIDER_NAMES, { error: `must be one of ${CAPTCHA_PROVIDER_NAMES.join(', ')}` })
    .default('turnstile'),
  CAPTCHA_SITE_KEY: z.string().trim().min(1).max(200).optional(),
  CAPTCHA_SECRET_KEY: z.string().trim().min(1).max(500).optional(),
  /** The provider's verification address, for a compatible self-hosted service (and the tests). */
  CAPTCHA_VERIFY_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }).optional(),
  ANALYTICS_SCRIPT_URL: httpsUrl('the analytics script').optional(),
  /** The site's name in the analytics service, where it asks for one (Plausible's data-domain). */
  ANALYTICS_DOMAIN: z.string().trim().min(1).max(200).optional(),
};

type IntegrationsEnvironment = z.infer<z.ZodObject<typeof integrationsEnvironment>>;

/** Raised for settings that cannot be used as given; the caller adds it to its configuration error. */
export class IntegrationSettingsError extends Error {}

export function integrationsOf(e: IntegrationsEnvironment): Pick<Config, 'captcha' | 'analytics'> {
  return { captcha: captchaOf(e), analytics: analyticsOf(e) };
}

function captchaOf(e: IntegrationsEnvironment): Config['captcha'] {
  if (!e.CAPTCHA_SITE_KEY && !e.CAPTCHA_SECRET_KEY) return undefined;
  if (!e.CAPTCHA_SITE_KEY || !e.CAPTCHA_SECRET_KEY) {
    throw new IntegrationSettingsError('CAPTCHA_SITE_KEY, CAPTCHA_SECRET_KEY: give both or neither');
  }
  return {
    provider: e.CAPTCHA_PROVIDER,
    siteKey: e.CAPTCHA_SITE_KEY,
    secretKey: e.CAPTCHA_SECRET_KEY,
    verifyUrl: e.CAPTCHA_VERIFY_URL ?? CAPTCHA_PROVIDERS[e.CAPTCHA_PROVIDER].verifyUrl,
  };
}

function analyticsOf(e: IntegrationsEnvironment): Config['analytics'] {
  if (!e.ANALYTICS_SCRIPT_URL) {
    if (e.ANALYTICS_DOMAIN)
      throw new IntegrationSettingsError('ANALYTICS_DOMAIN: is only used with ANALYTICS_SCRIPT_URL');
    return undefined;
  }
  return { scriptUrl: e.ANALYTICS_SCRIPT_URL, domain: e.ANALYTICS_DOMAIN };
}
