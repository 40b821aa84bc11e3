// Every place name a card shows is findable by that name: places only live ads name
// are suggested and read from typed text, after the gazetteer's places of that name,
// and only while an ad the public can see names them.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOffer, createUser } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';
import { refreshAdPlaces } from './ad-places.ts';
import { displayName } from './display.ts';
import { findPlaceBySlug } from './find.ts';
import { readPlaceText } from './read-place-text.ts';
import { suggestPlaces } from './suggest.ts';

let owner: { id: string };
const t = testAppForFile();

beforeAll(async () => {
  owner = await createUser(t.database.db);
});

/** An ad the public can see, near Kirkstall in Leeds unless placed elsewhere. */
const liveAd = (locationName: string, title = `Terrace in ${locationName}`, lat = 53.8205, lon = -1.6042) =>
  createOffer(t.database.db, { userId: owner.id, title, lat, lon, locationName });
const names = async (typed: string) => (await suggestPlaces(t.database.db, typed, 10)).map((s) => s.display_name);

describe('a neighbourhood only an ad names', () => {
  it('is suggested by its name, labelled with its town, at the mean position of its ads', async () => {
    await liveAd('Fernbrook, Leeds', 'Fernbrook back-to-back', 53.82, -1.6);
    await liveAd('Fernbrook, Leeds', 'Fernbrook semi', 53.824, -1.604);
    await refreshAdPlaces(t.database.db);
    const [first] = await suggestPlaces(t.database.db, 'Fernbrook');
    expect(first).toMatchObject({
      display_name: 'Fernbrook, Leeds',
      addresstype: 'neighbourhood',
      slug: 'fernbrook-leeds',
      match: 'exact',
    });
    expect(first?.lat).toBeCloseTo(53.822, 3);
    expect(first?.lon).toBeCloseTo(-1.602, 3);
    expect((await suggestPlaces(t.database.db, 'fernb'))[0]).toMatchObject({
      display_name: 'Fernbrook, Leeds',
      match: 'prefix',
    });
    expect(await findPlaceBySlug(t.database.db, 'fernbrook-leeds')).toMatchObject({
      name: 'Fernbrook',
      kind: 'neighbourhood',
      display_name: 'Fernbrook, Leeds',
      default_radius_miles: 1,
    });
  });

  it('is searched around when typed without a pick, and its ads are found', async () => {
    await liveAd('Fernbrook, Leeds', 'Fernbrook end terrace', 53.8215, -1.6025);
    await refreshAdPlaces(t.database.db);
    expect(await readPlaceText(t.database.db, 'Fernbrook')).toMatchObject({
      as: 'place',
      place: { display_name: 'Fernbrook, Leeds', addresstype: 'neighbourhood' },
    });
    const answer = (await t.app.inject({ url: '/api/search?q=fernbrook' })).json();
    expect(answer.understood).toMatchObject({ as: 'place', place: { display_name: 'Fernbrook, Leeds' } });
    expect(answer.data.map((offer: { title: string }) => offer.title)).toContain('Fernbrook end terrace');
    const api = (await t.app.inject({ url: '/api/geocode/search?q=Fernbrook' })).json();
    expect(api[0]).toMatchObject({ display_name: 'Fernbrook, Leeds', match: 'exact' });
  });

  it('is labelled with the nearest town when its ads name none', async () => {
    await liveAd('Quarry Dene', 'Quarry Dene cottage', 53.805, -1.56);
    await refreshAdPlaces(t.database.db);
    expect((await names('quarry dene'))[0]).toBe('Quarry Dene, Leeds');
  });
});

