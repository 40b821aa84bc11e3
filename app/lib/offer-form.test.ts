import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '#contract/catalogue.ts';
import { CATEGORIES } from '#contract/categories.ts';
import type { OfferEditing } from '#contract/offer-input.ts';
import { editableTextToHtml } from './description-text.ts';
import {
  emptyOfferForm,
  formAttributes,
  formFieldOf,
  offerFormFromEditing,
  offerFormFromFields,
  offerFormSchema,
  poundsToPence,
  serverErrorsToFields,
  toOfferInput,
} from './offer-form.ts';

// The catalogue tree as the site data serves it, with ids in declaration order.
let nextId = 1;
const tree: CategoryNode[] = CATEGORIES.map((root) => ({
  id: nextId++,
  name: root.name,
  slug: root.slug,
  offer_types: [...root.offerTypes],
  children: root.children.map((child) => ({
    id: nextId++,
    name: child.name,
    slug: child.slug,
    offer_types: [...root.offerTypes],
  })),
}));
const detached = tree.find((root) => root.slug === 'house')?.children.find((child) => child.slug === 'detached');

const filled = () => ({
  ...emptyOfferForm(),
  listing_type: 'rent',
  category_id: String(detached?.id),
  title: 'Detached house to let',
  price: '1,450',
  description: 'Lovely.\n\n- Garden',
  location_name: 'Leeds',
  location_lat: '53.8',
  location_lon: '-1.55',
  attr_11: '3',
  attr_16: ['garden'],
  attr_21: '1,675.50',
  attr_20: true,
});

