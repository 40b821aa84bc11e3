// Reports of ads: only of an ad the public can see, never of one's own, one open report
// per reporter and ad, and the operators' notice queued with each stored report.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '#contract/offer-reports.ts';
import { offerReports } from '#db/schema/offers.ts';
import { createOffer, createUser, type OfferFixture } from '#tests/fixtures/offers.ts';
import { recordingWork } from '#tests/fixtures/work.ts';
import { testDatabaseForFile } from '#tests/setup/database.ts';
import { type Reporter, reportOffer } from './reports.ts';

const database = testDatabaseForFile();
/** The site's default: five reports an hour from one address. */
const config = { reportsPerAddress: 5 };
const report = { reason: 'scam', message: 'Asks for a deposit by bank transfer before any viewing.' } as const;
let reporters = 0;

/** A visitor who is not logged in, known by a key of their own. */
const guest = (): Reporter => {
  reporters += 1;
  return { userId: null, key: `guest-${reporters}` };
};

async function adOf(fixture: Partial<OfferFixture> = {}) {
  const owner = await createUser(database.db);
  return { owner, id: (await createOffer(database.db, { userId: owner.id, ...fixture })).id };
}

/** A report from a client address of its own, so no test spends another's hourly allowance. */
let addresses = 0;
type ReportArguments = Parameters<typeof reportOffer>;
const reportFrom = (deps: ReportArguments[0], offerId: string, reporter: Reporter, input: ReportArguments[3]) =>
  reportOffer(deps, offerId, reporter, input, `198.18.60.${++addresses}`);

const storedReports = (offerId: string) =>
  database.db.select().from(offerReports).where(eq(offerReports.offerId, offerId));

describe('reporting an ad', () => {
  it('stores the report and queues the operators’ notice with it', async () => {
    const { id } = await adOf();
    const work = recordingWork();
    expect(await reportFrom({ db: database.db, work, config }, id, guest(), report)).toEqual({ recorded: true });
    const [stored] = await storedReports(id);
    expect(stored).toMatchObject({ reason: 'scam', message: report.message, resolvedAt: null });
    expect(work.queued).toEqual([{ kind: 'offers.report-notice', reportId: stored?.id }]);
  });

  it('keeps one open report per reporter and ad: a second one is accepted, not stored or sent again', async () => {
    const { id } = await adOf();
    const work = recordingWork();
    const reporter = guest();
    await reportFrom({ db: database.db, work, config }, id, reporter, report);
    expect(
      await reportFrom({ db: database.db, work, config }, id, reporter, { ...report, reason: 'duplicate' }),
    ).toEqual({
      recorded: false,
    });
    expect(await storedReports(id)).toHaveLength(1);
    expect(work.queued).toHaveLength(1);
    // Another reporter's report of the same ad is their own.
    expect(await reportFrom({ db: database.db, work, config }, id, guest(), report)).toEqual({ recorded: true });
    expect(work.queued).toHaveLength(2);
  });

  it('refuses a report of one’s own ad', async () => {
    const { owner, id } = await adOf();
    const work = recordingWork();
    await expect(
      reportFrom({ db: database.db, work, config }, id, { userId: owner.id, key: `user-${owner.id}` }, report),
    ).rejects.toMatchObject({ status: 403 });
    expect(await storedReports(id)).toEqual([]);
    expect(work.queued).toEqual([]);
  });

  it('answers 404 for an ad the public cannot see, storing and queueing nothing', async () => {
    const work = recordingWork();
    const now = Date.now();
    for (const fixture of [
      { status: 'draft', publishedAt: null },
      { status: 'inactive' },
      { expiresAt: new Date(now - 60_000) },
      { visibleFrom: new Date(now + 86_400_000) },
    ] satisfies Partial<OfferFixture>[]) {
      const { id } = await adOf(fixture);
      await expect(
        reportFrom({ db: database.db, work, config }, id, guest(), report),
        JSON.stringify(fixture),
      ).rejects.toMatchObject({ status: 404, message: REPORT_MESSAGES.notFound });
      expect(await storedReports(id)).toEqual([]);
    }
    expect(work.queued).toEqual([]);
  });

  it('takes five reports an hour from one client address, then refuses with 429', async () => {
    const work = recordingWork();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const { id } = await adOf();
      statuses.push(
        await reportOffer({ db: database.db, work, config }, id, guest(), report, '198.18.61.1').then(
          () => 202,
          (error: { status: number }) => error.status,
        ),
      );
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    expect(work.queued).toHaveLength(5);
  });
});
