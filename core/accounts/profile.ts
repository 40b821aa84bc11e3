// The account's own data. Only the fields of each form change: roles, account type,
// e-mail and verification are never taken from a request (mass assignment).
import { eq, sql } from 'drizzle-orm';
import {
  type LanguageCode,
  PROFILE_SETUP_MESSAGES,
  type ProfileInput,
  phoneRequiredFor,
  type ServiceSlug,
} from '#contract/accounts.ts';
import { REGISTRATION_MESSAGES } from '#contract/messages.ts';
import { unprocessable } from '#core/errors.ts';
import type { Database } from '#db/client.ts';
import { users } from '#db/schema/accounts.ts';
import { passwordProblem } from './password-policy.ts';
import { storePassword } from './passwords.ts';
import type { UserRow } from './sessions.ts';
import { isProfileComplete } from './user-resource.ts';

type UserChanges = Partial<typeof users.$inferInsert>;

export async function updateUser(db: Database, userId: string, changes: UserChanges): Promise<UserRow> {
  const [user] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new Error(`user ${userId} vanished`);
  // The profile counts as completed the first time it has everything it needs.
  if (!user.profileCompletedAt && isProfileComplete(user)) {
    return updateUser(db, userId, { profileCompletedAt: new Date() });
  }
  return user;
}

export function updateProfile(db: Database, user: UserRow, input: ProfileInput): Promise<UserRow> {
  const present = <T>(value: T | undefined, current: T): T => (value === undefined ? current : value);
  return updateUser(db, user.id, {
    name: input.name,
    companyName: present(input.company_name, user.companyName),
    phone: present(input.phone, user.phone),
    description: present(input.description, user.description),
    introduction: present(input.introduction, user.introduction),
    taxNumber: present(input.nip, user.taxNumber),
    city: present(input.city, user.city),
    street: present(input.street, user.street),
    zipCode: present(input.zip_code, user.zipCode),
    country: present(input.country, user.country),
    showAddress: present(input.show_address, user.showAddress),
  });
}

/**
 * /profile-setup: the name, the phone (required of business accounts only, optional for a
 * person), and a real password when the account still has a temporary one.
 */
export async function completeProfileSetup(
  db: Database,
  user: UserRow,
  input: { name: string; phone?: string | undefined; password?: string | undefined },
): Promise<UserRow> {
  const phone = input.phone?.trim() || null;
  if (!phone && phoneRequiredFor(user.accountType))
    throw unprocessable({ phone: [PROFILE_SETUP_MESSAGES.phoneRequired] });
  if (user.passwordIsTemporary) {
    if (!input.password) throw unprocessable({ password: [REGISTRATION_MESSAGES.passwordRequired] });
    const problem = passwordProblem(input.password, { name: input.name, email: user.email });
    if (problem) throw unprocessable({ password: [problem] });
    await storePassword(db, user.id, input.password, { verifyEmail: false });
  }
  return updateUser(db, user.id, { name: input.name, phone, profileCompletedAt: new Date() });
}

export function setServices(db: Database, user: UserRow, services: ServiceSlug[]): Promise<UserRow> {
  return updateUser(db, user.id, { services: [...new Set(services)] });
}

export function setLanguages(db: Database, user: UserRow, languages: LanguageCode[]): Promise<UserRow> {
  return updateUser(db, user.id, { languages: [...new Set(languages)] });
}
