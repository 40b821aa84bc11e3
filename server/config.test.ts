// Configuration as start-up reads it: where uploads go (a wrong S3 setting stops start-up
// naming the variable, instead of failing at the first upload) and the instant-alert interval.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const base = { NODE_ENV: 'test', DATABASE_URL: 'memory://', DATA_DIR: '/tmp/dazu-config-test' } as const;

describe('storage configuration', () => {
  it('keeps files in a folder on PGlite and in the database on a PostgreSQL server by default', () => {
    expect(loadConfig(base).storage).toEqual({ driver: 'filesystem', dir: '/tmp/dazu-config-test/uploads' });
    expect(loadConfig({ ...base, DATABASE_URL: 'postgres://db.example/dazu' }).storage).toEqual({ driver: 'database' });
  });

  it('takes an S3-compatible bucket with its endpoint and keys', () => {
    const config = loadConfig({
      ...base,
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'dazu-photos',
      S3_ENDPOINT: 'https://minio.example:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.storage).toEqual({
      driver: 's3',
      bucket: 'dazu-photos',
      region: 'us-east-1',
      endpoint: 'https://minio.example:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
  });

  it('names what is missing or wrong', () => {
    expect(() => loadConfig({ ...base, STORAGE_DRIVER: 's3' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...base, STORAGE_DRIVER: 's3', S3_BUCKET: 'dazu', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ ...base, STORAGE_DRIVER: 's3', S3_BUCKET: 'dazu', S3_ENDPOINT: 'ftp://x' })).toThrow(
      /S3_ENDPOINT/,
    );
    expect(() => loadConfig({ ...base, STORAGE_DRIVER: 'tape' })).toThrow(/STORAGE_DRIVER/);
  });
});

describe('instant alert interval', () => {
  it('is 5 minutes unless set, and takes any whole number of minutes that divides an hour', () => {
    expect(loadConfig(base).instantAlertMinutes).toBe(5);
    expect(loadConfig({ ...base, INSTANT_ALERT_MINUTES: '1' }).instantAlertMinutes).toBe(1);
    expect(loadConfig({ ...base, INSTANT_ALERT_MINUTES: '30' }).instantAlertMinutes).toBe(30);
    for (const wrong of ['0', '7', '60', '2.5', 'often']) {
      expect(() => loadConfig({ ...base, INSTANT_ALERT_MINUTES: wrong })).toThrow(/INSTANT_ALERT_MINUTES/);
    }
  });
});

describe('page rate limit', () => {
  it('is 300 pages a minute for people and 30 for robots unless set, and refuses anything but a whole number', () => {
    expect(loadConfig(base).pageRateLimit).toEqual({ peoplePerMinute: 300, robotsPerMinute: 30 });
    expect(
      loadConfig({ ...base, PAGE_RATE_LIMIT_PER_MINUTE: '120', PAGE_RATE_LIMIT_ROBOTS_PER_MINUTE: '10' }).pageRateLimit,
    ).toEqual({ peoplePerMinute: 120, robotsPerMinute: 10 });
    for (const wrong of ['0', '-5', '2.5', 'lots']) {
      expect(() => loadConfig({ ...base, PAGE_RATE_LIMIT_PER_MINUTE: wrong })).toThrow(/PAGE_RATE_LIMIT_PER_MINUTE/);
      expect(() => loadConfig({ ...base, PAGE_RATE_LIMIT_ROBOTS_PER_MINUTE: wrong })).toThrow(
        /PAGE_RATE_LIMIT_ROBOTS_PER_MINUTE/,
      );
    }
  });
});

describe('optional integrations', () => {
  it('are off unless configured', () => {
    expect(loadConfig({})).toMatchObject({ captcha: undefined, analytics: undefined });
  });

  it('take a captcha with both keys, Turnstile unless another provider is named', () => {
    expect(loadConfig({ CAPTCHA_SITE_KEY: 'site', CAPTCHA_SECRET_KEY: 'secret' }).captcha).toEqual({
      provider: 'turnstile',
      siteKey: 'site',
      secretKey: 'secret',
      verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    });
    const hcaptcha = loadConfig({ CAPTCHA_PROVIDER: 'hcaptcha', CAPTCHA_SITE_KEY: 's', CAPTCHA_SECRET_KEY: 'k' });
    expect(hcaptcha.captcha?.verifyUrl).toBe('https://api.hcaptcha.com/siteverify');
    expect(() => loadConfig({ CAPTCHA_SITE_KEY: 'site' })).toThrow(/CAPTCHA_SITE_KEY, CAPTCHA_SECRET_KEY: give both/);
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'friendly' })).toThrow(/CAPTCHA_PROVIDER: must be one of/);
  });

  it('take an analytics script by its https address, with the site name it may need', () => {
    expect(
      loadConfig({ ANALYTICS_SCRIPT_URL: 'https://plausible.io/js/script.js', ANALYTICS_DOMAIN: 'dazu.example' })
        .analytics,
    ).toEqual({ scriptUrl: 'https://plausible.io/js/script.js', domain: 'dazu.example' });
    expect(() => loadConfig({ ANALYTICS_SCRIPT_URL: 'http://plausible.io/js/script.js' })).toThrow(
      /ANALYTICS_SCRIPT_URL/,
    );
    expect(() => loadConfig({ ANALYTICS_DOMAIN: 'dazu.example' })).toThrow(/only used with ANALYTICS_SCRIPT_URL/);
  });
});

describe('the passkeys’ origin', () => {
  it('is PUBLIC_URL’s origin unless WEBAUTHN_ORIGIN names the one browsers use', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://dazu.example/' }).webauthnOrigin).toBe('https://dazu.example');
    const local = loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3310', WEBAUTHN_ORIGIN: 'http://localhost:3310/' });
    expect(local.webauthnOrigin).toBe('http://localhost:3310');
    expect(() => loadConfig({ WEBAUTHN_ORIGIN: 'ftp://dazu.example' })).toThrow(/WEBAUTHN_ORIGIN/);
  });
});
