import { type FormEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ZodType } from 'zod';
import { issuesToErrors, visibleErrors } from './form-errors.ts';
import { afterPointerRelease } from './pointer-release.ts';

export type FieldValue = string | boolean | string[];
export type FormValues = Record<string, FieldValue>;

export type Form<V extends FormValues = FormValues> = {
  values: V;
  errors: Record<string, string>;
  submitting: boolean;
  formRef: React.RefObject<HTMLFormElement | null>;
  setValue: <K extends keyof V & string>(name: K, value: V[K]) => void;
  touch: (name: string) => void;
  ids: (name: string) => { id: string; errorId: string; hintId: string };
  /** Field errors from the server (a 422): shown until the field changes; focus goes to the first. */
  setServerErrors: (errors: Record<string, string>) => void;
  reset: (values?: V) => void;
  /** A submit handler: validates, shows every message, focuses the first invalid field, blocks double submits. */
  handleSubmit: <T>(
    schema: ZodType<T>,
    onValid: (data: T) => Promise<void> | void,
    onInvalid?: (errors: Record<string, string>) => void,
  ) => (event: FormEvent<HTMLFormElement>) => void;
};

function validate(schema: ZodType<unknown>, values: FormValues): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return issuesToErrors(result.error.issues);
}

/** The ids of a field, its message and its hint, unique to the form (`prefix`). */
function fieldIds(prefix: string, name: string) {
  return { id: `${prefix}${name}`, errorId: `${prefix}${name}-error`, hintId: `${prefix}${name}-hint` };
}

/**
 * Moves focus to the form's first invalid field when asked. After the messages are in
 * the page, so the field is announced with its message. Returns the asking function.
 */
function useFocusFirstInvalid(formRef: React.RefObject<HTMLFormElement | null>): () => void {
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest, formRef]);
  return useCallback(() => setFocusRequest((count) => count + 1), []);
}

/**
 * The server's messages by field. One goes when its field changes (the user is
 * answering it); new ones send focus to the first (`requestFocus`).
 */
function useServerErrors(initial: Record<string, string> | undefined, requestFocus: () => void) {
  const [errors, replace] = useState<Record<string, string>>(initial ?? {});
  const clear = useCallback((name: string) => {
    replace((previous) => {
      if (!(name in previous)) return previous;
      const { [name]: _removed, ...rest } = previous;
      return rest;
    });
  }, []);
  const show = useCallback(
    (next: Record<string, string>) => {
      replace(next);
      if (Object.keys(next).length > 0) requestFocus();
    },
    [requestFocus],
  );
  return { errors, replace, clear, show };
}

/**
 * The form's submit handler: it shows every message (`showAll`) and, when the form is
 * invalid, sends focus to the first invalid field. A valid form is handed to `onValid`
 * once: `submitting` stays true until it is done, and a second submit meanwhile does nothing.
 */
function useSubmitHandler<V extends FormValues>(values: V, showAll: () => void, requestFocus: () => void) {
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const handleSubmit: Form<V>['handleSubmit'] = (submitSchema, onValid, onInvalid) => (event) => {
    event.preventDefault();
    if (busy.current) return;
    showAll();
    const result = submitSchema.safeParse(values);
    if (!result.success) {
      requestFocus();
      onInvalid?.(validate(submitSchema, values));
      return;
    }
    busy.current = true;
    setSubmitting(true);
    Promise.resolve()
      .then(() => onValid(result.data))
      .catch((error: unknown) => console.error(error))
      .finally(() => {
        busy.current = false;
        setSubmitting(false);
      });
  };
  return { submitting, handleSubmit };
}

/**
 * Form state with the contract's zod schema: messages appear as the user types once a
 * field has been left (touched), all of them on submit, and the server's beside them.
 */
export function useForm<V extends FormValues>(
  schema: ZodType<unknown>,
  initial: V,
  /** The server's refusal of a form posted without JavaScript: shown from the first render. */
  posted?: { values: Partial<V>; errors: Record<string, string> },
): Form<V> {
  const [values, setValues] = useState<V>(() => (posted ? { ...initial, ...posted.values } : initial));
  const [touched, setTouched] = useState<Set<string> | 'all'>(() => new Set());
  const formRef = useRef<HTMLFormElement>(null);
  const requestFocus = useFocusFirstInvalid(formRef);
  const server = useServerErrors(posted?.errors, requestFocus);
  const { submitting, handleSubmit } = useSubmitHandler(values, () => setTouched('all'), requestFocus);
  const prefix = useId();

  const clientErrors = useMemo(() => validate(schema, values), [schema, values]);
  const errors = useMemo(
    () => visibleErrors(clientErrors, touched, server.errors),
    [clientErrors, touched, server.errors],
  );

  const { clear: clearServerError, replace: replaceServerErrors } = server;
  const setValue = useCallback(
    <K extends keyof V & string>(name: K, value: V[K]) => {
      setValues((previous) => ({ ...previous, [name]: value }));
      clearServerError(name);
    },
    [clearServerError],
  );

  const touch = useCallback((name: string) => {
    afterPointerRelease(() =>
      setTouched((previous) => (previous === 'all' || previous.has(name) ? previous : new Set(previous).add(name))),
    );
  }, []);

  const reset = useCallback(
    (next?: V) => {
      setValues(next ?? initial);
      setTouched(new Set());
      replaceServerErrors({});
    },
    [initial, replaceServerErrors],
  );

  const ids = useCallback((name: string) => fieldIds(prefix, name), [prefix]);
  const setServerErrors = server.show;
  return { values, errors, submitting, formRef, setValue, touch, ids, setServerErrors, reset, handleSubmit };
}