describe('the ad form', () => {
  it('reads pounds as pence, and anything else as no amount', () => {
    expect(poundsToPence('£425,000')).toBe(42_500_000);
    expect(poundsToPence('1450.5')).toBe(145_050);
    expect(poundsToPence(' ')).toBeNull();
    expect(poundsToPence('12.345')).toBeNaN();
    expect(poundsToPence('ten')).toBeNaN();
  });

  it('turns its values into the API input, with only the features that apply', () => {
    const values = { ...filled(), attr_19: '90' };
    const input = toOfferInput(tree, values, editableTextToHtml, new Date('2026-11-22T10:00:00Z'));
    expect(input).toMatchObject({
      title: 'Detached house to let',
      category_id: detached?.id,
      price: 145_000,
      description: '<p>Lovely.</p><ul><li>Garden</li></ul>',
      location: { lat: 53.8, lon: -1.55, name: 'Leeds' },
      visible_from_date: null,
    });
    // Lease years (19) do not apply to a rental, so they are not sent; the deposit is pence.
    expect(input.attributes).toEqual([
      { id: 1, value: 'rent' },
      { id: 11, value: '3' },
      { id: 16, value: ['garden'] },
      { id: 20, value: 'true' },
      { id: 21, value: '167550' },
    ]);
    expect(formAttributes(tree, { ...values, category_id: '' })).toEqual([]);
  });

  it('validates like the API and puts each message on its field', () => {
    const schema = offerFormSchema(tree, editableTextToHtml);
    expect(schema.safeParse(filled()).success).toBe(true);
    const broken = schema.safeParse({
      ...filled(),
      title: 'Hi',
      location_lat: '',
      price: 'lots',
      attr_11: '9',
      video: 'https://evil.example/v',
    });
    expect(broken.success).toBe(false);
    const fields = Object.fromEntries(
      (broken.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
    );
    expect(Object.keys(fields).sort()).toEqual(['location_name', 'price', 'title', 'video']);
    // The catalogue rule runs once the shape is right: bedrooms must be an option.
    const badOption = schema.safeParse({ ...filled(), attr_11: '9' });
    expect(badOption.error?.issues.map((issue) => issue.path[0])).toEqual(['attr_11']);
  });

  it('maps server error keys to form fields', () => {
    expect(formFieldOf(['location', 'lat'])).toBe('location_name');
    expect(formFieldOf(['links', 'walk_video'])).toBe('walk_video');
    expect(formFieldOf(['attributes', '1'])).toBe('listing_type');
    expect(formFieldOf(['attributes', '16'])).toBe('attr_16');
    expect(formFieldOf(['attributes', 2, 'value'], { attributes: [{ id: 1 }, { id: 11 }, { id: 16 }] })).toBe(
      'attr_16',
    );
    expect(
      serverErrorsToFields({ 'photos.3': 'Gone', 'attributes.11': 'Bad', title: 'Short', ecertificate: 'PDF' }),
    ).toEqual({ photos: 'Gone', attr_11: 'Bad', title: 'Short', ecertificate: 'PDF' });
  });

  it('fills itself from an offer loaded for editing', () => {
    const offer: OfferEditing = {
      id: '6f1c7a60-0000-4000-8000-000000000001',
      slug: 'detached-house-abc',
      title: 'Detached house',
      category_id: detached?.id ?? 0,
      price: 42_500_050,
      price_period: null,
      description: '<p>A <strong>big</strong> garden.</p>',
      location: { lat: 51.5, lon: -0.1, name: 'London' },
      photos: [],
      project_plan_photos: [],
      ecertificate: null,
      links: { video: 'https://youtu.be/dQw4w9WgXcQ', video_2: null, walk_video: null },
      visible_from_date: null,
      attributes: [
        { id: 1, value: 'sell' },
        { id: 2, value: 'true' },
        { id: 16, value: ['garage', 'garden'] },
      ],
      state: {
        id: '6f1c7a60-0000-4000-8000-000000000001',
        status: 'draft',
        market_status: 'available',
        visible_from: null,
        expires_at: null,
        refresh_count: 0,
        raise_count: 0,
        rejection_reason: null,
      },
      revision: null,
    };
    expect(offerFormFromEditing(offer)).toMatchObject({
      listing_type: 'sell',
      price: '425000.50',
      description: 'A **big** garden.',
      location_lat: '51.5',
      video: 'https://youtu.be/dQw4w9WgXcQ',
      attr_2: true,
      attr_16: ['garage', 'garden'],
    });
  });

  it('reads the fields a browser posts without JavaScript, with the features that apply', () => {
    const posted = {
      listing_type: 'sell',
      category_id: String(detached?.id),
      title: 'Detached house',
      price: '425,000',
      location_name: 'Leeds',
      attr_11: '3',
      attr_2: 'on',
      attr_16: ['garage', 'garden'],
      attr_17: 'school',
      // Not a field of the form: left out.
      stray: 'x',
      // A feature of another kind of property (a plot's): left out, as the form hides it.
      attr_999: '7',
    };
    const values = offerFormFromFields(tree, posted);
    const shown = formAttributes(tree, values).map((attribute) => `attr_${attribute.id}`);
    expect(shown).toEqual(expect.arrayContaining(['attr_2', 'attr_11', 'attr_16', 'attr_17']));
    expect(values).toMatchObject({
      listing_type: 'sell',
      title: 'Detached house',
      price: '425,000',
      location_lat: '',
      attr_11: '3',
      attr_2: true,
      attr_16: ['garage', 'garden'],
      // One box of a group ticked is still a list.
      attr_17: ['school'],
    });
    expect(values).not.toHaveProperty('stray');
    expect(values).not.toHaveProperty('attr_999');
    // A box left unticked is posted as nothing, and reads as false.
    const { attr_2: _ticked, ...withoutBox } = posted;
    const unticked = offerFormFromFields(tree, withoutBox);
    expect(unticked.attr_2).toBe(false);
    expect(unticked.attr_16).toEqual(['garage', 'garden']);
  });

  it('has no features before the listing type and category are posted', () => {
    const values = offerFormFromFields(tree, { title: 'A house', attr_11: '3' });
    expect(values).toEqual({ ...emptyOfferForm(), title: 'A house' });
  });
});
