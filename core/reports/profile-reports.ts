// Reports of members' profiles by visitors and members: stored for the operators' Reports
// page, one open report per reporter and profile (a second is accepted, not stored twice).
// The same few an hour per client address as reports of ads, counted together.
import { sql } from 'drizzle-orm';
import { PROFILE_REPORT_MESSAGES, type ProfileReportInput } from '#contract/profile-reports.ts';
import { HttpError, notFound } from '#core/errors.ts';
import type { Deps } from '#core/platform/deps.ts';
import { countReport } from './report-limit.ts';

export type ProfileReporter = { userId: string | null; key: string };

export async function reportProfile(
  deps: Pick<Deps, 'db'> & { config: Pick<Deps['config'], 'reportsPerAddress'> },
  profileId: string,
  reporter: ProfileReporter,
  input: ProfileReportInput,
  clientAddress: string,
): Promise<{ recorded: boolean }> {
  if (reporter.userId === profileId) throw new HttpError(403, PROFILE_REPORT_MESSAGES.notYourself);
  const { db } = deps;
  await countReport(deps, clientAddress);
  const found = await db.execute(sql`select 1 from users where id = ${profileId} and suspended_at is null`);
  if (found.rows.length === 0) throw notFound(PROFILE_REPORT_MESSAGES.notFound);
  const inserted = await db.execute<{ id: number }>(sql`
    insert into profile_reports (user_id, reporter_user_id, reporter_key, reason, message)
    values (${profileId}, ${reporter.userId}, ${reporter.key}, ${input.reason}, ${input.message})
    on conflict (user_id, reporter_key) where resolved_at is null do nothing
    returning id`);
  return { recorded: inserted.rows.length > 0 };
}
