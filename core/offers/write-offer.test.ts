// The write rules of an offer's content and its publishing: what the database side of
// an input must pass, that a new offer is a private draft, who may edit or submit it
// and in which status, and where submitting and resubmitting take it.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES } from '#contract/notification-messages.ts';
import { type OfferInput, offerInputSchema } from '#contract/offer-input.ts';
import { OFFER_LIFECYCLE_MESSAGES, OFFER_LIFETIME_DAYS } from '#contract/offer-lifecycle.ts';
import { setPrice } from '#core/billing/price-list.ts';
import { notifications } from '#db/schema/accounts.ts';
import { categories } from '#db/schema/catalogue.ts';
import { offers } from '#db/schema/offers.ts';
import { actorOf } from '#tests/fixtures/audit.ts';
import { createOffer, createUser } from '#tests/fixtures/offers.ts';
import { testDatabaseForFile } from '#tests/setup/database.ts';
import type { Actor } from './lifecycle.ts';
import {
  assertEditable,
  checkInput,
  createDraftOffer,
  offerSlug,
  resubmitOffer,
  submitOffer,
  updateOffer,
} from './write-offer.ts';

const database = testDatabaseForFile();
const DAY = 86_400_000;
const plus = (from: Date, ms: number) => new Date(from.getTime() + ms);
const publishing = { moderation: false, emailVerified: true, takesPayments: false };

async function person(overrides: Parameters<typeof createUser>[1] = {}): Promise<Actor> {
  const user = await createUser(database.db, overrides);
  return { id: user.id, roles: user.roles };
}

async function categoryId(slug: string): Promise<number> {
  const [row] = await database.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  if (!row) throw new Error(`no category ${slug}`);
  return row.id;
}

/** A valid sale of a detached house, as the API would hand it over after its schema. */
async function saleInput(changes: Record<string, unknown> = {}): Promise<OfferInput> {
  return offerInputSchema.parse({
    title: 'Four bedroom detached house with garden',
    category_id: await categoryId('detached'),
    price: 45_000_000,
    description: '<p>Quiet road.</p><script>alert(1)</script>',
    location: { lat: 53.4084, lon: -2.1487, name: 'Stockport' },
    attributes: [
      { id: 1, value: 'sell' },
      { id: 11, value: '4' },
    ],
    ...changes,
  });
}

async function stored(id: string) {
  const [row] = await database.db.select().from(offers).where(eq(offers.id, id));
  if (!row) throw new Error(`offer ${id} is gone`);
  return row;
}

const offerCount = async () => (await database.db.select({ id: offers.id }).from(offers)).length;

describe('checking an input against the catalogue', () => {
  it('refuses a category that does not exist', async () => {
    await expect(checkInput(database.db, await saleInput({ category_id: 999_999 }), new Date())).rejects.toMatchObject({
      status: 422,
      errors: { category_id: ['Choose a category'] },
    });
  });

  it('takes a publication date from now to 90 days ahead, and no other', async () => {
    const now = new Date();
    const at = async (date: Date) =>
      checkInput(database.db, await saleInput({ visible_from_date: date.toISOString() }), now);
    expect((await at(plus(now, 89 * DAY))).visibleFrom).toEqual(plus(now, 89 * DAY));
    // A minute's grace for the clock of the form that sent it.
    expect((await at(plus(now, -30_000))).visibleFrom).toEqual(plus(now, -30_000));
    for (const refused of [plus(now, 91 * DAY), plus(now, -DAY)]) {
      await expect(at(refused), refused.toISOString()).rejects.toMatchObject({
        status: 422,
        errors: { visible_from_date: ['Choose a publication date within the next 90 days'] },
      });
    }
  });

  it('cleans the description of scripts', async () => {
    expect((await checkInput(database.db, await saleInput(), new Date())).description).toBe('<p>Quiet road.</p>');
  });
});

