import { useApi } from '#app/hooks/use-api.ts';
import { profileSchema, type UserResource } from '#contract/accounts.ts';
import { ACCOUNT_MESSAGES } from '#contract/messages.ts';
import { useAuth } from '../auth/auth-context.ts';
import { CheckboxField, TextField } from '../forms/fields.tsx';
import { labelClass } from '../forms/form-styles.ts';
import { SubmitButton } from '../forms/submit-button.tsx';
import { useForm } from '../forms/use-form.ts';
import { useToast } from '../toast/toast-context.ts';

const text = (value: string | null | undefined) => value ?? '';

/** PUT /api/user/profile: name, company, phone, description, introduction, tax number and address. */
export function ProfileForm({ user, business }: { user: UserResource; business: boolean }) {
  const form = useForm(profileSchema, {
    name: user.name,
    company_name: text(user.company_name),
    phone: text(user.phone),
    description: text(user.description),
    introduction: text(user.introduction),
    nip: text(user.nip),
    street: text(user.address.street),
    city: text(user.address.city),
    zip_code: text(user.address.zip_code),
    country: text(user.address.country),
    show_address: user.show_address,
  });
  const api = useApi();
  const auth = useAuth();
  const toast = useToast();

  const onSubmit = form.handleSubmit(profileSchema, async (profile) => {
    const result = await api<UserResource>('/api/user/profile', { method: 'PUT', json: profile, handled: [422] });
    if (result.ok) {
      auth.update(result.data);
      toast.success(ACCOUNT_MESSAGES.profileSaved);
    } else if (result.error.status === 422) {
      form.setServerErrors(result.error.errors);
    }
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <div className="grid gap-5 md:grid-cols-2">
        <TextField form={form} name="name" label="Name" autoComplete="name" maxLength={120} required />
        {business && (
          <TextField form={form} name="company_name" label="Company name" autoComplete="organization" maxLength={160} />
        )}
        <TextField
          form={form}
          name="phone"
          label="Phone number"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={32}
        />
        <TextField form={form} name="nip" label="Tax number" maxLength={32} />
      </div>
      <TextField
        form={form}
        name="introduction"
        label="Introduction"
        hint="A short line shown at the top of your profile (up to 500 characters)."
        rows={2}
        maxLength={500}
      />
      <TextField form={form} name="description" label="Description" rows={6} maxLength={5000} />
      <fieldset className="grid gap-5 md:grid-cols-2">
        <legend className={`${labelClass} mb-2 text-base`}>Address</legend>
        <div className="md:col-span-2">
          <TextField form={form} name="street" label="Street" autoComplete="street-address" maxLength={200} />
        </div>
        <TextField form={form} name="city" label="City" autoComplete="address-level2" maxLength={120} />
        <TextField form={form} name="zip_code" label="Postcode" autoComplete="postal-code" maxLength={16} />
        <TextField form={form} name="country" label="Country" autoComplete="country-name" maxLength={80} />
        <div className="md:col-span-2">
          <CheckboxField
            form={form}
            name="show_address"
            label="Show my address on my public profile"
            hint={
              business
                ? 'Your city is always shown. Tick this to show the street and postcode too, e.g. for an office visitors can come to.'
                : 'Off: your address stays private. Your e-mail and phone number are never shown; visitors ask for the phone number.'
            }
          />
        </div>
      </fieldset>
      <div>
        <SubmitButton busy={form.submitting}>Save profile</SubmitButton>
      </div>
    </form>
  );
}
