// Security headers for every response. Scripts run only from our origin or with the
// per-request nonce that the React renderer stamps on its inline scripts.
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { VIDEO_FRAME_ORIGINS } from '#contract/video-embed.ts';

type WithNonce = ServerResponse & { dazuScriptNonce?: string };

/** The nonce of this response's CSP header, made on first use. */
export function scriptNonce(reply: FastifyReply): string {
  const raw = reply.raw as WithNonce;
  raw.dazuScriptNonce ??= randomBytes(16).toString('base64');
  return raw.dazuScriptNonce;
}

export const securityPlugin = fp(
  async (app: FastifyInstance, options: { development: boolean; imageOrigins?: string[] }) => {
    const scriptSources = options.development
      ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] // Vite's HMR client and React refresh
      : ["'self'", (_req: unknown, res: unknown) => `'nonce-${(res as WithNonce).dazuScriptNonce ?? newNonce(res)}'`];
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: scriptSources,
          // Styles: our stylesheet plus style attributes React renders on the server.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...(options.imageOrigins ?? [])],
          fontSrc: ["'self'", 'data:'],
          connectSrc: options.development ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          // Video players, only after the visitor presses play (contract/video-embed.ts).
          frameSrc: [...VIDEO_FRAME_ORIGINS],
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
