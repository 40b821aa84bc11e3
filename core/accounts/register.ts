// Registration: a new, inactive account and an
// activation e-mail. A taken address gets 400 email_already_exist, which clients expect; the
// per-address and per-e-mail limits make harvesting that answer impractical. Only a
// well-formed attempt is counted (the route has checked the CSRF token and the body,
// this the password rules), so a page on another site cannot spend a visitor's quota.
import { accountTypeOf, isCompanyType, type Registration } from '#contract/accounts.ts';
import { SPEC_MESSAGES } from '#contract/messages.ts';
import { badRequest, unprocessable } from '#core/errors.ts';
import { countAttempt } from '#core/platform/attempts.ts';
import { checkCaptcha } from '#core/platform/captcha.ts';
import type { Deps } from '#core/platform/deps.ts';
import type { Database } from '#db/client.ts';
import { users } from '#db/schema/accounts.ts';
import { ACCOUNT_LIMITS } from './limits.ts';
import { hashPassword } from './password.ts';
import { passwordProblem } from './password-policy.ts';
import { findUserByEmail } from './users.ts';

export const UNIQUE_VIOLATION = '23505';

export async function registerAccount(
  deps: Pick<Deps, 'db' | 'work' | 'config'>,
  input: Registration,
  clientAddress: string,
): Promise<void> {
  const { db, work } = deps;
  await checkCaptcha(deps.config.captcha, input.captcha, clientAddress);
  const problem = passwordProblem(input.password, { name: input.name, email: input.email });
  if (problem) throw unprocessable({ password: [problem] });
  await countRegistration(db, input.email, clientAddress);
  if (await findUserByEmail(db, input.email)) throw emailTaken();
  const accountType = accountTypeOf(input.type);
  const company = isCompanyType(accountType);
  const passwordHash = await hashPassword(input.password);
  try {
    await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          accountType,
          roles: company ? ['company'] : ['user'],
          name: input.name,
          companyName: company ? input.name : null,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user not stored');
      await work.queue(tx, { kind: 'account.activation', userId: user.id });
    });
  } catch (error) {
    // Two registrations racing for one address: the unique index decides.
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw emailTaken();
    throw error;
  }
}

/** A new account (registered, or a guest's) from this client address for this e-mail address; 429 beyond either limit. */
export async function countRegistration(db: Database, email: string, clientAddress: string): Promise<void> {
  await countAttempt(db, `register:ip:${clientAddress}`, ACCOUNT_LIMITS.registrationPerAddress);
  await countAttempt(db, `register:email:${email.trim().toLowerCase()}`, ACCOUNT_LIMITS.registrationPerEmail);
}

/** The answer for an address that already has an account: 400 email_already_exist. */
export const emailTaken = () => badRequest(SPEC_MESSAGES.emailTaken, 'email_already_exist');
