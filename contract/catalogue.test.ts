import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogueMarkdown } from '../scripts/catalogue-doc.ts';
import { ATTRIBUTES, attributesFor } from './attributes.ts';
import { CATEGORIES, MODAL_PROPERTY_TYPES } from './categories.ts';

describe('catalogue', () => {
  it('has attribute ids 1 to 22 exactly, with the types the spec fixes', () => {
    expect(ATTRIBUTES.map((attribute) => attribute.id)).toEqual(Array.from({ length: 22 }, (_, i) => i + 1));
    const idsOf = (type: string) => ATTRIBUTES.filter((a) => a.type === type).map((a) => a.id);
    expect(idsOf('boolean')).toEqual([2, 5, 6, 7, 8, 20]);
    expect(idsOf('multi_choice')).toEqual([15, 16, 17]);
    expect(new Set(ATTRIBUTES.map((a) => a.slug)).size).toBe(22);
  });

  it('covers the spec filters by their slugs', () => {
    const slugs = ATTRIBUTES.map((a) => a.slug);
    for (const slug of ['na-raty', 'rachunki-wliczone', 'dodatkowe', 'blisko', 'meter', 'new-build', 'ownership']) {
      expect(slugs).toContain(slug);
    }
    const extras = ATTRIBUTES.find((a) => a.slug === 'dodatkowe');
    const options = extras && 'options' in extras ? extras.options.map((o) => o.slug) : [];
    expect(options).toEqual(expect.arrayContaining(['garage', 'umeblowane', 'winda', 'parking']));
    expect(options.length).toBeLessThanOrEqual(15);
    const lease = ATTRIBUTES.find((a) => a.slug === 'lease-years');
    expect(lease).toMatchObject({ type: 'number', min: 1, max: 200 });
  });

  it('has unique category slugs and every modal property type as a root', () => {
    const slugs = CATEGORIES.flatMap((root) => [root.slug, ...root.children.map((child) => child.slug)]);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const type of MODAL_PROPERTY_TYPES) expect(CATEGORIES.map((root) => root.slug)).toContain(type);
    expect(CATEGORIES.find((root) => root.slug === 'room')?.offerTypes).not.toContain('sell');
    expect(CATEGORIES.find((root) => root.slug === 'land')?.offerTypes).not.toContain('rent');
  });

  it('offers only applicable attributes for a type and category', () => {
    const landForSale = attributesFor('sell', 'land').map((a) => a.slug);
    expect(landForSale).not.toContain('number-of-rooms');
    expect(landForSale).not.toContain('rachunki-wliczone');
    expect(attributesFor('rent', 'flat').map((a) => a.slug)).toEqual(
      expect.arrayContaining(['number-of-rooms', 'rachunki-wliczone', 'deposit']),
    );
    expect(attributesFor('rent', 'flat').map((a) => a.slug)).not.toContain('typ');
  });

  it('is described by docs/catalogue.md exactly', () => {
    const document = readFileSync(new URL('../docs/catalogue.md', import.meta.url), 'utf8');
    expect(document).toBe(catalogueMarkdown());
  });
});
