// What the document says about every operation beyond its route's own schemas, so that
// generated clients and validators get a complete description without each route
// repeating it: a unique operationId, and who may call it (the session cookie and the
// CSRF header as security schemes). Both follow from the route itself: its method and
// path, its CSRF setting and whether it answers 401 to a caller without a login.
import type { RouteOptions } from 'fastify';
import { capitalise } from '#contract/format.ts';
import { SESSION_COOKIE } from '../plugins/sessions.ts';
import { SAFE_METHODS } from './csrf.ts';
import { errorBodySchema } from './error-schema.ts';

export const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      'The server-side session, set by GET /api/sanctum/csrf-cookie (a guest session) and by logging in. Browsers send it by themselves.',
  },
  xsrf: {
    type: 'apiKey',
    in: 'header',
    name: 'X-XSRF-TOKEN',
    description:
      'The session’s CSRF token, read from the XSRF-TOKEN cookie. Every POST, PUT, PATCH and DELETE must carry it, or gets 419.',
  },
  pushBearer: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A push credential’s token (made in the company’s settings), for agency software calling /api/rtdf/v1/…',
  },
  pushBasic: {
    type: 'http',
    scheme: 'basic',
    description: 'A push credential: the user name is its id (or its branch id), the password its token.',
  },
} as const;

type SecurityRequirement = { readonly [scheme: string]: readonly string[] };

type DocumentedRoute = Pick<RouteOptions, 'method' | 'config'>;
type RouteSchema = { operationId?: string; security?: readonly SecurityRequirement[]; response?: unknown };

/** The route's schema with its operationId and security requirement added, unless it states its own. */
export function withOperationFacts<S extends RouteSchema>(schema: S, route: DocumentedRoute, url: string): S {
  const method = String(Array.isArray(route.method) ? route.method[0] : route.method).toUpperCase();
  return {
    ...schema,
    operationId: schema.operationId ?? operationIdOf(method, url),
    security:
      schema.security ?? securityOf(method, route.config ?? {}, (schema.response ?? {}) as Record<string, unknown>),
  };
}

/**
 * `GET /api/offers/{id}/stats` becomes `getOffersByIdStats`: the method, then the path
 * without its `/api` prefix, each segment in camel case and each parameter as `By<Name>`.
 * Unique because a method and path are.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const parameter = /^[{:](\w+)}?$/.exec(segment)?.[1];
      return parameter ? ['by', parameter] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map(capitalise)].join('');
}

/**
 * Who may call it: a route that answers 401 needs a logged-in session; a state-changing
 * request also needs the CSRF header (and so a session, a guest's at least); any other
 * route is public, and reads the session cookie when one comes (an owner sees more of
 * their own offer). Routes that other sites call (a payment webhook, one-click
 * unsubscribe) opt out of CSRF and take no credentials.
 */
function securityOf(
  method: string,
  config: { csrf?: boolean; stateChangingGet?: boolean },
  responses: Record<string, unknown>,
): readonly SecurityRequirement[] {
  const needsLogin = '401' in responses;
  const needsCsrf = config.csrf !== false && (!SAFE_METHODS.has(method) || config.stateChangingGet === true);
  if (needsCsrf) return [{ session: [], xsrf: [] }];
  if (needsLogin) return [{ session: [] }];
  if (config.csrf === false) return [];
  return [{}, { session: [] }];
}

/**
 * Every API route may be refused by the client's request budget: its schema says so
 * with the error body (the hidden fallback route has no schema to say it in).
 */
export function documentRateLimit(route: RouteOptions): void {
  const schema = route.schema as { hide?: boolean; response?: Record<string, unknown> } | undefined;
  if (!schema || schema.hide) return;
  schema.response = { ...schema.response };
  schema.response['429'] ??= errorBodySchema;
}

/** What each status means, for responses whose route gives no description of its own. */
const STATUS_DESCRIPTIONS: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted: the work continues in the background',
  204: 'Done; no content',
  400: 'The request cannot be read',
  401: 'Not logged in',
  402: 'Payment is needed first',
  403: 'Not allowed for this account',
  404: 'Not found, or not the caller’s',
  409: 'Conflicts with the current state',
  413: 'Too large',
  415: 'A content type this endpoint does not take',
  419: 'Missing or wrong CSRF token (X-XSRF-TOKEN)',
  422: 'Invalid input: `errors` names each field with its messages',
  429: 'Too many requests: wait for the Retry-After seconds',
  503: 'Not available now',
};

type Response = { description?: string; content?: Record<string, { schema?: unknown }>; $ref?: string };
type Operations = Record<string, Record<string, { responses?: Record<string, Response> }>>;

const ERROR_BODY_REF = '#/components/schemas/ErrorBody';

/**
 * Gives each response the meaning of its status instead of the generator's placeholder,
 * and names the error answers once, under components.responses (`Error404`...), so
 * that each operation refers to them rather than repeating them.
 */
export function withStatusDescriptions<T extends object>(document: T): T {
  const { paths, components } = document as { paths?: Operations; components?: Record<string, unknown> };
  const shared: Record<string, Response> = {};
  for (const operations of Object.values(paths ?? {})) {
    for (const operation of Object.values(operations)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (response.description !== 'Default Response') continue;
        const description = STATUS_DESCRIPTIONS[status] ?? 'Answer';
        if (!isPlainError(response)) {
          response.description = description;
          continue;
        }
        shared[`Error${status}`] = { ...response, description };
        operation.responses = { ...operation.responses, [status]: { $ref: `#/components/responses/Error${status}` } };
      }
    }
  }
  const sorted = Object.fromEntries(Object.entries(shared).sort(([a], [b]) => a.localeCompare(b)));
  return { ...document, components: { ...components, responses: sorted } };
}

function isPlainError(response: Response): boolean {
  const types = Object.keys(response.content ?? {});
  const schema = response.content?.['application/json']?.schema as { $ref?: string } | undefined;
  return types.length === 1 && schema?.$ref === ERROR_BODY_REF;
}
