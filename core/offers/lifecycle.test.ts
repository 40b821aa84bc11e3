// The rules of an offer's life, at the service functions every route and job calls:
// which stored status each action may start from, what each action writes, who may
// act on an offer, and what the expiry job and reminders pick. Each test works on
// offers of its own, on a real database.
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  FREE_ALLOWANCE,
  OFFER_LIFECYCLE_MESSAGES,
  OFFER_LIFETIME_DAYS,
  OFFER_STATUSES,
  type OfferStatus,
  REFRESH_REPEAT_MINUTES,
} from '#contract/offer-lifecycle.ts';
import { notifications } from '#db/schema/accounts.ts';
import { offers } from '#db/schema/offers.ts';
import { createOffer, createUser, type OfferFixture } from '#tests/fixtures/offers.ts';
import { testDatabaseForFile } from '#tests/setup/database.ts';
import {
  type Actor,
  activateOffers,
  approveOffer,
  claimExpiryReminders,
  claimNewlyVisibleOffers,
  deactivateOffers,
  expireDueOffers,
  featureOffer,
  raiseOffer,
  refreshOffer,
  rejectOffer,
  setMarketStatus,
} from './lifecycle.ts';
import { resubmitOffer, submitOffer } from './write-offer.ts';

const database = testDatabaseForFile();
const DAY = 86_400_000;
const MINUTE = 60_000;

async function person(overrides: Parameters<typeof createUser>[1] = {}): Promise<Actor> {
  const user = await createUser(database.db, overrides);
  return { id: user.id, roles: user.roles };
}

async function offerOf(owner: Actor, fixture: Partial<OfferFixture> = {}): Promise<string> {
  return (await createOffer(database.db, { userId: owner.id, ...fixture })).id;
}

async function stored(id: string) {
  const [row] = await database.db.select().from(offers).where(eq(offers.id, id));
  if (!row) throw new Error(`offer ${id} is gone`);
  return row;
}

const statusOf = async (id: string) => (await stored(id)).status;
/** The operator deciding in these tests (the audit log keeps their e-mail, not a link to an account). */
const MODERATOR = {
  id: '7d3f0c55-1b2a-4c1e-9f7a-2e6b8c9d0a11',
  email: 'moderator@lifecycle.example',
  roles: ['moderator'],
  address: null,
};
const noRefunds = { queueRefund: async () => {}, actor: MODERATOR };
const publishing = { moderation: false, emailVerified: true, takesPayments: false };
const plus = (from: Date, ms: number) => new Date(from.getTime() + ms);

/** What each action does from one status, as the route would call it for the offer's owner or an operator. */
const ACTIONS = {
  submit: (owner: Actor, id: string, now: Date) => submitOffer(database.db, owner, id, publishing, now),
  resubmit: (owner: Actor, id: string, now: Date) =>
    resubmitOffer(database.db, owner, id, { takesPayments: false }, now),
  approve: (_owner: Actor, id: string, now: Date) => approveOffer(database.db, id, MODERATOR, now),
  reject: (_owner: Actor, id: string, now: Date) => rejectOffer(database.db, id, 'Blurred photos', noRefunds, now),
  activate: (owner: Actor, id: string, now: Date) => activateOffers(database.db, owner, [id], now),
  deactivate: (owner: Actor, id: string, now: Date) => deactivateOffers(database.db, owner, [id], now),
  refresh: (owner: Actor, id: string, now: Date) => refreshOffer(database.db, owner, id, now),
  raise: (owner: Actor, id: string, now: Date) => raiseOffer(database.db, owner, id, now),
  feature: (owner: Actor, id: string, now: Date) => featureOffer(database.db, owner, id, '7', now),
  set_market_status: (owner: Actor, id: string, now: Date) =>
    setMarketStatus(database.db, owner, id, 'under_offer', now),
} as const;

/** The machine of docs/offers.md: the only stored statuses each action starts from. */
const STARTS_FROM: Record<keyof typeof ACTIONS, readonly OfferStatus[]> = {
  submit: ['draft', 'pending_payment'],
  resubmit: ['rejected'],
  approve: ['pending_moderation'],
  reject: ['pending_moderation', 'active'],
  activate: ['inactive'],
  deactivate: ['active'],
  refresh: ['active', 'inactive', 'expired'],
  raise: ['active'],
  feature: ['active'],
  set_market_status: ['active', 'inactive'],
};

