import { useApi } from '#app/hooks/use-api.ts';
import { useT } from '#app/hooks/use-t.ts';
import { profileSchema, type UserResource } from '#contract/accounts.ts';
import { ACCOUNT_MESSAGES } from '#contract/messages.ts';
import { useAuth } from '../auth/auth-context.ts';
import { CheckboxField, TextField } from '../forms/fields.tsx';
import { labelClass } from '../forms/form-styles.ts';
import { SubmitButton } from '../forms/submit-button.tsx';
import { type Form, useForm } from '../forms/use-form.ts';
import { useToast } from '../toast/toast-context.ts';

const text = (value: string | null | undefined) => value ?? '';

/** The form's values from the account: every text as a string, empty for none. */
function profileValues(user: UserResource) {
  return {
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
  };
}

/** The address, and whether the profile shows it (said differently to a business and to a person). */
function AddressFields({ form, business }: { form: Form<ReturnType<typeof profileValues>>; business: boolean }) {
  const f = useT().accountPages.profileForm;
  return (
    <fieldset className="grid gap-5 md:grid-cols-2">
      <legend className={`${labelClass} mb-2 text-base`}>{f.address}</legend>
      <div className="md:col-span-2">
        <TextField form={form} name="street" label={f.street} autoComplete="street-address" maxLength={200} />
      </div>
      <TextField form={form} name="city" label={f.city} autoComplete="address-level2" maxLength={120} />
      <TextField form={form} name="zip_code" label={f.postcode} autoComplete="postal-code" maxLength={16} />
      <TextField form={form} name="country" label={f.country} autoComplete="country-name" maxLength={80} />
      <div className="md:col-span-2">
        <CheckboxField
          form={form}
          name="show_address"
          label={f.showAddress}
          hint={business ? f.showAddressBusiness : f.showAddressPrivate}
        />
      </div>
    </fieldset>
  );
}

/** PUT /api/user/profile: name, company, phone, description, introduction, tax number and address. */
export function ProfileForm({ user, business }: { user: UserResource; business: boolean }) {
  const form = useForm(profileSchema, profileValues(user));
  const api = useApi();
  const auth = useAuth();
  const toast = useToast();
  const t = useT().accountPages;
  const f = t.profileForm;

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
        <TextField form={form} name="name" label={f.name} autoComplete="name" maxLength={120} required />
        {business && (
          <TextField
            form={form}
            name="company_name"
            label={t.companyName}
            autoComplete="organization"
            maxLength={160}
          />
        )}
        <TextField
          form={form}
          name="phone"
          label={t.phone}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={32}
        />
        <TextField form={form} name="nip" label={f.taxNumber} maxLength={32} />
      </div>
      <TextField
        form={form}
        name="introduction"
        label={f.introduction}
        hint={f.introductionHint}
        rows={2}
        maxLength={500}
      />
      <TextField form={form} name="description" label={f.description} rows={6} maxLength={5000} />
      <AddressFields form={form} business={business} />
      <div>
        <SubmitButton busy={form.submitting}>{f.submit}</SubmitButton>
      </div>
    </form>
  );
}
