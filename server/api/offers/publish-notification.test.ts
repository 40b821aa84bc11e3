// Publishing an ad tells its owner in the bell: live now, or the day a scheduled ad
// becomes visible.
import { beforeAll, describe, expect, it } from 'vitest';
import { createOffer, createUser } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { signedInClient, type TestClient } from '#tests/setup/client.ts';

const PASSWORD = 'Publish-Bell-31';
let owner: TestClient;
let ownerId: string;
const t = testAppForFile({ JOBS_WORKER: 'false' });

beforeAll(async () => {
  ownerId = (await createUser(t.database.db, { email: 'owner@publish.example', password: PASSWORD })).id;
  owner = await signedInClient(t.app, 'owner@publish.example', PASSWORD, '203.0.113.170');
});

const newest = async () => (await owner.get('/api/user/notifications')).json().data[0];

describe('publishing an ad', () => {
  it('tells the owner it is live, with a link to the ad', async () => {
    const offer = await createOffer(t.database.db, { userId: ownerId, status: 'draft', title: 'Bright flat' });
    expect((await owner.patch(`/api/offers/submit/${offer.id}`)).statusCode).toBe(200);
    expect(await newest()).toMatchObject({
      type: 'info',
      message: 'Your listing “Bright flat” is now live.',
      link: `/offers/${offer.slug}`,
    });
  });

  it('tells the owner of a scheduled ad the day it becomes visible', async () => {
    const from = new Date('2099-03-14T10:00:00Z');
    const offer = await createOffer(t.database.db, {
      userId: ownerId,
      status: 'draft',
      title: 'Later cottage',
      visibleFrom: from,
    });
    expect((await owner.patch(`/api/offers/submit/${offer.id}`)).statusCode).toBe(200);
    expect(await newest()).toMatchObject({
      message: 'Your listing “Later cottage” is published and will be visible from 14 March 2099.',
      link: `/offers/${offer.slug}`,
    });
  });
});