describe('creating an offer', () => {
  it('makes a private draft of the actor’s that nothing has published', async () => {
    const owner = await person();
    const created = await createDraftOffer(database.db, owner, await saleInput());
    expect(created.slug).toMatch(/^four-bedroom-detached-house-with-garden-[0-9a-z]{8}$/);
    expect(created.state).toMatchObject({ status: 'draft', expires_at: null });
    expect(await stored(created.id)).toMatchObject({
      userId: owner.id,
      status: 'draft',
      publishedAt: null,
      description: '<p>Quiet road.</p>',
      bedrooms: 4,
    });
  });

  it('stores nothing when the input breaks a rule', async () => {
    const owner = await person();
    const before = await offerCount();
    await expect(createDraftOffer(database.db, owner, await saleInput({ category_id: 999_999 }))).rejects.toMatchObject(
      { status: 422 },
    );
    expect(await offerCount()).toBe(before);
  });

  it('gives every offer a slug of its own, readable from the title', () => {
    const slugs = new Set(Array.from({ length: 50 }, () => offerSlug('3 bed semi, Didsbury')));
    expect(slugs.size).toBe(50);
    for (const slug of slugs) expect(slug).toMatch(/^3-bed-semi-didsbury-[0-9a-z]{8}$/);
    expect(offerSlug('!!!')).toMatch(/^property-[0-9a-z]{8}$/);
  });
});

describe('editing an offer', () => {
  it('answers 404 to anyone who does not manage it, and changes nothing', async () => {
    const owner = await person();
    const stranger = await person();
    const id = (await createOffer(database.db, { userId: owner.id, title: 'The owner’s own title' })).id;
    await expect(assertEditable(database.db, stranger, id)).rejects.toMatchObject({ status: 404 });
    await expect(updateOffer(database.db, stranger, id, await saleInput())).rejects.toMatchObject({ status: 404 });
    expect((await stored(id)).title).toBe('The owner’s own title');
  });

  it('lets a company edit its agent’s offer', async () => {
    const agency = await person({ accountType: 'agency', companyName: 'Quay Homes' });
    const agent = await person({ roles: ['user', 'agent'], companyId: agency.id });
    const id = (await createOffer(database.db, { userId: agent.id })).id;
    await updateOffer(database.db, agency, id, await saleInput({ title: 'Edited by the agency' }));
    expect((await stored(id)).title).toBe('Edited by the agency');
  });

  it('refuses an offer waiting for its payment: its order was priced for the ad as it stands', async () => {
    const owner = await person();
    const id = (await createOffer(database.db, { userId: owner.id, status: 'pending_payment', title: 'Priced as is' }))
      .id;
    const refusal = {
      status: 409,
      code: 'illegal_transition',
      message: OFFER_LIFECYCLE_MESSAGES.awaitingPaymentNoEdit,
    };
    await expect(assertEditable(database.db, owner, id)).rejects.toMatchObject(refusal);
    await expect(updateOffer(database.db, owner, id, await saleInput())).rejects.toMatchObject(refusal);
    expect((await stored(id)).title).toBe('Priced as is');
  });

  it('applies the edits of a rejected offer at once and leaves it rejected, to be resubmitted', async () => {
    const owner = await person();
    const id = (await createOffer(database.db, { userId: owner.id, status: 'rejected' })).id;
    const saved = await updateOffer(
      database.db,
      owner,
      id,
      await saleInput({ title: 'Photos of the right house' }),
      undefined,
      {
        moderation: true,
      },
    );
    expect(saved).toMatchObject({ status: 'rejected', revision: null });
    expect((await stored(id)).title).toBe('Photos of the right house');
  });

  it('keeps the old price as the previous one when the price drops', async () => {
    const owner = await person();
    const id = (await createOffer(database.db, { userId: owner.id, price: 46_000_000 })).id;
    await updateOffer(database.db, owner, id, await saleInput({ price: 44_000_000 }));
    expect(await stored(id)).toMatchObject({ price: 44_000_000, previousPrice: 46_000_000 });
  });
});

