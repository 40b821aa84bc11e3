import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { AvatarSection } from '#app/components/account/avatar-section.tsx';
import { ChangePasswordForm } from '#app/components/account/change-password-form.tsx';
import { ChoicesForm } from '#app/components/account/choices-form.tsx';
import { DeleteAccount } from '#app/components/account/delete-account.tsx';
import { ProfileForm } from '#app/components/account/profile-form.tsx';
import { SettingsSection } from '#app/components/account/section.tsx';
import { PasskeysSection } from '#app/components/account/two-factor/passkeys-section.tsx';
import { TwoFactorSection } from '#app/components/account/two-factor/two-factor-section.tsx';
import { useAuth } from '#app/components/auth/auth-context.ts';
import { secondaryButton } from '#app/components/forms/form-styles.ts';
import { getAppContext } from '#app/context.ts';
import { useT, useTranslateMessage } from '#app/hooks/use-t.ts';
import { userOrRedirect } from '#app/lib/guards.server.ts';
import { labelOf } from '#app/lib/i18n/dictionary.ts';
import { metaDictionary } from '#app/lib/i18n/meta-language.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { LANGUAGES, languagesSchema, SERVICES, servicesSchema } from '#contract/accounts.ts';
import type { PasskeyList } from '#contract/passkeys.ts';
import { TWO_FACTOR_MESSAGES, type TwoFactorStatus } from '#contract/two-factor.ts';
import { listPasskeys } from '#core/accounts/passkeys.ts';
import { twoFactorStatus } from '#core/accounts/two-factor.ts';
import type { Route } from './+types/settings.ts';

/** 'authenticated', then the profile guard: an incomplete profile is set up first. */
export async function loader(args: Route.LoaderArgs) {
  const user = userOrRedirect(args, 'profile');
  const { db, deps, session } = getAppContext(args.context);
  const twoFactor = await twoFactorStatus(db, user.id, { secondFactorAt: session.signIn?.secondFactorAt ?? null });
  return { user, twoFactor, passkeys: await listPasskeys(deps, user.id) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(metaDictionary(matches).accountPages.settings.title);
}

/** The services and languages to choose from, named in the visitor's language. */
function useChoiceOptions() {
  const t = useT().accountPages;
  // The catalogue's names are English; the dictionary names each by its slug or code.
  return {
    serviceOptions: SERVICES.map((service) => ({
      value: service.slug,
      label: labelOf(t.services, service.slug, service.name),
    })),
    languageOptions: LANGUAGES.map((language) => ({
      value: language.code,
      label: labelOf(t.spokenLanguages, language.code, language.name),
    })),
  };
}

/** The two-factor section; sent here by the back office, it says why first. */
function TwoFactorSettings({ status, passkeys }: { status: TwoFactorStatus; passkeys: PasskeyList }) {
  const [params] = useSearchParams();
  const translate = useTranslateMessage();
  const t = useT().accountPages.twoFactor;
  const required = params.get('second-factor') === 'required' && !status.session_verified;
  return (
    <SettingsSection id="two-factor" title={t.section} description={t.sectionText}>
      {required && (
        <p role="alert" className="mb-4 rounded-lg border-l-4 border-accent-700 bg-accent-50 px-4 py-3 text-gray-900">
          {translate(TWO_FACTOR_MESSAGES.secondFactorRequired)}
        </p>
      )}
      <TwoFactorSection initial={status} />
      <PasskeysSection initial={passkeys} withCode={status.enabled} />
    </SettingsSection>
  );
}

export default function Settings({ loaderData: { user, twoFactor, passkeys } }: Route.ComponentProps) {
  const { update } = useAuth();
  const business = user.type !== 'private';
  const s = useT().accountPages.settings;
  const { serviceOptions, languageOptions } = useChoiceOptions();

  // The page's user is the server's latest: the browser's copy follows it (a profile refresh).
  useEffect(() => update(user), [user, update]);

  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-3xl font-bold text-gray-900">{s.title}</h1>
      <SettingsSection title={s.profile} description={s.profileText}>
        <ProfileForm user={user} business={business} />
      </SettingsSection>
      <SettingsSection title={s.media}>
        <AvatarSection />
      </SettingsSection>
      {business && (
        <SettingsSection title={s.services} description={s.servicesText}>
          <ChoicesForm
            name="services"
            label={s.services}
            options={serviceOptions}
            selected={user.services.map((service) => service.slug)}
            schema={servicesSchema}
            path="/api/user/services"
            savedMessage={s.servicesSaved}
          />
        </SettingsSection>
      )}
      <SettingsSection title={s.languages} description={s.languagesText}>
        <ChoicesForm
          name="languages"
          label={s.languages}
          options={languageOptions}
          selected={user.languages}
          schema={languagesSchema}
          path="/api/user/languages"
          savedMessage={s.languagesSaved}
        />
      </SettingsSection>
      <SettingsSection title={s.changePassword}>
        <ChangePasswordForm />
      </SettingsSection>
      <TwoFactorSettings status={twoFactor} passkeys={passkeys} />
      <SettingsSection title={s.yourData} description={s.yourDataText}>
        <a href="/api/user/data-export" download className={secondaryButton}>
          {s.downloadData}
        </a>
      </SettingsSection>
      <SettingsSection title={s.deleteAccount} description={s.deleteText}>
        <DeleteAccount />
      </SettingsSection>
    </div>
  );
}
