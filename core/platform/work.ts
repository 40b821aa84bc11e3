// Background work a use case asks for (an e-mail, a notice to operators, an import
// to apply). Use cases name the work; the jobs layer knows how to run each kind.
//
// Work is always queued inside the transaction of the change it follows, so it
// exists exactly when that change does: a crash after the commit cannot lose the
// e-mail, and a rolled-back change never sends one.
import type { ContactInput } from '#contract/contact.ts';
import type { QueueHealth } from '#contract/dashboard.ts';
import type { Database, Transaction } from '#db/client.ts';

export type Work =
  | { kind: 'account.activation'; userId: string }
  | { kind: 'account.resend-activation'; email: string }
  | { kind: 'account.password-reminder'; email: string }
  | { kind: 'account.password-changed'; userId: string }
  | { kind: 'account.suspended'; userId: string }
  | { kind: 'account.reinstated'; userId: string }
  | { kind: 'account.deleted'; email: string; name: string; reason: string }
  | { kind: 'account.warning'; userId: string; words: string }
  | { kind: 'agents.invitation'; invitationId: string }
  | ({ kind: 'content.contact-message' } & Omit<ContactInput, 'captcha'>)
  | { kind: 'messages.notice'; messageId: number }
  | { kind: 'messages.enquiry-confirmation'; enquiryId: string; email: string }
  | { kind: 'newsletter.confirmation'; email: string }
  | { kind: 'newsletter.campaign-batch'; campaignId: number; afterId: number }
  | { kind: 'newsletter.test-issue'; campaignId: number; email: string }
  | { kind: 'offers.report-notice'; reportId: number }
  | { kind: 'offers.rejection-notice'; offerId: string; reason: string; change: boolean }
  | { kind: 'imports.apply'; importId: string }
  | { kind: 'imports.feed-run'; feedId: string }
  | { kind: 'imports.check-media'; importId: string }
  | { kind: 'orders.refund'; orderId: string };

export type WorkKind = Work['kind'];

/** A database handle work can be queued with: the transaction of the change, or the database for work that follows no change. */
export type WorkScope = Database | Transaction;

export type WorkQueue = {
  /** Stores the work in `scope` (a transaction: it exists only if that commits); a worker runs it later. */
  queue(scope: WorkScope, work: Work): Promise<void>;
  /** How the queues are doing, for the operators' dashboard: waiting, running and failed work. */
  health(db: Database, days: readonly string[]): Promise<WorkHealth>;
};

/** The queues' state now, and the e-mails that failed for good on each of `days` (London dates). */
export type WorkHealth = { queues: QueueHealth[]; emailsFailed: number[] };
