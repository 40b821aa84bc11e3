import { describe, expect, it } from 'vitest';
import { checkOfferAttributes, type OfferInput, offerInputSchema } from './offer-input.ts';

const valid = {
  title: 'Three bedroom semi near the park',
  category_id: 3,
  price: 32_500_000,
  description: '<p>Bright and quiet.</p>',
  location: { lat: 53.4808, lon: -2.2426, name: 'Manchester' },
  links: { video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', video_2: '', walk_video: null },
  visible_from_date: null,
  attributes: [
    { id: 1, value: 'sell' },
    { id: 11, value: '3' },
    { id: 16, value: ['garage', 'garden'] },
    { id: 4, value: '92' },
  ],
};
const errorsOf = (input: unknown) => {
  const result = offerInputSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};
const house = { root: 'house', offerTypes: ['sell', 'rent', 'swap', 'auction'] };

describe('offerInputSchema', () => {
  it('takes the editing shape clients send, with an empty video link as none', () => {
    const parsed = offerInputSchema.parse(valid);
    expect(parsed.links).toEqual({
      video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      video_2: null,
      walk_video: null,
    });
    expect(checkOfferAttributes(parsed, house)).toEqual({});
  });

  const priceMessage = 'Enter the price in whole pence (a number), or leave it empty for “price on application”';
  const videoMessage = 'Give a YouTube or Vimeo address, e.g. https://www.youtube.com/watch?v=…';
  const twice = [
    { id: 1, value: 'sell' },
    { id: 1, value: 'rent' },
  ];
  it.each([
    ['title', { title: 'Flat' }, 'The title needs at least 5 characters'],
    ['title', { title: 'x'.repeat(71) }, 'The title can have at most 70 characters'],
    ['title', { title: 'Two lines\nof title' }, 'The title must be a single line'],
    ['price', { price: 12.5 }, priceMessage],
    ['price', { price: -1 }, priceMessage],
    [
      'location.lat',
      { location: { lat: 48.85, lon: 2.35, name: 'Paris' } },
      'The location must be in the United Kingdom',
    ],
    [
      'location.name',
      { location: { lat: 53.4, lon: -2.2, name: ' ' } },
      'Choose the location from the suggestions, or put a pin on the map',
    ],
    ['links.video', { links: { video: 'https://evil.example/watch?v=dQw4w9WgXcQ' } }, videoMessage],
    ['links.video', { links: { video: 'javascript:alert(1)' } }, videoMessage],
    ['description', { description: 'x'.repeat(17_001) }, 'The description can have at most 17,000 characters'],
    ['attributes', { attributes: twice }, 'Each feature may be given once'],
  ])('refuses a bad %s', (field, change, message) => {
    expect(errorsOf({ ...valid, ...change })[field]).toBe(message);
  });

  it('accepts a price on application, youtu.be and Vimeo links', () => {
    expect(
      errorsOf({
        ...valid,
        price: null,
        links: { video: 'https://youtu.be/dQw4w9WgXcQ', video_2: 'https://vimeo.com/76979871', walk_video: null },
      }),
    ).toEqual({});
  });

  it('refuses fields it does not know', () => {
    expect(Object.keys(errorsOf({ ...valid, user_id: 'someone-else' }))).toEqual(['']);
  });
});

describe('checkOfferAttributes', () => {
  const check = (attributes: OfferInput['attributes'], category = house) =>
    checkOfferAttributes({ attributes }, category);

  it('needs the listing type, one the category takes', () => {
    expect(check([])).toEqual({ 'attributes.1': ['Choose the listing type'] });
    expect(check([{ id: 1, value: 'rent' }], { root: 'land', offerTypes: ['sell'] })).toEqual({
      'attributes.1': ['This category does not take rent listings'],
    });
    // A wanted ad fits any category.
    expect(check([{ id: 1, value: 'seek-property' }], { root: 'land', offerTypes: ['sell'] })).toEqual({});
  });

  it('refuses attributes that do not apply, and values an attribute does not take', () => {
    expect(
      check([
        { id: 1, value: 'sell' },
        { id: 7, value: 'true' },
        { id: 11, value: '11' },
        { id: 16, value: ['garage', 'garage'] },
        { id: 4, value: '0' },
        { id: 2, value: 'yes' },
      ]),
    ).toEqual({
      'attributes.7': ['“Bills included” does not apply to this category or listing type'],
      'attributes.11': ['Choose one of the options for “Bedrooms”'],
      'attributes.16': ['Choose one of the options for “Extras”'],
      'attributes.4': ['“Floor area” must be a whole number from 1 to 1000000'],
      'attributes.2': ['Choose one of the options for “Instalments available”'],
    });
  });
});