describe('which status each action may start from', () => {
  for (const [action, run] of Object.entries(ACTIONS) as [
    keyof typeof ACTIONS,
    (typeof ACTIONS)[keyof typeof ACTIONS],
  ][]) {
    it(`${action}: refused with 409 from every other status, and nothing changes`, async () => {
      const owner = await person();
      const now = new Date();
      for (const status of OFFER_STATUSES) {
        const id = await offerOf(owner, { status, title: `A ${status} house` });
        const before = await stored(id);
        const outcome = await run(owner, id, now).then(
          () => 'done',
          (error: { status?: number; code?: string }) => error,
        );
        if (!STARTS_FROM[action].includes(status)) {
          expect(outcome, `${action} from ${status}`).toMatchObject({ status: 409, code: 'illegal_transition' });
          expect(await stored(id), `${action} from ${status}`).toEqual(before);
        } else if (action === 'feature') {
          // Featuring has no free allowance: an allowed feature asks for its price.
          expect(outcome, `${action} from ${status}`).toMatchObject({ status: 402, code: 'payment_required' });
        } else {
          expect(outcome, `${action} from ${status}`).toBe('done');
        }
      }
    });
  }

  it('names the action and the status it was refused in', async () => {
    const owner = await person();
    const id = await offerOf(owner, { status: 'active' });
    await expect(activateOffers(database.db, owner, [id])).rejects.toThrow(
      OFFER_LIFECYCLE_MESSAGES.illegal('activate', 'active'),
    );
  });
});

describe('deactivate and activate', () => {
  it('takes live offers off the site keeping their expiry date, and puts them back', async () => {
    const owner = await person();
    const expiresAt = new Date(Date.now() + 20 * DAY);
    const id = await offerOf(owner, { expiresAt });
    const now = new Date();
    const [off] = await deactivateOffers(database.db, owner, [id], now);
    expect(off).toMatchObject({ id, status: 'inactive', expires_at: expiresAt.toISOString() });
    expect((await stored(id)).statusChangedAt).toEqual(now);
    const [on] = await activateOffers(database.db, owner, [id], plus(now, MINUTE));
    expect(on).toMatchObject({ id, status: 'active', expires_at: expiresAt.toISOString() });
  });

  it('is all or nothing: one offer the action does not fit leaves the whole list as it was', async () => {
    const owner = await person();
    const live = await offerOf(owner);
    const draft = await offerOf(owner, { status: 'draft' });
    await expect(deactivateOffers(database.db, owner, [live, draft])).rejects.toMatchObject({ status: 409 });
    expect(await statusOf(live)).toBe('active');
    expect(await statusOf(draft)).toBe('draft');
  });

  it('refuses to activate an offer whose period is over: it needs a refresh', async () => {
    const owner = await person();
    const now = new Date();
    const current = await offerOf(owner, { status: 'inactive', expiresAt: plus(now, DAY) });
    const over = await offerOf(owner, { status: 'inactive', expiresAt: plus(now, -MINUTE) });
    const endsNow = await offerOf(owner, { status: 'inactive', expiresAt: now });
    for (const list of [[current, over], [endsNow]]) {
      await expect(activateOffers(database.db, owner, list, now)).rejects.toMatchObject({
        status: 409,
        message: OFFER_LIFECYCLE_MESSAGES.expiredUseRefresh,
      });
    }
    expect(await statusOf(current)).toBe('inactive');
    expect(await statusOf(over)).toBe('inactive');
    expect(await statusOf(endsNow)).toBe('inactive');
  });
});

