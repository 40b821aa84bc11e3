// The user as the API returns it to that same user (login, GET /api/user).
// Never sent to anyone else: public profiles have their own, smaller shape.
import { phoneRequiredFor, SERVICES, type UserResource } from '#contract/accounts.ts';
import { permissionsOf } from '#contract/permissions.ts';
import { storedFileUrl } from '#core/media/photo-urls.ts';
import type { UserRow } from './sessions.ts';

/**
 * A profile is complete with what the account needs now: a name, a phone for a business
 * account (phoneRequiredFor), and no temporary password left to replace.
 */
export function isProfileComplete(
  user: Pick<UserRow, 'name' | 'phone' | 'passwordIsTemporary' | 'accountType'>,
): boolean {
  const phoneGiven = Boolean(user.phone?.trim()) || !phoneRequiredFor(user.accountType);
  return Boolean(user.name?.trim()) && phoneGiven && !user.passwordIsTemporary;
}

/** The profile was set up once and still has what the account needs. */
export const hasCompletedProfile = (user: UserRow): boolean =>
  user.profileCompletedAt !== null && isProfileComplete(user);

export function toUserResource(user: UserRow, assetBase: string): UserResource {
  const complete = hasCompletedProfile(user);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    company_name: user.companyName,
    phone: user.phone,
    description: user.description,
    introduction: user.introduction,
    nip: user.taxNumber,
    address: { city: user.city, street: user.street, country: user.country, zip_code: user.zipCode },
    show_address: user.showAddress,
    avatar: user.avatarKey ? storedFileUrl(assetBase, user.avatarKey) : null,
    video_avatar: user.videoAvatarUrl,
    default_avatar: user.defaultAvatar ?? (user.avatarKey ? 'photo' : user.videoAvatarUrl ? 'video' : null),
    newsletter: user.newsletter,
    roles: user.roles,
    type: user.accountType,
    permissions: permissionsOf(user.roles),
    services: SERVICES.filter((service) => user.services.includes(service.slug)).map(({ slug, name }) => ({
      slug,
      name,
    })),
    languages: user.languages,
    is_profile_completed: complete,
    profile_completed: complete,
    has_temporary_password: user.passwordIsTemporary,
    email_verified: user.emailVerifiedAt !== null,
  };
}
