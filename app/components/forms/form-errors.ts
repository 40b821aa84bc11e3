// Zod issues as the forms show them: the first message of each top-level field.
export type Issue = { path: readonly PropertyKey[]; message: string };

export function issuesToErrors(issues: readonly Issue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    const key = field === undefined ? '_form' : String(field);
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The visible errors: the schema's for fields the user has touched, the server's until the field changes. */
export function visibleErrors(
  clientErrors: Record<string, string>,
  touched: ReadonlySet<string> | 'all',
  serverErrors: Record<string, string>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(clientErrors)) {
    if (touched === 'all' || touched.has(field)) errors[field] = message;
  }
  return { ...errors, ...serverErrors };
}
