// The back office's view of accounts: finding one by name, e-mail, company or phone, its
// file (what it has and does, never what its messages say), suspending and reinstating
// it, and changing an operator's roles.
import { z } from 'zod';
import { ACCOUNT_TYPES } from './accounts.ts';
import { OPERATOR_ROLES, ROLES } from './permissions.ts';

export const OPERATOR_USERS_PER_PAGE = 50;

export const OPERATOR_USER_MESSAGES = {
  reasonRequired: 'Say why, in a few words: the account holder reads it',
  /** 403 account_suspended at login: the person learns why, and whom to ask. */
  loginSuspended: (reason: string) =>
    `This account is suspended: ${reason}. If you think this is a mistake, write to us through the contact page.`,
  alreadySuspended: 'This account is already suspended',
  notSuspended: 'This account is not suspended',
  notYourself: 'You cannot suspend your own account',
  lastOwner: 'The site must keep at least one owner: make someone else an owner first',
  suspendedNotice: (reason: string) => `Your account was suspended: ${reason}`,
  reinstatedNotice: 'Your account is active again: your ads are back on the site.',
  notYourselfToDelete: 'You cannot delete your own account from the back office',
  operatorToDelete: 'This account holds operator roles: the owner takes them away before it can be deleted',
} as const;

export const USER_STATUSES = ['active', 'suspended', 'unverified'] as const;
export const USER_SORTS = ['newest', 'oldest', 'name', 'email'] as const;

/** The list's filters, from the page's address or the API's query string: shareable. */
export const operatorUsersQuerySchema = z.object({
  q: z.string().trim().max(100).optional().describe('Part of a name, e-mail address, company name or phone number'),
  role: z.enum(ROLES).optional(),
  type: z.enum(ACCOUNT_TYPES).optional(),
  status: z.enum(USER_STATUSES).optional(),
  sort: z.enum(USER_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type OperatorUsersQuery = z.infer<typeof operatorUsersQuerySchema>;

export const operatorUserRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company_name: z.string().nullable(),
  phone: z.string().nullable(),
  account_type: z.enum(ACCOUNT_TYPES),
  roles: z.array(z.enum(ROLES)),
  created_at: z.string(),
  email_verified: z.boolean(),
  suspended_at: z.string().nullable(),
});
export type OperatorUserRow = z.infer<typeof operatorUserRowSchema>;

const count = z.number().int();

/** One account's file: the account, what it has (counts), and its recent sign-ins. */
export const userDossierSchema = operatorUserRowSchema.extend({
  suspension_reason: z.string().nullable(),
  company_id: z.string().nullable(),
  two_factor: z.boolean(),
  offers: z.object({ total: count, active: count, pending: count, draft: count, expired: count, rejected: count }),
  orders: z.object({ count, paid: count, paid_total: count.describe('Pence, VAT included') }),
  invoices: count,
  imports: count,
  messages: z.object({ conversations: count, sent: count }).describe('Counts only: operators do not read messages'),
  sessions: z.array(z.object({ created_at: z.string(), last_seen_at: z.string(), user_agent: z.string().nullable() })),
});
export type UserDossier = z.infer<typeof userDossierSchema>;

export const suspendUserSchema = z
  .object({ reason: z.string().trim().min(3, OPERATOR_USER_MESSAGES.reasonRequired).max(500) })
  .strict();

/** Deleting an account from the back office: why (the account holder is told by e-mail). */
export const deleteUserSchema = suspendUserSchema;

/** The operator roles an account holds; its own kind (user, agent, company) is not changed here. */
export const userRolesSchema = z.object({ roles: z.array(z.enum(OPERATOR_ROLES)).max(OPERATOR_ROLES.length) }).strict();
