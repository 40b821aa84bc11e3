// Every install is honest about payments: a demo installation takes them through the
// test-mode sandbox even in production mode, an explicit PAYMENTS_SANDBOX=false turns
// it off, and GET /api/health says which gateway the site takes (none, sandbox, Stripe).
import { describe, expect, it } from 'vitest';
import { paymentsState, siteGateway } from '#core/billing/gateways/site-gateway.ts';
import { withTestApp } from '#tests/setup/app.ts';
import { loadConfig } from '../../config.ts';

const production = { NODE_ENV: 'production', DATA_DIR: '/tmp/dazu-health-test' } as const;
const stripeKeys = { STRIPE_SECRET_KEY: 'sk_test_dazu', STRIPE_WEBHOOK_SECRET: 'whsec_dazu' } as const;

describe('the payment gateway a site takes', () => {
  it('is the sandbox on a demo installation, even in production mode', () => {
    // The embedded default seeds the demo.
    expect(siteGateway(loadConfig(production))).toBe('sandbox');
    expect(siteGateway(loadConfig({ ...production, SEED_DEMO: 'true', DATABASE_URL: 'postgres://db/dazu' }))).toBe(
      'sandbox',
    );
  });

  it('is none in production without the demo or Stripe, and whenever the sandbox is turned off', () => {
    expect(siteGateway(loadConfig({ ...production, DATABASE_URL: 'postgres://db/dazu' }))).toBe('none');
    expect(siteGateway(loadConfig({ ...production, SEED_DEMO: 'false' }))).toBe('none');
    expect(siteGateway(loadConfig({ ...production, PAYMENTS_SANDBOX: 'false' }))).toBe('none');
    expect(siteGateway(loadConfig({ ...production, NODE_ENV: 'development', PAYMENTS_SANDBOX: 'false' }))).toBe('none');
  });

  it('is Stripe whenever its keys are set, in test mode with test keys', () => {
    expect(paymentsState(loadConfig({ ...production, ...stripeKeys }))).toEqual({ gateway: 'stripe', test_mode: true });
    expect(paymentsState(loadConfig({ ...production, ...stripeKeys, STRIPE_SECRET_KEY: 'sk_live_dazu' }))).toEqual({
      gateway: 'stripe',
      test_mode: false,
    });
    expect(paymentsState(loadConfig(production))).toEqual({ gateway: 'sandbox', test_mode: true });
  });
});

describe('GET /api/health', () => {
  it('reports the database and the payment gateway, as documented', async () => {
    for (const [overrides, payments] of [
      [{}, { gateway: 'sandbox', test_mode: true }],
      [{ PAYMENTS_SANDBOX: 'false' }, { gateway: 'none', test_mode: false }],
    ] as const) {
      await withTestApp({ env: overrides }, async (t) => {
        const response = await t.app.inject({ url: '/api/health' });
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.json()).toEqual({ status: 'ok', payments });
        const openapi = (await t.app.inject({ url: '/api/openapi.json' })).json();
        const schema = openapi.paths['/api/health'].get.responses['200'].content['application/json'].schema;
        expect(JSON.stringify(schema)).toContain('"none"');
      });
    }
  }, 90_000); // two apps of their own, started and stopped: slow on a busy machine
});
