import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Advertiser } from '#contract/profiles.ts';
import type { ServiceProvider } from '#contract/services.ts';
import { ProviderCard } from './provider-card.tsx';

const provider: ServiceProvider = {
  id: '0b6f3a52-4d6c-4f0e-9a57-1c2d3e4f5a6b',
  name: 'Northern Lets',
  account_type: 'agency',
  services: [
    { slug: 'lettings', name: 'Lettings' },
    { slug: 'property-management', name: 'Property management' },
  ],
  city: 'Leeds',
  avatar: null,
  offers_count: 12,
};

const render = (card: ServiceProvider | Advertiser) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <ProviderCard provider={card} />
    </MemoryRouter>,
  );

describe('a services directory card', () => {
  it('links to the public profile and says who they are and what they offer', () => {
    const html = render(provider);
    expect(html).toContain(`href="/profile/${provider.id}"`);
    expect(html).toContain('>Northern Lets</a>');
    expect(html).toContain('Estate agency · Leeds · 12 adverts');
    expect(html).toContain('>Lettings</li>');
    expect(html).toContain('>Property management</li>');
    expect(html).toContain('>NL</span>');
  });

  it('shows the avatar when there is one', () => {
    const html = render({ ...provider, avatar: '/storage/avatars/ab.webp', city: null, offers_count: 1 });
    expect(html).toContain('src="/storage/avatars/ab.webp"');
    expect(html).toContain('Estate agency · 1 advert');
  });

  it('names an agent’s company', () => {
    const html = render({
      ...provider,
      name: 'Ada Agent',
      account_type: 'private',
      company: { id: provider.id, name: 'Northern Lets', avatar: null },
    });
    expect(html).toContain('Agent at Northern Lets · Leeds · 12 adverts');
  });
});
