// Security headers for every response. Scripts run only from our origin or with the
// per-request nonce that the React renderer stamps on its inline scripts; styles only
// from our stylesheets.
import { createHash, randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { CAPTCHA_PROVIDERS, originOf } from '#contract/integrations.ts';
import { VIDEO_FRAME_ORIGINS } from '#contract/video-embed.ts';
import { ZOD_JITLESS_SCRIPT } from '#contract/zod-jitless.ts';
import type { Config } from '#core/config.ts';

/** The one inline script allowed without the nonce: the same in every page. */
const ZOD_JITLESS_HASH = `'sha256-${createHash('sha256').update(ZOD_JITLESS_SCRIPT).digest('base64')}'`;

type WithNonce = ServerResponse & { dazuScriptNonce?: string };

/** The nonce of this response's CSP header, made on first use. */
export function scriptNonce(reply: FastifyReply): string {
  const raw = reply.raw as WithNonce;
  raw.dazuScriptNonce ??= randomBytes(16).toString('base64');
  return raw.dazuScriptNonce;
}

/** The hosts a configured captcha or analytics script needs: none when neither is configured. */
export type IntegrationSources = { scripts: string[]; frames: string[]; connections: string[] };

export function integrationSourcesOf(config: Pick<Config, 'captcha' | 'analytics'>): IntegrationSources {
  const captcha = config.captcha ? [...CAPTCHA_PROVIDERS[config.captcha.provider].origins] : [];
  const analytics = config.analytics ? [originOf(config.analytics.scriptUrl)] : [];
  // The captcha runs its script, draws its challenge in a frame and calls home; analytics
  // runs its script and sends page views to its own origin.
  return { scripts: [...captcha, ...analytics], frames: captcha, connections: [...captcha, ...analytics] };
}

const NO_INTEGRATIONS: IntegrationSources = { scripts: [], frames: [], connections: [] };

export const securityPlugin = fp(
  async (
    app: FastifyInstance,
    options: { development: boolean; mapSources?: string[]; integrationSources?: IntegrationSources },
  ) => {
    const integrations = options.integrationSources ?? NO_INTEGRATIONS;
    const scriptSources = options.development
      ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] // Vite's HMR client and React refresh
      : [
          "'self'",
          (_req: unknown, res: unknown) => `'nonce-${(res as WithNonce).dazuScriptNonce ?? newNonce(res)}'`,
          ZOD_JITLESS_HASH,
          ...integrations.scripts,
        ];
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: scriptSources,
          // Styles only from our stylesheets: no <style> element and no style attribute in
          // markup, so injected HTML cannot restyle a page or read it out through CSS.
          // Scripts may still set styles through the CSSOM (element.style), which is how
          // React and Leaflet position things. Vite's development server injects <style>.
          styleSrc: options.development ? ["'self'", "'unsafe-inline'"] : ["'self'"],
          styleSrcAttr: options.development ? ["'unsafe-inline'"] : ["'none'"],
          // The map's tile server or style hosts: raster tiles are images; a vector style,
          // its tiles, sprites and glyphs are fetched (MapLibre's worker is our own file).
          imgSrc: ["'self'", 'data:', 'blob:', ...(options.mapSources ?? [])],
          fontSrc: ["'self'", 'data:'],
          connectSrc: [
            "'self'",
            ...(options.development ? ['ws:', 'wss:'] : []),
            ...(options.mapSources ?? []),
            ...integrations.connections,
          ],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          // Video players, only after the visitor presses play (contract/video-embed.ts).
          frameSrc: [...VIDEO_FRAME_ORIGINS, ...integrations.frames],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      frameguard: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security' },
);

function newNonce(res: unknown): string {
  const raw = res as WithNonce;
  raw.dazuScriptNonce = randomBytes(16).toString('base64');
  return raw.dazuScriptNonce;
}
