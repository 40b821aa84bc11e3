import { useEffect } from 'react';
import { AvatarSection } from '#app/components/account/avatar-section.tsx';
import { ChangePasswordForm } from '#app/components/account/change-password-form.tsx';
import { ChoicesForm } from '#app/components/account/choices-form.tsx';
import { DeleteAccount } from '#app/components/account/delete-account.tsx';
import { ProfileForm } from '#app/components/account/profile-form.tsx';
import { SettingsSection } from '#app/components/account/section.tsx';
import { useAuth } from '#app/components/auth/auth-context.ts';
import { requireUser } from '#app/lib/guards.server.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { LANGUAGES, languagesSchema, SERVICES, servicesSchema } from '#contract/accounts.ts';
import type { Route } from './+types/settings.ts';

const SERVICE_OPTIONS = SERVICES.map((service) => ({ value: service.slug, label: service.name }));
const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({ value: language.code, label: language.name }));

/** 'authenticated', then the profile guard: an incomplete profile is set up first. */
export function loader(args: Route.LoaderArgs) {
  return { user: requireUser(args, 'profile') };
}

export function meta(_: Route.MetaArgs) {
  return pageMeta('Settings');
}

export default function Settings({ loaderData: { user } }: Route.ComponentProps) {
  const { update } = useAuth();
  const business = user.type !== 'private';

  // The page's user is the server's latest: the browser's copy follows it (a profile refresh).
  useEffect(() => update(user), [user, update]);

  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-3xl font-bold text-gray-900">Settings</h1>
      <SettingsSection title="Profile" description="What people see on your profile and your ads.">
        <ProfileForm user={user} business={business} />
      </SettingsSection>
      <SettingsSection title="Photo and video">
        <AvatarSection />
      </SettingsSection>
      {business && (
        <SettingsSection title="Services" description="The services you offer, shown in the services directory.">
          <ChoicesForm
            name="services"
            label="Services"
            options={SERVICE_OPTIONS}
            selected={user.services.map((service) => service.slug)}
            schema={servicesSchema}
            path="/api/user/services"
            savedMessage="Your services have been saved."
          />
        </SettingsSection>
      )}
      <SettingsSection title="Languages" description="The languages you speak with clients.">
        <ChoicesForm
          name="languages"
          label="Languages"
          options={LANGUAGE_OPTIONS}
          selected={user.languages}
          schema={languagesSchema}
          path="/api/user/languages"
          savedMessage="Your languages have been saved."
        />
      </SettingsSection>
      <SettingsSection title="Change password">
        <ChangePasswordForm />
      </SettingsSection>
      <SettingsSection title="Delete account" description="Remove your account and everything in it for good.">
        <DeleteAccount />
      </SettingsSection>
    </div>
  );
}
