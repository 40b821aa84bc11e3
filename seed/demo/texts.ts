// Titles and descriptions of demo offers, from templates. Descriptions use only the
// rich-text subset offers allow: <p>, <ul>, <li> and <strong>.
import { attributeBySlug } from '#contract/attributes.ts';
import { formatDate } from '#contract/dates.ts';
import { formatPounds } from '#contract/format.ts';
import { LISTING_TYPE_NOUNS } from '#contract/listing-types.ts';
import type { Property } from './property-type.ts';
import type { Random } from './random.ts';

export function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

/** '3 bedroom semi-detached house', 'Studio flat', 'Office'. */
export function shortName(p: Property): string {
  if (p.bedrooms !== null && p.root !== 'room') return `${p.bedrooms} bedroom ${p.noun}`;
  return capitalise(p.noun);
}

export function titleFor(p: Property, area: string): string {
  const what = shortName(p);
  const acres = p.acres !== null && p.root === 'land' ? ` (${formatAcres(p.acres)})` : '';
  if (p.listingType === 'seek-property') {
    return `Wanted: ${decapitalise(what)} to ${p.wanted === 'rent' ? 'rent' : 'buy'} in ${area}${acres}`;
  }
  return `${what} ${LISTING_TYPE_NOUNS[p.listingType]} in ${area}${acres}`;
}

export type DescriptionContext = {
  area: string;
  town: string;
  advertiser: string;
  /** A private person writes in the first person. */
  personal: boolean;
  price: number | null;
  availableFrom: Date;
};

export function descriptionFor(random: Random, p: Property, c: DescriptionContext): string {
  const paragraphs = [intro(random, p, c), layout(random, p)];
  const features = featureList(p);
  if (features.length > 0 && random.chance(0.8))
    paragraphs.push(`<ul>${features.map((f) => `<li>${f}</li>`).join('')}</ul>`);
  if (random.chance(0.75)) paragraphs.push(location(random, p, c));
  paragraphs.push(closing(random, p, c));
  return paragraphs.join('');
}

function intro(random: Random, p: Property, c: DescriptionContext): string {
  const plain = decapitalise(shortName(p));
  const what = `<strong>${escapeHtml(plain)}</strong>`;
  const anWhat = `${article(plain)} ${what}`;
  const offering = c.personal ? 'We are pleased to offer our' : `${escapeHtml(c.advertiser)} are pleased to offer this`;
  const where = escapeHtml(c.area);
  const adjective = random.pick([
    'well-presented',
    'spacious',
    'bright',
    'characterful',
    'beautifully kept',
    'generously sized',
  ]);
  const described = `${article(adjective)} ${adjective} ${what}`;
  switch (p.listingType) {
    case 'sell':
      return `<p>${random.pick([
        `${offering} ${adjective} ${what} in the popular ${where} area of ${escapeHtml(c.town)}.`,
        `A rare opportunity to buy ${described} in ${where}${p.ownership.includes('chain-free') ? ', offered with no onward chain' : ''}.`,
        `Offered for sale, this ${adjective} ${what} sits in a sought-after part of ${where}.`,
      ])}</p>`;
    case 'rent':
      return `<p>${random.pick([
        `Available to rent from ${formatDate(c.availableFrom, 'longDay')}: ${described} in ${where}.`,
        `${offering} ${adjective} ${what} to let in ${where}.`,
        `${capitalise(described)} to rent in the heart of ${where}, available ${random.chance(0.5) ? 'now' : `from ${formatDate(c.availableFrom, 'longDay')}`}.`,
      ])}</p>`;
    case 'swap':
      return `<p>${random.pick([
        `We are looking to swap our ${adjective} ${what} in ${where} for a similar home elsewhere.`,
        `Home swap: ${described} in ${where}, estimated value ${money(c.price)}.`,
      ])}</p>`;
    case 'auction':
      return `<p>${random.pick([
        `For sale by online auction: ${anWhat} in ${where} with a guide price of <strong>${money(c.price)}</strong>.`,
        `Coming up for auction, this ${what} in ${where} offers buyers a chance to secure a property at a realistic guide price.`,
      ])}</p>`;
    case 'seek-property':
      return `<p>${random.pick([
        `I am looking for ${anWhat} to ${p.wanted === 'rent' ? 'rent' : 'buy'} in or near ${where}, with a budget of up to <strong>${money(c.price)}${p.wanted === 'rent' ? ' pcm' : ''}</strong>.`,
        `Wanted: ${anWhat} in ${where}. ${p.wanted === 'rent' ? 'Monthly budget' : 'Budget'} up to <strong>${money(c.price)}</strong>; ${random.pick(['cash buyer', 'mortgage agreed in principle', 'references available', 'flexible on moving date'])}.`,
      ])}</p>`;
  }
}

/** 'a' or 'an' before a word, by its sound in the common cases we generate. */
function article(word: string): string {
  return /^(a|e|i|o|8|11|18|unfurnished)/i.test(word) ? 'an' : 'a';
}

