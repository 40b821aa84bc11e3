// One minimal editor of the operator's content page (/admin/content): pick an item or
// "new", edit its fields, save or delete through the admin API. The server is the
// real check: its 422 messages appear beside the fields.
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { z } from 'zod';
import { useApi } from '#app/hooks/use-api.ts';
import { SelectField, TextField } from '../forms/fields.tsx';
import { dangerButton } from '../forms/form-styles.ts';
import { SubmitButton } from '../forms/submit-button.tsx';
import { useForm } from '../forms/use-form.ts';
import { useToast } from '../toast/toast-context.ts';

export type EditorField = {
  name: string;
  label: string;
  rows?: number;
  hint?: string;
  options?: ReadonlyArray<{ value: string; label: string }>;
};
export type EditorItem = { id: number; label: string; values: Record<string, string> };

// Every field is text in the form; the API's own schema decides what is valid.
const anyStrings = z.record(z.string(), z.string());

function storedValues(
  fields: readonly EditorField[],
  stored: Record<string, unknown>,
  sent: Record<string, string>,
): Record<string, string> {
  return Object.fromEntries(
    fields.map(({ name }) => {
      const value = Object.hasOwn(stored, name) ? stored[name] : sent[name];
      return [name, value === null || value === undefined ? '' : String(value)];
    }),
  );
}

type EditorProps = {
  heading: string;
  noun: string;
  /** The admin API's collection, e.g. /api/admin/faq. */
  endpoint: string;
  fields: readonly EditorField[];
  items: readonly EditorItem[];
  empty: Record<string, string>;
  toBody: (values: Record<string, string>) => unknown;
  canDelete?: (id: number) => boolean;
};

/**
 * The item being edited ('new' or an id) and its form; saving POSTs a new item or PUTs
 * the chosen one, deleting DELETEs it. The page's data reloads after each.
 */
function useContentEditing({ noun, endpoint, fields, items, empty, toBody }: EditorProps) {
  const [selected, setSelected] = useState('new');
  const form = useForm(anyStrings, empty);
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const current = items.find((item) => String(item.id) === selected);

  const choose = (value: string) => {
    setSelected(value);
    form.reset(items.find((item) => String(item.id) === value)?.values ?? empty);
  };

  const onSubmit = form.handleSubmit(anyStrings, async (values) => {
    const result = await api<{ id: number } & Record<string, unknown>>(
      current ? `${endpoint}/${current.id}` : endpoint,
      {
        method: current ? 'PUT' : 'POST',
        json: toBody(values),
        handled: [409, 422],
      },
    );
    if (result.ok) {
      toast.success(current ? `${noun} saved.` : `${noun} added.`);
      setSelected(String(result.data.id));
      // The form shows what was stored (the server cleans HTML): the answer has each field.
      form.reset(storedValues(fields, result.data, values));
      await revalidator.revalidate();
    } else if (Object.keys(result.error.errors).length > 0) {
      form.setServerErrors(result.error.errors);
    } else {
      toast.error(result.error.message ?? 'Please try again.');
    }
  });

  const remove = async () => {
    if (!current) return;
    const result = await api(`${endpoint}/${current.id}`, { method: 'DELETE', handled: [409] });
    if (result.ok) {
      toast.success(`${noun} deleted.`);
      choose('new');
      await revalidator.revalidate();
    } else {
      toast.error(result.error.message ?? 'Please try again.');
    }
  };

  return { selected, form, current, choose, onSubmit, remove };
}

/** Which item to edit: a new one, or one of those there are. */
function ItemPicker({
  selected,
  noun,
  items,
  onChoose,
}: {
  selected: string;
  noun: string;
  items: readonly EditorItem[];
  onChoose: (value: string) => void;
}) {
  return (
    <label className="mt-4 block text-sm font-semibold text-gray-900">
      Edit
      <select
        value={selected}
        onChange={(event) => onChoose(event.target.value)}
        className="mt-1 block w-full rounded-lg border border-gray-500 bg-white px-3 py-2 text-gray-900"
      >
        <option value="new">New {noun.toLowerCase()}</option>
        {items.map((item) => (
          <option key={item.id} value={String(item.id)}>
            {item.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export function ContentEditor(props: EditorProps) {
  const { heading, noun, endpoint, fields, items, canDelete = () => true } = props;
  const { selected, form, current, choose, onSubmit, remove } = useContentEditing(props);
  const headingId = `${endpoint.replaceAll('/', '-')}-heading`;

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-gray-200 bg-white p-6">
      <h2 id={headingId} className="text-2xl font-bold text-gray-900">
        {heading}
      </h2>
      <ItemPicker selected={selected} noun={noun} items={items} onChoose={choose} />
      <form ref={form.formRef} noValidate onSubmit={onSubmit} className="mt-5 flex flex-col gap-4">
        {fields.map((field) =>
          field.options ? (
            <SelectField key={field.name} form={form} name={field.name} label={field.label} options={field.options} />
          ) : (
            <TextField
              key={field.name}
              form={form}
              name={field.name}
              label={field.label}
              rows={field.rows}
              hint={field.hint}
            />
          ),
        )}
        <div className="flex flex-wrap gap-3">
          <SubmitButton busy={form.submitting}>{current ? 'Save changes' : `Add ${noun.toLowerCase()}`}</SubmitButton>
          {current && canDelete(current.id) && (
            <button type="button" className={dangerButton} onClick={remove}>
              Delete
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
