// What a page form's action answers when the use case refuses it (app/lib/page-action.server.ts),
// read by the form's component to show the messages and fill the fields in again.

/** A refused form: the API's error body, and what was typed (never a password) to fill the form again. */
export type FormFailure = {
  message: string;
  code?: string;
  /** Field messages by field name, the first of each. */
  errors: Record<string, string>;
  values: Record<string, string>;
};

/** The failure in an action's answer, if it is one. */
export function failureOf(actionData: unknown): FormFailure | undefined {
  if (typeof actionData !== 'object' || actionData === null || !('failure' in actionData)) return undefined;
  return (actionData as { failure: FormFailure }).failure;
}

/** The failure in an action's answer when the form posted was one of `intents` (a page with several forms). */
export function failureOfIntent(actionData: unknown, intents: readonly string[]): FormFailure | undefined {
  const failure = failureOf(actionData);
  return failure && intents.includes(failure.values.intent ?? '') ? failure : undefined;
}
