import { describe, expect, it } from 'vitest';
import { OFFER_LIFECYCLE_MESSAGES } from '#contract/offer-lifecycle.ts';
import { AD_SAVED_PARAM, adOutcomeNotice, adOutcomePath } from './ad-form-outcome.ts';

const live = { status: 'active', visible_from: null } as const;

describe('what the ad form did, said on the ad’s page', () => {
  it('names the outcome in the ad’s address', () => {
    expect(adOutcomePath('house-k3x9q2', 'published')).toBe(`/offers/house-k3x9q2?${AD_SAVED_PARAM}=published`);
  });

  it('says each outcome about the ad as it now stands', () => {
    expect(adOutcomeNotice('published', live)).toBe('Your ad is live.');
    expect(adOutcomeNotice('published', { status: 'pending_moderation', visible_from: null })).toBe(
      'Thank you. Your ad will be live once we have checked it.',
    );
    expect(adOutcomeNotice('published', { status: 'scheduled', visible_from: '2026-12-24T00:00:00.000Z' })).toMatch(
      /^Your ad will go live on 24 December/,
    );
    expect(adOutcomeNotice('changes', live)).toBe('Your changes are saved.');
    expect(adOutcomeNotice('resubmitted', live)).toBe(OFFER_LIFECYCLE_MESSAGES.resubmitted);
    expect(adOutcomeNotice('unconfirmed', live)).toBe(OFFER_LIFECYCLE_MESSAGES.emailNotVerified);
  });

  it('says nothing for an address without an outcome, or with one it does not know', () => {
    expect(adOutcomeNotice(null, live)).toBeNull();
    expect(adOutcomeNotice('hacked', live)).toBeNull();
    expect(adOutcomeNotice('toString', live)).toBeNull();
  });
});
