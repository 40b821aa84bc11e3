// Pages get their request body unread (React Router's actions read their own forms), so
// Fastify's body limit and parsers never see it: the bounds are checked here, from the
// headers, before React Router runs. Browsers post forms urlencoded or as multipart,
// uncompressed, with a Content-Length; anything else is not one of our forms.
import type { IncomingHttpHeaders } from 'node:http';
import { WEB_SURFACE_MESSAGES } from '#contract/web-surface.ts';

const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

export type Refusal = { status: number; message: string };

/** Why a body posted to a page is refused, or undefined when React Router may read it. */
export function pageFormRefusal(headers: IncomingHttpHeaders, bodyLimit: number): Refusal | undefined {
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
