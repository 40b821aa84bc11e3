// Errors a service may throw; the API error handler turns each into the documented
// JSON shape { message, errors?, code? } with its status (docs/api.md).

export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  override name = 'HttpError';
  readonly status: number;
  readonly code: string | undefined;
  readonly errors: FieldErrors | undefined;
  /** Response headers the answer needs, such as Retry-After. */
  readonly headers: Record<string, string> | undefined;
  /** More fields of the body, documented by the route that answers them (a 402's amount). */
  readonly details: Readonly<Record<string, string | number>> | undefined;

  constructor(
    status: number,
    message: string,
    options: {
      code?: string;
      errors?: FieldErrors;
      headers?: Record<string, string>;
      details?: Record<string, string | number>;
    } = {},
  ) {
    super(message);
    this.status = status;
    this.code = options.code;
    this.errors = options.errors;
    this.headers = options.headers;
    this.details = options.details;
  }
}

export const badRequest = (message: string, code?: string): HttpError =>
  new HttpError(400, message, code === undefined ? {} : { code });
export const unauthorized = (message = 'Log in to access this page'): HttpError => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do this'): HttpError => new HttpError(403, message);
export const notFound = (message = 'Not found'): HttpError => new HttpError(404, message);
export const unprocessable = (errors: FieldErrors, message = 'The given data was invalid'): HttpError =>
  new HttpError(422, message, { errors });

/** A 422 from a failed zod parse, in the same shape as route validation: fields by dotted path. */
export function invalidInput(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): HttpError {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'request';
    errors[field] = [...(Object.hasOwn(errors, field) ? (errors[field] ?? []) : []), issue.message];
  }
  const fields = Object.keys(errors);
  return unprocessable(errors, `Invalid ${fields.join(', ')}: ${Object.values(errors)[0]?.[0] ?? 'is invalid'}`);
}

/** What a refusal looks like to a client: the documented body { message, errors?, code? } and its status. */
export type Refusal = {
  status: number;
  body: { message: string; errors?: FieldErrors; code?: string; [detail: string]: unknown };
  headers: Record<string, string> | undefined;
};

/**
 * The answer for a domain error, the same for the JSON API and for a page's form; undefined
 * for anything else (a failure of ours, which the caller reports as such).
 */
export function refusalOf(error: unknown): Refusal | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const body: Refusal['body'] = { ...error.details, message: error.message };
  if (error.errors) body.errors = error.errors;
  if (error.code) body.code = error.code;
  return { status: error.status, body, headers: error.headers };
}
