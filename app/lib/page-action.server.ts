// Page forms that work before (and without) JavaScript: the browser posts the form to
// the page, whose action parses it with the contract's schema and calls the same use
// case as the JSON API. What the use case refuses comes back as the form's failure,
// with the status and words the API would answer, for the page to show beside the form.
import { data, type RouterContextProvider } from 'react-router';
import type { z } from 'zod';
import { WEB_SURFACE_MESSAGES } from '#contract/web-surface.ts';
import { invalidInput, notFound, refusalOf } from '#core/errors.ts';
import { formDataOf } from './form-data.server.ts';
import type { FormFailure } from './form-failure.ts';

/** What a page's action is given (Route.ActionArgs of any page), for actions kept beside their use case. */
export type PageActionArgs = { request: Request; context: Readonly<RouterContextProvider> };

/** Fields whose value is never sent back into the page. */
const SECRET_FIELD = /password/i;

/** The posted fields: one string per name, several for a name that repeats (check boxes). */
export function fieldsOf(form: FormData): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of form) {
    if (typeof value !== 'string') continue;
    const previous = Object.hasOwn(fields, name) ? fields[name] : undefined;
    fields[name] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return fields;
}

/** A field posted once, as text; undefined when it is missing or repeated (not what the form sends). */
export function fieldText(fields: Record<string, string | string[]>, name: string): string | undefined {
  const value = fields[name];
  return typeof value === 'string' ? value : undefined;
}

/** The form's fields parsed by `schema`; a 422 naming each wrong field otherwise (the API's answer). */
export function parseFields<Schema extends z.ZodType>(
  schema: Schema,
  fields: Record<string, unknown>,
): z.infer<Schema> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw invalidInput(parsed.error.issues);
  return parsed.data;
}

/**
 * Reads the posted form and runs `use` with its fields. A domain refusal becomes the
 * form's failure with the refusal's status; anything else is a failure of ours and
 * goes on to the error page.
 */
export async function handleForm<Result>(
  request: Request,
  use: (fields: Record<string, string | string[]>) => Promise<Result>,
) {
  const fields = fieldsOf(await formDataOf(request));
  try {
    return await use(fields);
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    const failure: FormFailure = {
      message: refusal.body.message,
      errors: firstMessages(refusal.body.errors),
      values: typedValues(fields),
      ...(refusal.body.code ? { code: refusal.body.code } : {}),
    };
    return data({ failure }, { status: refusal.status, ...(refusal.headers ? { headers: refusal.headers } : {}) });
  }
}

/** What one of a page's forms does with its posted fields. */
export type FormHandler = (fields: Record<string, string | string[]>) => Promise<unknown>;

/** A page's form handlers by the `intent` each form posts. */
export type IntentHandlers = Record<string, FormHandler>;

/**
 * A page with several forms: each posts its `intent`, and the handler of that intent
 * runs (refusals as in handleForm). A post naming no form of the page is a 400, with
 * no form to show it beside.
 */
export function handleIntent(request: Request, handlers: IntentHandlers) {
  return handleForm(request, (fields) => {
    const intent = fieldText(fields, 'intent');
    const handler = intent !== undefined && Object.hasOwn(handlers, intent) ? handlers[intent] : undefined;
    if (!handler) throw data(WEB_SURFACE_MESSAGES.notAForm, { status: 400 });
    return handler(fields);
  });
}

function firstMessages(errors: Record<string, string[]> | undefined): Record<string, string> {
  const first: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors ?? {})) if (messages[0]) first[field] = messages[0];
  return first;
}

function typedValues(fields: Record<string, string | string[]>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (!SECRET_FIELD.test(name) && typeof value === 'string') values[name] = value;
  }
  return values;
}

/**
 * An e-mailed link's token, posted by its page's button without JavaScript: `confirm` uses
 * it up (false: unknown, used or expired, answered 404 with `invalid`).
 */
export function confirmLinkAction(
  request: Request,
  schema: z.ZodType<{ token: string }>,
  confirm: (token: string) => Promise<boolean>,
  invalid: string,
) {
  return handleForm(request, async (fields) => {
    const { token } = parseFields(schema, { token: fields.token });
    if (!(await confirm(token))) throw notFound(invalid);
    return { confirmed: true as const };
  });
}
