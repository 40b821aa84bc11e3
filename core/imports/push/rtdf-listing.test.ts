// How a pushed RTDF request reads as a feed listing: the code tables RTDF shares with
// BLM, and the codes agency software sends that we have no meaning for.
import { describe, expect, it } from 'vitest';
import { rtdfSendSchema } from '#contract/rtdf.ts';
import { rtdfListing } from './rtdf-listing.ts';

const request = (priceInformation: Record<string, unknown>) =>
  rtdfSendSchema.parse({
    network: { network_id: 1 },
    branch: { branch_id: 101, channel: 1 },
    property: {
      agent_ref: 'A1',
      property_type: 4,
      status: 1,
      address: { town: 'Manchester', postcode_1: 'M1', postcode_2: '4AP', display_address: 'Piccadilly, Manchester' },
      price_information: { price: 250000, ...priceInformation },
      details: { description: 'A detached house near the station, with a garden front and back.' },
    },
  });

describe('tenure_type', () => {
  it('reads the five tenures RTDF shares with BLM', () => {
    const tenures = ['1', '2', '3', '4', '5'].map(
      (code) => rtdfListing(request({ tenure_type: code })).listing?.tenure,
    );
    expect(tenures).toEqual(['freehold', 'leasehold', 'feudal', 'commonhold', 'share-of-freehold']);
  });

  it('takes a code we have no tenure for (6, or a newer one) as no tenure, not as a bad request', () => {
    for (const code of ['6', '7', 6]) {
      const read = rtdfListing(request({ tenure_type: code }));
      expect(read.problems).toEqual([]);
      expect(read.listing?.tenure).toBeNull();
    }
  });
});
