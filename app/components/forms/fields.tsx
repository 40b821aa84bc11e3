import type { ReactNode } from 'react';
import { useTranslateMessage } from '#app/hooks/use-t.ts';
import { errorClass, hintClass, inputClass, labelClass } from './form-styles.ts';
import type { Form, FormValues } from './use-form.ts';

type Common = {
  // biome-ignore lint/suspicious/noExplicitAny: any form's values
  form: Form<any>;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
};

function describedBy(form: Common['form'], name: string, hint: boolean): string | undefined {
  const { errorId, hintId } = form.ids(name);
  const ids = [form.errors[name] ? errorId : '', hint ? hintId : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function FieldMessages({ form, name, hint }: Pick<Common, 'form' | 'name' | 'hint'>) {
  const { errorId, hintId } = form.ids(name);
  const error = form.errors[name];
  // The contract's checks word their messages in English; shown in the visitor's language.
  const translate = useTranslateMessage();
  return (
    <>
      {hint && (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={errorClass}>
          {translate(error)}
        </p>
      )}
    </>
  );
}

/** A labelled text input (or textarea) whose message is tied to it by aria-describedby. */
export function TextField({
  form,
  name,
  label,
  hint,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  rows,
  required,
}: Common & {
  type?: 'text' | 'email' | 'password' | 'tel' | 'url';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'numeric';
  maxLength?: number;
  rows?: number;
  required?: boolean;
}) {
  const { id } = form.ids(name);
  const value = String((form.values as FormValues)[name] ?? '');
  const shared = {
    id,
    name,
    value,
    maxLength,
    required,
    'aria-invalid': form.errors[name] ? true : undefined,
    'aria-describedby': describedBy(form, name, Boolean(hint)),
    onBlur: () => form.touch(name),
    className: inputClass,
  };
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {rows ? (
        <textarea {...shared} rows={rows} onChange={(event) => form.setValue(name, event.target.value)} />
      ) : (
        <input
          {...shared}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          onChange={(event) => form.setValue(name, event.target.value)}
        />
      )}
      <FieldMessages form={form} name={name} hint={hint} />
    </div>
  );
}

/** The account's current password (login, and confirming who you are): the browser may fill it in. */
export function CurrentPasswordField({
  form,
  name = 'password',
  label,
}: Pick<Common, 'form' | 'label'> & { name?: string }) {
  return (
    <TextField
      form={form}
      name={name}
      label={label}
      type="password"
      autoComplete="current-password"
      maxLength={128}
      required
    />
  );
}

/** A code from an authenticator app (digits) or a recovery code (letters and digits): the phone may offer it. */
export function OneTimeCodeField({
  form,
  name = 'code',
  label,
  digits = true,
}: Pick<Common, 'form' | 'label'> & { name?: string; digits?: boolean }) {
  return (
    <TextField
      form={form}
      name={name}
      label={label}
      autoComplete="one-time-code"
      inputMode={digits ? 'numeric' : 'text'}
      maxLength={40}
      required
    />
  );
}

/**
 * A required e-mail address, named `email`: the browser may fill it, and it takes at
 * most 254 characters, the longest address there can be.
 */
export function EmailField({ form, label }: Pick<Common, 'form' | 'label'>) {
  return (
    <TextField form={form} name="email" label={label} type="email" autoComplete="email" maxLength={254} required />
  );
}

/** A single checkbox (the terms box) with its message. */
export function CheckboxField({ form, name, label, hint }: Common) {
  const { id } = form.ids(name);
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={Boolean((form.values as FormValues)[name])}
          aria-invalid={form.errors[name] ? true : undefined}
          aria-describedby={describedBy(form, name, Boolean(hint))}
          onChange={(event) => {
            form.setValue(name, event.target.checked);
            form.touch(name);
          }}
          className="mt-0.5 size-5 shrink-0 accent-accent-700"
        />
        <label htmlFor={id} className="text-sm text-gray-900">
          {label}
        </label>
      </div>
      <FieldMessages form={form} name={name} hint={hint} />
    </div>
  );
}

/** Radio buttons drawn as chips in a fieldset; the message is tied to the group and its first input. */
export function RadioGroupField({
  form,
  name,
  label,
  hint,
  options,
}: Common & { options: ReadonlyArray<{ value: string; label: string }> }) {
  const current = String((form.values as FormValues)[name] ?? '');
  const invalid = form.errors[name] ? true : undefined;
  const description = describedBy(form, name, Boolean(hint));
  return (
    <fieldset aria-describedby={description}>
      <legend className={labelClass}>{label}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={current === option.value}
              aria-invalid={invalid}
              onChange={() => {
                form.setValue(name, option.value);
                form.touch(name);
              }}
              className="chip-input peer sr-only"
            />
            <span className="chip inline-flex min-h-10 items-center justify-center rounded-full border border-gray-500 px-4 text-sm font-medium text-gray-800 peer-checked:border-accent-700 peer-checked:bg-accent-700 peer-checked:text-white hover:border-accent-700">
              {option.label}
            </span>
          </label>
        ))}
      </div>
      <FieldMessages form={form} name={name} hint={hint} />
    </fieldset>
  );
}

/** Several checkboxes holding a list of values (services, languages). */
export function CheckboxGroupField({
  form,
  name,
  label,
  hint,
  options,
}: Common & { options: ReadonlyArray<{ value: string; label: string }> }) {
  const selected = ((form.values as FormValues)[name] as string[] | undefined) ?? [];
  const toggle = (value: string, on: boolean) =>
    form.setValue(name, on ? [...selected, value] : selected.filter((item) => item !== value));
  return (
    <fieldset aria-describedby={describedBy(form, name, Boolean(hint))}>
      <legend className={labelClass}>{label}</legend>
      <div className="mt-2 grid gap-x-4 gap-y-2 sm2:grid-cols-2 lg:grid-cols-3">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm text-gray-900">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              checked={selected.includes(option.value)}
              aria-invalid={form.errors[name] ? true : undefined}
              onChange={(event) => toggle(option.value, event.target.checked)}
              className="size-5 accent-accent-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldMessages form={form} name={name} hint={hint} />
    </fieldset>
  );
}

export type SelectOption = { value: string; label: string };
export type SelectGroup = { group: string; options: readonly SelectOption[] };

/** A labelled select; options may be grouped (<optgroup>). The first, empty option asks for a choice. */
export function SelectField({
  form,
  name,
  label,
  hint,
  options,
  placeholder = 'Choose…',
}: Common & { options: ReadonlyArray<SelectOption | SelectGroup>; placeholder?: string }) {
  const { id } = form.ids(name);
  const value = String((form.values as FormValues)[name] ?? '');
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        aria-invalid={form.errors[name] ? true : undefined}
        aria-describedby={describedBy(form, name, Boolean(hint))}
        onChange={(event) => {
          form.setValue(name, event.target.value);
          form.touch(name);
        }}
        className={inputClass}
      >
        <option value="">{placeholder}</option>
        {options.map((option) =>
          'group' in option ? (
            <optgroup key={option.group} label={option.group}>
              {option.options.map((item) => (
                <option key={item.value} value={item.value}>
                  {item.label}
                </option>
              ))}
            </optgroup>
          ) : (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ),
        )}
      </select>
      <FieldMessages form={form} name={name} hint={hint} />
    </div>
  );
}