describe('submitting a draft', () => {
  it('puts it live for a full period of its listing type, and tells the owner', async () => {
    const owner = await person();
    const now = new Date();
    const { id } = await createDraftOffer(database.db, owner, await saleInput({ title: 'Detached house to publish' }));
    const state = await submitOffer(database.db, owner, id, publishing, now);
    expect(state).toMatchObject({
      status: 'active',
      expires_at: plus(now, OFFER_LIFETIME_DAYS.sell * DAY).toISOString(),
    });
    expect(await stored(id)).toMatchObject({ publishedAt: now, bumpedAt: now });
    const bell = await database.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(bell.map((notice) => notice.message)).toEqual([
      NOTIFICATION_MESSAGES.offerPublished('Detached house to publish'),
    ]);
  });

  it('starts the period of a scheduled draft on its date', async () => {
    const owner = await person();
    const now = new Date();
    const visibleFrom = plus(now, 10 * DAY);
    const { id } = await createDraftOffer(
      database.db,
      owner,
      await saleInput({ visible_from_date: visibleFrom.toISOString() }),
      undefined,
      now,
    );
    const state = await submitOffer(database.db, owner, id, publishing, now);
    expect(state).toMatchObject({
      status: 'scheduled',
      expires_at: plus(visibleFrom, OFFER_LIFETIME_DAYS.sell * DAY).toISOString(),
    });
    expect(await stored(id)).toMatchObject({ status: 'active', publishedAt: visibleFrom, visibleNoticeDue: true });
  });

  it('sends it to the operators instead when moderation is on', async () => {
    const owner = await person();
    const { id } = await createDraftOffer(database.db, owner, await saleInput());
    const state = await submitOffer(database.db, owner, id, { ...publishing, moderation: true });
    expect(state).toMatchObject({ status: 'pending_moderation', expires_at: null });
    expect((await stored(id)).publishedAt).toBeNull();
  });

  it('waits for the owner’s e-mail address to be confirmed, keeping the draft', async () => {
    const owner = await person();
    const { id } = await createDraftOffer(database.db, owner, await saleInput());
    await expect(submitOffer(database.db, owner, id, { ...publishing, emailVerified: false })).rejects.toMatchObject({
      status: 403,
      code: 'email_not_verified',
    });
    expect(await stored(id)).toMatchObject({ status: 'draft', publishedAt: null });
  });

  it('asks for payment, publishing nothing, when the site takes payments and posting costs money', async () => {
    const owner = await person();
    const operator = await createUser(database.db, { roles: ['user', 'owner'] });
    // Only auctions cost anything here, so other tests' offers stay free to post.
    await setPrice(database.db, actorOf(operator), {
      code: 'package.basic',
      listing_type: 'auction',
      audience: null,
      pence: 1_500,
    });
    const auction = await saleInput({ attributes: [{ id: 1, value: 'auction' }] });
    const { id, slug } = await createDraftOffer(database.db, owner, auction);
    const paying = { ...publishing, takesPayments: true };
    await expect(submitOffer(database.db, owner, id, paying)).rejects.toMatchObject({
      status: 402,
      code: 'payment_required',
      details: { amount: 1_500, pay_url: expect.stringContaining(slug) },
    });
    expect((await stored(id)).status).toBe('draft');
    // A site that sells nothing posts it free.
    expect((await submitOffer(database.db, owner, id, publishing)).status).toBe('active');
    // And so does one whose price list makes the posting free.
    const sale = await createDraftOffer(database.db, owner, await saleInput());
    expect((await submitOffer(database.db, owner, sale.id, paying)).status).toBe('active');
  });
});

describe('resubmitting a rejected offer', () => {
  it('sends it back to the operators whatever the moderation setting, its reason cleared, never live', async () => {
    const owner = await person();
    const id = (await createOffer(database.db, { userId: owner.id, status: 'rejected' })).id;
    const state = await resubmitOffer(database.db, owner, id, { takesPayments: false });
    expect(state).toMatchObject({ status: 'pending_moderation', rejection_reason: null });
    expect((await stored(id)).rejectionReason).toBeNull();
  });
});