function layout(random: Random, p: Property): string {
  const area = `approximately ${p.areaM2.toLocaleString('en-GB')} m² (${Math.round(p.areaM2 * 10.764).toLocaleString('en-GB')} sq ft)`;
  if (p.root === 'land' || p.root === 'camping') {
    return `<p>The ${p.noun} extends to ${formatAcres(p.acres ?? 0)} and is ${random.pick(['level and easily accessed from a quiet lane', 'gently sloping with mature hedgerows', 'bordered by established trees', 'served by a private track'])}. ${p.child === 'building-plot' ? 'Outline planning permission has been granted for a single dwelling.' : ''}</p>`;
  }
  if (p.lettingRooms !== null) {
    return `<p>The business has <strong>${p.lettingRooms} ${p.root === 'care-home' ? 'registered beds' : 'letting rooms'}</strong> over ${p.floorsInBuilding ?? 2} floors, ${random.pick(['a residents’ lounge', 'a bar and restaurant', 'a breakfast room', 'a commercial kitchen'])} and owner’s accommodation, in all ${area}.</p>`;
  }
  if (p.root === 'commercial' || p.root === 'development') {
    return `<p>The accommodation extends to ${area}${p.floor ? ` on the ${p.floor === 'ground' ? 'ground floor' : `floor ${p.floor}`}` : ''}, with ${random.pick(['good natural light', 'flexible open-plan space', 'a loading area', 'excellent road links', 'a prominent frontage'])}.</p>`;
  }
  const rooms: string[] = [];
  if (p.receptions) rooms.push(p.receptions === 1 ? 'a reception room' : `${p.receptions} reception rooms`);
  rooms.push(
    random.pick([
      'a fitted kitchen',
      'a modern kitchen with integrated appliances',
      'a kitchen/diner',
      'an open-plan kitchen and living space',
    ]),
  );
  if (p.bedrooms) rooms.push(p.bedrooms === 1 ? 'a double bedroom' : `${p.bedrooms} bedrooms`);
  if (p.bathrooms) rooms.push(p.bathrooms === 1 ? 'a bathroom' : `${p.bathrooms} bathrooms`);
  const outside = p.extras.includes('garden')
    ? ` Outside there is ${random.pick(['a private rear garden', 'a lawned garden with a patio', 'a south-facing garden'])}.`
    : '';
  return `<p>The accommodation comprises ${joinList(rooms)}, in all ${area}.${outside}</p>`;
}

function location(random: Random, p: Property, c: DescriptionContext): string {
  const nearby = attributeBySlug('blisko');
  const names =
    nearby && nearby.type === 'multi_choice'
      ? p.nearby.map((slug) => nearby.options.find((o) => o.slug === slug)?.name.toLowerCase() ?? slug)
      : [];
  const list = names.length > 0 ? joinList(names) : 'local amenities';
  return `<p>${escapeHtml(c.area)} ${random.pick(['is a popular neighbourhood with', 'offers', 'benefits from'])} ${escapeHtml(list)} ${random.pick(['within easy reach', 'close by', 'a short walk away'])}.</p>`;
}

function closing(random: Random, p: Property, c: DescriptionContext): string {
  switch (p.listingType) {
    case 'sell':
      return `<p>${random.pick(['Viewing is highly recommended.', 'Early viewing is advised.', `Contact ${escapeHtml(c.advertiser)} to arrange a viewing.`])}</p>`;
    case 'rent':
      return `<p>${random.pick(['Holding deposit one week’s rent.', 'Minimum term six months.', 'Sorry, no smokers.'])} ${random.pick(['Viewings by appointment.', 'Contact us to arrange a viewing.'])}</p>`;
    case 'swap':
      return `<p>${random.pick(['We would consider homes anywhere within an hour of the coast.', 'Open to swaps across the UK; please get in touch with details of your home.'])}</p>`;
    case 'auction':
      return '<p>The buyer pays a reservation fee and a 10% deposit on exchange. The legal pack is available on request.</p>';
    case 'seek-property':
      return `<p>${random.pick(['Please get in touch through Dazu.', 'Agents and private sellers welcome.', 'Happy to view at short notice.'])}</p>`;
  }
}

function featureList(p: Property): string[] {
  const extras = attributeBySlug('dodatkowe');
  const ownership = attributeBySlug('ownership');
  const names = (definition: typeof extras, slugs: string[]): string[] =>
    definition && definition.type === 'multi_choice'
      ? slugs.map((slug) => definition.options.find((o) => o.slug === slug)?.name ?? slug)
      : [];
  const list = [...names(ownership, p.ownership), ...names(extras, p.extras)];
  if (p.leaseYears) list.push(`${p.leaseYears} years remaining on the lease`);
  if (p.parking > 0 && !p.extras.includes('parking'))
    list.push(`${p.parking} parking space${p.parking > 1 ? 's' : ''}`);
  return list.map(escapeHtml);
}

function money(pence: number | null): string {
  return pence === null ? 'price on application' : formatPounds(pence);
}

function formatAcres(acres: number): string {
  return `${acres < 10 ? acres.toFixed(2).replace(/0$/, '') : Math.round(acres)} acres`;
}

function joinList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function decapitalise(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}
