// Reports of ads by visitors: stored for moderation, one open report per reporter and
// ad (a second one is accepted but not stored twice), with the operators' notice queued
// in the same transaction, so a report is never stored without its notice, nor the
// other way round. A few an hour per client address, whether posted by the API or a page.
import { sql } from 'drizzle-orm';
import { type OfferReportInput, REPORT_MESSAGES } from '#contract/offer-reports.ts';
import { rolesWith } from '#contract/permissions.ts';
import { HttpError, notFound } from '#core/errors.ts';
import type { Deps } from '#core/platform/deps.ts';
import { countReport } from '#core/reports/report-limit.ts';
import type { Database } from '#db/client.ts';
import { publiclyVisible } from './visibility.ts';

export type Reporter = { userId: string | null; key: string };

export async function reportOffer(
  deps: Pick<Deps, 'db' | 'work'> & { config: Pick<Deps['config'], 'reportsPerAddress'> },
  offerId: string,
  reporter: Reporter,
  input: OfferReportInput,
  clientAddress: string,
): Promise<{ recorded: boolean }> {
  const { db, work } = deps;
  await countReport(deps, clientAddress);
  return db.transaction(async (tx) => {
    const found = await tx.execute<{ user_id: string }>(
      sql`select o.user_id from offers o where o.id = ${offerId} and ${publiclyVisible('o')}`,
    );
    const offer = found.rows[0];
    if (!offer) throw notFound(REPORT_MESSAGES.notFound);
    if (reporter.userId !== null && offer.user_id === reporter.userId) {
      throw new HttpError(403, 'You cannot report your own ad: edit it or take it off the site in My Ads.');
    }
    const inserted = await tx.execute<{ id: number }>(sql`
      insert into offer_reports (offer_id, reporter_user_id, reporter_key, reason, message)
      values (${offerId}, ${reporter.userId}, ${reporter.key}, ${input.reason}, ${input.message})
      on conflict (offer_id, reporter_key) where resolved_at is null do nothing
      returning id`);
    const report = inserted.rows[0];
    // The operators' notice is queued with the report: one is never without the other.
    if (report) await work.queue(tx, { kind: 'offers.report-notice', reportId: report.id });
    return { recorded: report !== undefined };
  });
}

/** A stored report with its ad, for the operators' notice. */
export async function readReport(db: Database, reportId: number) {
  const result = await db.execute<{
    reason: OfferReportInput['reason'];
    message: string;
    title: string;
    slug: string;
  }>(sql`
    select r.reason, r.message, o.title, o.slug from offer_reports r join offers o on o.id = r.offer_id where r.id = ${reportId}`);
  return result.rows[0] ?? null;
}

/** Who hears about reports: the configured address, or every operator whose roles handle reports. */
export async function operatorRecipients(
  db: Database,
  operatorEmail: string | undefined,
): Promise<{ emails: string[]; userIds: string[] }> {
  const handling = rolesWith('reports.handle');
  const admins = await db.execute<{ id: string; email: string }>(
    sql`select id, email from users
      where roles && ${sql.param(handling)}::text[] and email_verified_at is not null order by created_at`,
  );
  return {
    emails: operatorEmail ? [operatorEmail] : admins.rows.map((row) => row.email),
    userIds: admins.rows.map((row) => row.id),
  };
}