describe('who may act on an offer', () => {
  async function agencyWithAgents() {
    const agency = await person({ accountType: 'agency', companyName: 'Quay Homes' });
    const agent = await person({ roles: ['user', 'agent'], companyId: agency.id });
    const colleague = await person({ roles: ['user', 'agent'], companyId: agency.id });
    return { agency, agent, colleague };
  }

  it('answers 404 to another user, as if the offer did not exist, and changes nothing', async () => {
    const owner = await person();
    const stranger = await person();
    const id = await offerOf(owner);
    // Each in turn: a refusal is awaited before the next attempt starts.
    for (const attempt of [
      () => deactivateOffers(database.db, stranger, [id]),
      () => refreshOffer(database.db, stranger, id),
      () => raiseOffer(database.db, stranger, id),
      () => setMarketStatus(database.db, stranger, id, 'sold_stc'),
      () => featureOffer(database.db, stranger, id, '7'),
    ]) {
      await expect(attempt()).rejects.toMatchObject({ status: 404, message: OFFER_LIFECYCLE_MESSAGES.notFound });
    }
    const row = await stored(id);
    expect(row).toMatchObject({ status: 'active', marketStatus: 'available', refreshCount: 0, raiseCount: 0 });
  });

  it('answers 404 to another company, for its own offers and its agents’', async () => {
    const { agency, agent } = await agencyWithAgents();
    const other = await person({ accountType: 'agency', companyName: 'Other Homes' });
    const ofAgency = await offerOf(agency);
    const ofAgent = await offerOf(agent);
    await expect(deactivateOffers(database.db, other, [ofAgency])).rejects.toMatchObject({ status: 404 });
    await expect(deactivateOffers(database.db, other, [ofAgent])).rejects.toMatchObject({ status: 404 });
    expect(await statusOf(ofAgency)).toBe('active');
    expect(await statusOf(ofAgent)).toBe('active');
  });

  it('lets a company manage its agents’ offers, and an agent only their own', async () => {
    const { agency, agent, colleague } = await agencyWithAgents();
    const ofAgent = await offerOf(agent);
    const ofAgency = await offerOf(agency);
    const [state] = await deactivateOffers(database.db, agency, [ofAgent]);
    expect(state?.status).toBe('inactive');
    await expect(activateOffers(database.db, colleague, [ofAgent])).rejects.toMatchObject({ status: 404 });
    await expect(deactivateOffers(database.db, agent, [ofAgency])).rejects.toMatchObject({ status: 404 });
    expect(await statusOf(ofAgent)).toBe('inactive');
    expect(await statusOf(ofAgency)).toBe('active');
  });

  it('refuses a whole list when one of its offers is someone else’s', async () => {
    const owner = await person();
    const stranger = await person();
    const mine = await offerOf(owner);
    const theirs = await offerOf(stranger);
    await expect(deactivateOffers(database.db, owner, [mine, theirs])).rejects.toMatchObject({ status: 404 });
    expect(await statusOf(mine)).toBe('active');
  });

  it('lets an owner resubmit only a rejected offer of their own', async () => {
    const owner = await person();
    const stranger = await person();
    const id = await offerOf(owner, { status: 'rejected' });
    await expect(resubmitOffer(database.db, stranger, id, { takesPayments: false })).rejects.toMatchObject({
      status: 404,
    });
    expect(await statusOf(id)).toBe('rejected');
  });
});

describe('refresh', () => {
  it('puts an expired offer back live for a full period of its listing type, at the top, with a new reminder', async () => {
    const owner = await person();
    const now = new Date();
    const id = await offerOf(owner, { listingType: 'rent', status: 'expired', expiresAt: plus(now, -DAY) });
    await database.db
      .update(offers)
      .set({ expiryRemindedAt: plus(now, -2 * DAY) })
      .where(eq(offers.id, id));
    const result = await refreshOffer(database.db, owner, id, now);
    expect(result).toMatchObject({
      status: 'active',
      expires_at: plus(now, OFFER_LIFETIME_DAYS.rent * DAY).toISOString(),
      refresh_count: 1,
      refreshes_left: FREE_ALLOWANCE.refreshes - 1,
      repeated: false,
    });
    const row = await stored(id);
    expect(row.bumpedAt).toEqual(now);
    expect(row.refreshedAt).toEqual(now);
    expect(row.statusChangedAt).toEqual(now);
    expect(row.expiryRemindedAt).toBeNull();
  });

  it('spends nothing when a live offer is refreshed again within the hour, and counts again after it', async () => {
    const owner = await person();
    const now = new Date();
    const id = await offerOf(owner);
    const first = await refreshOffer(database.db, owner, id, now);
    const again = await refreshOffer(database.db, owner, id, plus(now, (REFRESH_REPEAT_MINUTES - 1) * MINUTE));
    expect(again).toMatchObject({ repeated: true, refresh_count: 1, expires_at: first.expires_at });
    expect((await stored(id)).bumpedAt).toEqual(now);
    const later = await refreshOffer(database.db, owner, id, plus(now, REFRESH_REPEAT_MINUTES * MINUTE));
    expect(later).toMatchObject({ repeated: false, refresh_count: 2 });
  });

  it('counts a refresh of a deactivated offer however recently it was refreshed: it goes live again', async () => {
    const owner = await person();
    const now = new Date();
    const id = await offerOf(owner);
    await refreshOffer(database.db, owner, id, now);
    await deactivateOffers(database.db, owner, [id], plus(now, MINUTE));
    const result = await refreshOffer(database.db, owner, id, plus(now, 2 * MINUTE));
    expect(result).toMatchObject({ status: 'active', repeated: false, refresh_count: 2 });
  });

  it('asks for payment once the free refreshes are used, and changes nothing', async () => {
    const owner = await person();
    const id = await offerOf(owner, { refreshCount: FREE_ALLOWANCE.refreshes, status: 'expired' });
    const before = await stored(id);
    await expect(refreshOffer(database.db, owner, id)).rejects.toMatchObject({
      status: 402,
      code: 'payment_required',
    });
    expect(await stored(id)).toEqual(before);
  });

  it('counts refreshes a package bought on top of the free ones', async () => {
    const owner = await person();
    const id = await offerOf(owner, { refreshCount: FREE_ALLOWANCE.refreshes });
    await database.db.update(offers).set({ refreshCredits: 1 }).where(eq(offers.id, id));
    const result = await refreshOffer(database.db, owner, id);
    expect(result).toMatchObject({ refresh_count: FREE_ALLOWANCE.refreshes + 1, refreshes_left: 0 });
  });
});

