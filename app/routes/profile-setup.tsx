import { redirect, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '#app/components/auth/auth-context.ts';
import { noIndex, PageShell } from '#app/components/auth/page-shell.tsx';
import { TextField } from '#app/components/forms/fields.tsx';
import { NewPasswordFields } from '#app/components/forms/new-password-fields.tsx';
import { SubmitButton } from '#app/components/forms/submit-button.tsx';
import { useForm } from '#app/components/forms/use-form.ts';
import { useToast } from '#app/components/toast/toast-context.ts';
import { useApi } from '#app/hooks/use-api.ts';
import { useT } from '#app/hooks/use-t.ts';
import { userOrRedirect } from '#app/lib/guards.server.ts';
import { metaDictionary } from '#app/lib/i18n/meta-language.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { safeNextPath } from '#app/lib/next-path.ts';
import { profileSetupFormSchema } from '#app/lib/profile-setup-form.ts';
import { phoneRequiredFor, type UserResource } from '#contract/accounts.ts';
import { ACCOUNT_MESSAGES } from '#contract/messages.ts';
import type { Route } from './+types/profile-setup.ts';

/** 'authenticated'; a complete profile has nothing to set up and goes on. */
export function loader(args: Route.LoaderArgs) {
  const user = userOrRedirect(args);
  if (user.profile_completed || user.is_profile_completed) {
    throw redirect(safeNextPath(args.url.searchParams.get('next')) ?? '/');
  }
  return {
    name: user.name,
    phone: user.phone ?? '',
    hasTemporaryPassword: user.has_temporary_password,
    company: user.type !== 'private' && !user.roles.includes('agent'),
    phoneRequired: phoneRequiredFor(user.type),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(metaDictionary(matches).accountPages.profileSetup.title), noIndex];
}

type SetupProps = {
  name: string;
  phone: string;
  needsNewPassword: boolean;
  /** A company names itself; a person gives their own name. */
  company: boolean;
  phoneRequired: boolean;
};

function SetupForm({ name, phone, needsNewPassword, company, phoneRequired }: SetupProps) {
  const schema = profileSetupFormSchema(needsNewPassword, phoneRequired);
  const form = useForm(schema, needsNewPassword ? { name, phone, password: '', rePassword: '' } : { name, phone });
  const api = useApi();
  const auth = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const t = useT().accountPages;

  const onSubmit = form.handleSubmit(schema, async (input) => {
    const result = await api<UserResource>('/api/user/profile-setup', { method: 'POST', json: input, handled: [422] });
    if (result.ok) {
      auth.completeProfileSetup(result.data);
      toast.success(ACCOUNT_MESSAGES.profileSaved);
      navigate(safeNextPath(params.get('next')) ?? '/', { replace: true });
    } else if (result.error.status === 422) {
      form.setServerErrors(result.error.errors);
    }
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <TextField
        form={form}
        name="name"
        label={company ? t.companyName : t.yourName}
        autoComplete={company ? 'organization' : 'name'}
        maxLength={120}
        required
      />
      <TextField
        form={form}
        name="phone"
        label={t.phone}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={32}
        hint={phoneRequired ? t.profileSetup.phoneShown : t.profileSetup.phoneOptional}
        required={phoneRequired}
      />
      {needsNewPassword && (
        <fieldset className="flex flex-col gap-5 border-t border-gray-200 pt-5">
          <legend className="sr-only">{t.newPassword}</legend>
          <p className="text-gray-800">{t.profileSetup.temporaryPassword}</p>
          <NewPasswordFields form={form} />
        </fieldset>
      )}
      <div>
        <SubmitButton busy={form.submitting}>{t.profileSetup.submit}</SubmitButton>
      </div>
    </form>
  );
}

/** Forced while the profile is incomplete (name, a phone for business accounts, a new password when it is temporary). */
export default function ProfileSetup({ loaderData }: Route.ComponentProps) {
  const { state } = useAuth();
  const t = useT().accountPages.profileSetup;
  // Temporary credentials saved by the guest posting flow are only known to the browser.
  const needsNewPassword = loaderData.hasTemporaryPassword || state.needsNewPassword;
  return (
    <PageShell title={t.title}>
      <p className="mb-6 text-gray-800">{loaderData.phoneRequired ? t.introWithPhone : t.intro}</p>
      <SetupForm
        key={needsNewPassword ? 'with-password' : 'without-password'}
        name={loaderData.name}
        phone={loaderData.phone}
        needsNewPassword={needsNewPassword}
        company={loaderData.company}
        phoneRequired={loaderData.phoneRequired}
      />
    </PageShell>
  );
}
