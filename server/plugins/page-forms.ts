// Pages get their request body unread (React Router's actions read their own forms), so
// Fastify's body limit and parsers never see it: the bounds are checked here, from the
// headers, before React Router runs. Browsers post forms urlencoded or as multipart,
// uncompressed, with a Content-Length; anything else is not one of our forms.
import type { IncomingHttpHeaders } from 'node:http';
import { OFFER_FILE_LIMITS } from '#contract/offer-files.ts';
import { WEB_SURFACE_MESSAGES } from '#contract/web-surface.ts';

/** The ad form's pages, whose forms carry photos. */
const AD_FORM_PAGE = /^\/(post-ad|my-ads\/edit-ad\/[^/?]+)\/?(\?|$)/;

/** How large a form posted to `url` may be: the ad form with its files, or any other page form. */
export function pageBodyLimit(url: string, bodyLimit: number): number {
  return AD_FORM_PAGE.test(url) ? Math.max(bodyLimit, OFFER_FILE_LIMITS.pageFormBytes) : bodyLimit;
}

const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

export type Refusal = { status: number; message: string };

/**
 * Why a body posted to a page is refused, or undefined when React Router may read it.
 * `host` is the host the request was sent to (behind a trusted proxy, the forwarded one).
 */
export function pageFormRefusal(headers: IncomingHttpHeaders, bodyLimit: number, host: string): Refusal | undefined {
  if (crossOrigin(headers, host)) return { status: 403, message: WEB_SURFACE_MESSAGES.crossOriginForm };
  const type = (headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const encoding = headers['content-encoding']?.trim().toLowerCase();
  if (!FORM_TYPES.has(type) || (encoding && encoding !== 'identity')) {
    return { status: 415, message: WEB_SURFACE_MESSAGES.notAForm };
  }
  const length = headers['content-length'];
  if (length === undefined || !/^\d{1,15}$/.test(length)) {
    return { status: 411, message: WEB_SURFACE_MESSAGES.formLengthRequired };
  }
  if (Number(length) > bodyLimit) {
    return { status: 413, message: WEB_SURFACE_MESSAGES.formTooLarge(Math.floor(bodyLimit / 1_048_576)) };
  }
  return undefined;
}

/**
 * A form posted from another site (cross-site request forgery): page forms work without
 * JavaScript, so they cannot carry the API's CSRF header. Browsers say where a request
 * comes from in Sec-Fetch-Site (which no page can set), and older ones in Origin; a
 * request with neither does not come from a browser page, so another site cannot make a
 * visitor send it. The session cookie is SameSite=Lax besides.
 */
export function crossOrigin(headers: IncomingHttpHeaders, host: string): boolean {
  const site = headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = headers.origin;
  if (typeof origin !== 'string') return false;
  try {
    return new URL(origin).host !== host.toLowerCase();
  } catch {
    return true;
  }
}
