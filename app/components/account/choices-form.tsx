import type { ZodType } from 'zod';
import { useApi } from '#app/hooks/use-api.ts';
import { useT } from '#app/hooks/use-t.ts';
import type { UserResource } from '#contract/accounts.ts';
import { useAuth } from '../auth/auth-context.ts';
import { CheckboxGroupField } from '../forms/fields.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';
import { useForm } from '../forms/use-form.ts';
import { useToast } from '../toast/toast-context.ts';

/** A list of checkboxes saved with PUT (services, languages). */
export function ChoicesForm({
  name,
  label,
  options,
  selected,
  schema,
  path,
  savedMessage,
}: {
  name: 'services' | 'languages';
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  selected: string[];
  schema: ZodType<unknown>;
  path: string;
  savedMessage: string;
}) {
  const form = useForm(schema, { [name]: selected });
  const api = useApi();
  const auth = useAuth();
  const toast = useToast();
  const t = useT();

  const onSubmit = form.handleSubmit(schema, async (input) => {
    const result = await api<UserResource>(path, { method: 'PUT', json: input, handled: [422] });
    if (result.ok) {
      auth.update(result.data);
      toast.success(savedMessage);
    } else if (result.error.status === 422) {
      form.setServerErrors(result.error.errors);
    }
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <CheckboxGroupField form={form} name={name} label={label} options={options} />
      <div>
        <SubmitButton busy={form.submitting}>{t.accountPages.settings.save(label)}</SubmitButton>
      </div>
    </form>
  );
}
