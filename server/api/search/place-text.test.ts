// Finding a place: a place typed but not picked is searched as that place, several
// places of one name are offered as a choice, postcodes search around their district,
// and the suggestions say how they match.
import { beforeAll, describe, expect, it } from 'vitest';
import { createOffer, createUser } from '#tests/fixtures/offers.ts';
import { testAppForFile } from '#tests/setup/app.ts';

const t = testAppForFile();

beforeAll(async () => {
  const { db } = t.database;
  const owner = await createUser(db);
  const offer = (title: string, lat: number, lon: number, locationName: string) =>
    createOffer(db, { userId: owner.id, title, lat, lon, locationName });
  await offer('Semi near the cricket ground', 53.447, -2.309, 'Stretford, Trafford');
  await offer('Mill conversion loft', 53.4845, -2.2255, 'Ancoats, Manchester');
  await offer('Victorian terrace', 53.4435, -2.1915, 'Levenshulme, Manchester');
  await offer('Office conversion flat', 53.7965, -1.5475, 'Leeds city centre');
  await offer('Newport riverside flat', 51.5878, -2.9985, 'Newport, Wales');
  await offer('Mansion block flat', 51.4995, -0.1357, 'Westminster, London');
});

type Answer = {
  data: Array<{ title: string }>;
  understood?: {
    as: string;
    text: string;
    place?: { display_name: string };
    choices?: Array<{ display_name: string }>;
  };
  understood_location?: Answer['understood'];
};
const search = async (query: string, path = '/api/search'): Promise<Answer> => {
  const response = await t.app.inject({ url: `${path}?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const titles = (answer: Answer) => answer.data.map((offer) => offer.title).sort();

describe('a place typed but not picked', () => {
  it('searches around the one place the words name, on both search paths, and says so', async () => {
    for (const path of ['/api/search', '/api/offers']) {
      const answer = await search('q=Stretford', path);
      expect(answer.understood).toMatchObject({
        as: 'place',
        text: 'Stretford',
        place: { display_name: 'Stretford, Trafford, England', addresstype: 'town' },
      });
      expect(titles(answer)).toEqual(['Semi near the cricket ground']);
    }
    expect((await search('q=stretford%2C%20trafford')).understood?.as).toBe('place');
    // The facets count the same search.
    const facets = (await t.app.inject({ url: '/api/search/facets?q=Stretford' })).json();
    const counted = facets.listing_types.reduce((sum: number, type: { count: number }) => sum + type.count, 0);
    expect(counted).toBe(1);
  });

  it('finds a neighbourhood by its name, as its cards write it', async () => {
    const ancoats = await search('q=Ancoats');
    expect(ancoats.understood?.place?.display_name).toBe('Ancoats, Manchester');
    expect(titles(ancoats)).toEqual(['Mill conversion loft']);
    const levenshulme = await search('q=levenshulme');
    expect(titles(levenshulme)).toEqual(['Victorian terrace']);
  });

  it('offers the choice when several places have the name, and searches the words meanwhile', async () => {
    const answer = await search('q=Newport');
    expect(answer.understood?.as).toBe('choices');
    const choices = answer.understood?.choices?.map((choice) => choice.display_name) ?? [];
    expect(choices[0]).toBe('Newport, Wales');
    expect(choices).toContain('Newport, Isle of Wight, England');
    expect(choices.length).toBeLessThanOrEqual(6);
    expect(titles(answer)).toEqual(['Newport riverside flat']);
    // Words after a comma settle it.
    expect((await search('q=Newport, Isle of Wight')).understood?.as).toBe('place');
  });

  it('searches words that name no place as words, and leaves text beside a place alone', async () => {
    const words = await search('q=mill%20conversion');
    expect(words.understood).toEqual({ as: 'words', text: 'mill conversion' });
    expect(titles(words)).toEqual(['Mill conversion loft']);
    const beside = await search('q=Stretford&location[lat]=53.48&location[lon]=-2.24&radius=5');
    expect(beside.understood).toBeUndefined();
  });
});

describe('a place given by name in the address', () => {
  it('searches around it, as links from other sites and typed addresses give it', async () => {
    for (const query of ['location=london', 'location[name]=London', 'location[display_name]=London&radius=3']) {
      const answer = await search(query);
      expect(answer.understood_location, query).toMatchObject({ as: 'place', place: { addresstype: 'city' } });
      expect(titles(answer), query).toEqual(['Mansion block flat']);
    }
    const stretford = await search('location=stretford&q=cricket');
    expect(stretford.understood_location).toMatchObject({ as: 'place', text: 'stretford' });
    // Words beside the place stay words about it.
    expect(stretford.understood).toBeUndefined();
    expect(titles(stretford)).toEqual(['Semi near the cricket ground']);
  });

  it('does not narrow the search by a place it does not know, and says so', async () => {
    const answer = await search('location=Atlantis&radius=5&sort=distance');
    expect(answer.understood_location).toEqual({ as: 'unknown', text: 'Atlantis' });
    expect(answer.data).toHaveLength(6);
  });

  it('offers the choice when several places have the name, without narrowing', async () => {
    const answer = await search('location=Newport');
    expect(answer.understood_location?.as).toBe('choices');
    expect(answer.understood_location?.choices?.[0]?.display_name).toBe('Newport, Wales');
    expect(answer.data).toHaveLength(6);
  });
});

describe('searching by postcode', () => {
  it('searches around a full postcode’s district, typed in any case and spacing', async () => {
    for (const typed of ['LS1 4AP', 'ls14ap', 'LS1']) {
      const answer = await search(`q=${encodeURIComponent(typed)}`);
      expect(answer.understood, typed).toMatchObject({ as: 'place', place: { addresstype: 'postcode' } });
      expect(titles(answer), typed).toEqual(['Office conversion flat']);
    }
    expect((await search('q=ls14ap')).understood?.place?.display_name).toBe('LS1 4AP, Leeds (around LS1)');
    expect(titles(await search('q=M4'))).toEqual(['Mill conversion loft']);
  });

  it('suggests postcodes and neighbourhoods from GET /api/geocode/search, labelling near misses', async () => {
    const suggest = async (q: string) =>
      (await t.app.inject({ url: `/api/geocode/search?q=${encodeURIComponent(q)}` })).json();
    expect((await suggest('sw1a'))[0]).toMatchObject({ display_name: 'SW1A, Westminster, London', match: 'exact' });
    expect((await suggest('Headingley'))[0]).toMatchObject({ display_name: 'Headingley, Leeds', match: 'exact' });
    expect((await suggest('Dennistoun'))[0]).toMatchObject({ addresstype: 'neighbourhood', match: 'exact' });
    expect((await suggest('edinburh'))[0]).toMatchObject({ display_name: 'Edinburgh, Scotland', match: 'near' });
  });
});