describe('raise', () => {
  it('puts a live offer back at the top once for free, then asks for payment', async () => {
    const owner = await person();
    const now = new Date();
    const id = await offerOf(owner, { bumpedAt: plus(now, -10 * DAY) });
    expect(await raiseOffer(database.db, owner, id, now)).toMatchObject({ raise_count: FREE_ALLOWANCE.raises });
    expect((await stored(id)).bumpedAt).toEqual(now);
    await expect(raiseOffer(database.db, owner, id, plus(now, DAY))).rejects.toMatchObject({
      status: 402,
      code: 'payment_required',
    });
    expect(await stored(id)).toMatchObject({ bumpedAt: now, raiseCount: FREE_ALLOWANCE.raises });
  });
});

describe('market state', () => {
  it('takes only the states of the offer’s listing type', async () => {
    const owner = await person();
    const rental = await offerOf(owner, { listingType: 'rent', category: 'flat' });
    await expect(setMarketStatus(database.db, owner, rental, 'sold_stc')).rejects.toMatchObject({
      status: 422,
      errors: { market_status: [OFFER_LIFECYCLE_MESSAGES.marketStatusNotForType('sold_stc', 'rent')] },
    });
    expect((await stored(rental)).marketStatus).toBe('available');
    expect(await setMarketStatus(database.db, owner, rental, 'let_agreed')).toMatchObject({
      market_status: 'let_agreed',
    });
    const sale = await offerOf(owner);
    expect(await setMarketStatus(database.db, owner, sale, 'sold_stc')).toMatchObject({ market_status: 'sold_stc' });
  });
});

describe('feature', () => {
  it('asks for the price of a live offer and changes nothing', async () => {
    const owner = await person();
    const id = await offerOf(owner);
    const before = await stored(id);
    await expect(featureOffer(database.db, owner, id, '14')).rejects.toMatchObject({
      status: 402,
      code: 'payment_required',
    });
    expect(await stored(id)).toEqual(before);
  });
});