describe('the gazetteer first', () => {
  it('puts a gazetteer place of the same name before it, and reads typed text as the gazetteer place', async () => {
    // Stretford is a town near Manchester; an ad calls a part of Leeds by that name.
    await liveAd('Stretford, Leeds', 'Leeds namesake');
    await refreshAdPlaces(t.database.db);
    const stretford = await suggestPlaces(t.database.db, 'Stretford');
    expect(stretford[0]).toMatchObject({ display_name: 'Stretford, Trafford, England', match: 'exact' });
    expect(stretford.map((s) => s.display_name)).toContain('Stretford, Leeds');
    expect(await readPlaceText(t.database.db, 'Stretford')).toMatchObject({
      as: 'place',
      place: { display_name: 'Stretford, Trafford, England' },
    });
    // The town after the comma picks the ad's place.
    expect((await names('Stretford, Leeds'))[0]).toBe('Stretford, Leeds');
    expect(await readPlaceText(t.database.db, 'Stretford, Leeds')).toMatchObject({
      as: 'place',
      place: { display_name: 'Stretford, Leeds' },
    });
  });

  it('never repeats a name the gazetteer has nearby, nor a misspelling of it', async () => {
    await liveAd('Headingley, Leeds', 'Student let', 53.8195, -1.5795);
    await liveAd('Headingly, Leeds', 'Misspelt student let', 53.8195, -1.5795);
    await liveAd('Leeds LS6', 'By district', 53.81, -1.57);
    await refreshAdPlaces(t.database.db);
    expect((await names('Headingley')).filter((name) => name.startsWith('Headingley'))).toEqual(['Headingley, Leeds']);
    // The misspelling is still corrected, not matched exactly.
    expect((await suggestPlaces(t.database.db, 'headingly'))[0]).toMatchObject({
      display_name: 'Headingley, Leeds',
      match: 'near',
    });
    expect((await names('Leeds')).filter((name) => name.startsWith('Leeds,'))).toEqual(['Leeds, England']);
  });
});

describe('only live ads, and only place names', () => {
  it('forgets the name of a withdrawn, an expired or an unpublished ad at the next refresh', async () => {
    const withdrawn = await liveAd('Larkholme, Leeds');
    const expired = await liveAd('Oxwell Green, Leeds');
    await createOffer(t.database.db, { userId: owner.id, locationName: 'Draftley, Leeds', status: 'draft' });
    await refreshAdPlaces(t.database.db);
    expect(await names('Larkholme')).toEqual(['Larkholme, Leeds']);
    expect(await names('Oxwell Green')).toEqual(['Oxwell Green, Leeds']);
    expect(await names('Draftley')).not.toContain('Draftley, Leeds');

    await t.database.db.execute(sql`update offers set status = 'inactive' where id = ${withdrawn.id}`);
    await t.database.db.execute(
      sql`update offers set expires_at = now() - interval '1 minute' where id = ${expired.id}`,
    );
    await refreshAdPlaces(t.database.db);
    // Near misses of other places may be offered instead; the ads' names are gone.
    expect(await names('Larkholme')).not.toContain('Larkholme, Leeds');
    expect(await names('Oxwell Green')).not.toContain('Oxwell Green, Leeds');
    expect((await readPlaceText(t.database.db, 'Oxwell Green')).as).toBe('words');
  });

  it('never suggests a street address, a postcode or anything with digits', async () => {
    await liveAd('14 Wharfe View Road, Leeds');
    await liveAd('Wharfe View Road, Leeds');
    await liveAd('LS5 3AB');
    await liveAd('Flat 2, Kirkgate Yard');
    await liveAd('Moorvale LS5 3AB, Leeds', 'Postcode after the name');
    const places = await refreshAdPlaces(t.database.db);
    expect(places.filter((place) => /\d/.test(`${displayName(place)} ${place.slug}`))).toEqual([]);
    expect(await names('Wharfe View')).toEqual([]);
    expect(await names('Kirkgate Yard')).toEqual([]);
    expect(await names('Moorvale')).toEqual(['Moorvale, Leeds']);
    // A postcode typed is a postcode district, never an ad's name.
    expect((await suggestPlaces(t.database.db, 'LS5 3AB')).map((s) => s.addresstype)).toEqual(['postcode']);
  });
});
