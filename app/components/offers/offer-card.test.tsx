import { describe, expect, it } from 'vitest';
import type { OfferCard as OfferCardData } from '#contract/offers.ts';
import { renderPagePart } from '#tests/setup/render-page-part.tsx';
import { OfferCard } from './offer-card.tsx';

const offer: OfferCardData = {
  id: '0b6f3a52-4d6c-4f0e-9a57-1c2d3e4f5a6b',
  slug: 'semi-in-leeds',
  title: '3 bedroom semi-detached house for sale in Leeds',
  listing_type: 'sell',
  price: 32_500_000,
  price_period: null,
  price_qualifier: null,
  agent: null,
  category: { slug: 'semi-detached', name: 'Semi-detached' },
  root_category: { slug: 'house', name: 'Houses' },
  location: { name: 'Leeds', lat: 53.8, lon: -1.55 },
  tags: [],
  market_status: 'available',
  featured: false,
  main_photo: null,
  photos_count: 0,
  bedrooms: '3',
  bathrooms: '1',
  area: 90,
  published_at: null,
  distance_miles: null,
  is_new: false,
  reduced: false,
  previous_price: null,
};

const render = (card: OfferCardData) => renderPagePart(<OfferCard offer={card} />);

describe('a result card', () => {
  it('shows no badge for an ordinary offer', () => {
    const html = render(offer);
    expect(html).not.toContain('>New<');
    expect(html).not.toContain('Reduced');
    expect(html).not.toMatch(/<s[ >]/);
  });

  it('says where a sale stands when it is not simply available', () => {
    expect(render(offer)).not.toContain('Sold STC');
    expect(render({ ...offer, market_status: 'sold_stc' })).toContain('>Sold STC<');
    expect(render({ ...offer, listing_type: 'rent', market_status: 'let_agreed' })).toContain('>Let agreed<');
  });

  it("writes the agent's price qualifier before the price, as UK portals do", () => {
    const text = (html: string) => html.replace(/<[^>]+>/g, '');
    expect(text(render({ ...offer, price_qualifier: 'guide-price' }))).toContain('Guide price £325,000');
    expect(render({ ...offer, price_qualifier: 'offers-over' })).toMatch(/>Offers over<\/span> £325,000<\/p>/);
    expect(text(render(offer))).not.toMatch(/Guide price|Offers/);
    // A price on application says so once.
    expect(text(render({ ...offer, price: null, price_qualifier: 'poa' }))).not.toContain('POA');
  });

  it('marks a featured offer', () => {
    expect(render(offer)).not.toContain('>Featured<');
    expect(render({ ...offer, featured: true })).toContain('>Featured<');
  });

  it('marks a new offer', () => {
    expect(render({ ...offer, is_new: true })).toContain('>New<');
  });

  it('marks a reduced offer and strikes the previous price through', () => {
    const html = render({ ...offer, reduced: true, previous_price: 35_000_000 });
    expect(html).toContain('>Reduced<');
    expect(html).toMatch(/<s[^>]*><span class="sr-only">was <\/span>£350,000<\/s>/);
    expect(html).toContain('>£325,000<');
  });

  it('has a heart to save it, not pressed until the favourites say so', () => {
    const html = render(offer);
    expect(html).toMatch(/aria-label="Save to favourites" aria-describedby="([^"]+)"[\s\S]*<h3 id="\1"/);
    expect(html).toContain('aria-pressed="false"');
  });
});