describe('moderation by an operator', () => {
  it('approves a waiting offer: live for a full period, and the owner is told', async () => {
    const owner = await person();
    const now = new Date();
    const id = await offerOf(owner, {
      status: 'pending_moderation',
      listingType: 'swap',
      publishedAt: null,
      expiresAt: null,
      title: 'Cottage to swap',
    });
    const state = await approveOffer(database.db, id, MODERATOR, now);
    expect(state).toMatchObject({
      status: 'active',
      expires_at: plus(now, OFFER_LIFETIME_DAYS.swap * DAY).toISOString(),
    });
    expect((await stored(id)).publishedAt).toEqual(now);
    const bell = await database.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(bell.map((notice) => notice.message)).toEqual([OFFER_LIFECYCLE_MESSAGES.approvedNotice('Cottage to swap')]);
  });

  it('approves a scheduled offer from its date: its period starts then, and it shows as scheduled', async () => {
    const owner = await person();
    const now = new Date();
    const visibleFrom = plus(now, 5 * DAY);
    const id = await offerOf(owner, { status: 'pending_moderation', publishedAt: null, visibleFrom });
    const state = await approveOffer(database.db, id, MODERATOR, now);
    expect(state).toMatchObject({
      status: 'scheduled',
      expires_at: plus(visibleFrom, OFFER_LIFETIME_DAYS.sell * DAY).toISOString(),
    });
    expect(await stored(id)).toMatchObject({ status: 'active', publishedAt: visibleFrom, visibleNoticeDue: true });
  });

  it('rejects a waiting or live offer with the reason the owner reads, and tells them', async () => {
    const owner = await person();
    const waiting = await offerOf(owner, { status: 'pending_moderation', title: 'Waiting flat' });
    const live = await offerOf(owner, { title: 'Live flat' });
    const queued: string[] = [];
    const options = {
      queueRefund: async (_tx: unknown, orderId: string) => {
        queued.push(orderId);
      },
      actor: MODERATOR,
    };
    for (const id of [waiting, live]) {
      expect(await rejectOffer(database.db, id, 'The photos show another house.', options)).toMatchObject({
        status: 'rejected',
        rejection_reason: 'The photos show another house.',
      });
    }
    // Neither had a paid posting to give back.
    expect(queued).toEqual([]);
    const bell = await database.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(bell.map((notice) => notice.message).sort()).toEqual(
      [
        OFFER_LIFECYCLE_MESSAGES.rejectedNotice('Live flat', 'The photos show another house.'),
        OFFER_LIFECYCLE_MESSAGES.rejectedNotice('Waiting flat', 'The photos show another house.'),
      ].sort(),
    );
  });

  it('answers 404 for an offer that does not exist', async () => {
    await expect(approveOffer(database.db, '00000000-0000-4000-8000-000000000000', MODERATOR)).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('the expiry job', () => {
  it('expires live offers whose period is over, and no others', async () => {
    const owner = await person({ name: 'Olive', email: `olive-${Date.now()}@expiry.example` });
    const now = new Date();
    const over = await offerOf(owner, { expiresAt: plus(now, -MINUTE), title: 'Over' });
    const endsNow = await offerOf(owner, { expiresAt: now, title: 'Ends now' });
    const current = await offerOf(owner, { expiresAt: plus(now, MINUTE) });
    const deactivated = await offerOf(owner, { status: 'inactive', expiresAt: plus(now, -MINUTE) });
    const expired = (await expireDueOffers(database.db, now)).filter((offer) => offer.owner.id === owner.id);
    expect(expired.map((offer) => offer.id).sort()).toEqual([over, endsNow].sort());
    expect(expired[0]?.owner).toEqual({
      id: owner.id,
      name: 'Olive',
      email: expect.stringContaining('@expiry.example'),
    });
    const rows = await database.db
      .select({ id: offers.id, status: offers.status })
      .from(offers)
      .where(inArray(offers.id, [over, endsNow, current, deactivated]));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({
      [over]: 'expired',
      [endsNow]: 'expired',
      [current]: 'active',
      [deactivated]: 'inactive',
    });
  });

  it('reminds each live offer expiring within 24 hours once per period', async () => {
    const owner = await person();
    const now = new Date();
    const soon = await offerOf(owner, { expiresAt: plus(now, 2 * 3_600_000) });
    await offerOf(owner, { expiresAt: plus(now, 3 * DAY) });
    await offerOf(owner, { status: 'inactive', expiresAt: plus(now, 2 * 3_600_000) });
    const mine = async (at: Date) =>
      (await claimExpiryReminders(database.db, at)).filter((offer) => offer.owner.id === owner.id).map((o) => o.id);
    expect(await mine(now)).toEqual([soon]);
    expect(await mine(plus(now, MINUTE))).toEqual([]);
    // A refresh starts a new period, with a reminder of its own.
    await refreshOffer(database.db, owner, soon, now);
    expect(await mine(plus(now, (OFFER_LIFETIME_DAYS.sell - 0.5) * DAY))).toEqual([soon]);
  });

  it('tells the owner once that a scheduled offer is now visible, only while it is live', async () => {
    const owner = await person();
    const now = new Date();
    const live = await offerOf(owner, { visibleFrom: plus(now, -MINUTE), title: 'Visible now' });
    const paused = await offerOf(owner, { status: 'inactive', visibleFrom: plus(now, -MINUTE) });
    const later = await offerOf(owner, { visibleFrom: plus(now, DAY) });
    await database.db
      .update(offers)
      .set({ visibleNoticeDue: true })
      .where(inArray(offers.id, [live, paused, later]));
    const mine = async () =>
      (await claimNewlyVisibleOffers(database.db, now)).filter((offer) => offer.user_id === owner.id);
    expect((await mine()).map((offer) => offer.title)).toEqual(['Visible now']);
    expect(await mine()).toEqual([]);
    expect((await stored(paused)).visibleNoticeDue).toBe(true);
    expect((await stored(later)).visibleNoticeDue).toBe(true);
  });
});
