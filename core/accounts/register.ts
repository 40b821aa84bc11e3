// Registration (spec 5 rules, spec 8 error code): a new, inactive account and an
// activation e-mail. A taken address keeps the spec's 400 email_already_exist; the
// per-address limit in the route makes harvesting that answer impractical.
import { accountTypeOf, isCompanyType, type Registration } from '#contract/accounts.ts';
import { SPEC_MESSAGES } from '#contract/messages.ts';
import { badRequest, unprocessable } from '#core/errors.ts';
import type { Database } from '#db/client.ts';
import { users } from '#db/schema/accounts.ts';
import type { AccountMail } from './account-mail.ts';
import { hashPassword } from './password.ts';
import { passwordProblem } from './password-policy.ts';
import { findUserByEmail } from './users.ts';

export const UNIQUE_VIOLATION = '23505';

export async function registerAccount(db: Database, mail: AccountMail, input: Registration): Promise<void> {
  const problem = passwordProblem(input.password, { name: input.name, email: input.email });
  if (problem) throw unprocessable({ password: [problem] });
  if (await findUserByEmail(db, input.email)) throw emailTaken();
  const accountType = accountTypeOf(input.type);
  const company = isCompanyType(accountType);
  let userId: string;
  try {
    const [user] = await db
      .insert(users)
      .values({
        email: input.email,
        passwordHash: await hashPassword(input.password),
        accountType,
        roles: company ? ['company'] : ['user'],
        name: input.name,
        companyName: company ? input.name : null,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user not stored');
    userId = user.id;
  } catch (error) {
    // Two registrations racing for one address: the unique index decides.
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw emailTaken();
    throw error;
  }
  await mail.activation(userId);
}

/** The spec's answer for an address that already has an account. */
export const emailTaken = () => badRequest(SPEC_MESSAGES.emailTaken, 'email_already_exist');
