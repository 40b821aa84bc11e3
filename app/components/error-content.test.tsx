import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ErrorContent, TooManyRequestsContent } from './error-content.tsx';

describe('error pages inside the site', () => {
  it('say in plain words that the page budget is spent, and what to do', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <TooManyRequestsContent />
      </MemoryRouter>,
    );
    expect(html).toContain('<h1 class="text-3xl font-bold text-gray-900">Too many requests</h1>');
    expect(html).toContain('Please wait a minute and try again.');
  });

  it('keep the spec text for any other failure', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <ErrorContent />
      </MemoryRouter>,
    );
    expect(html).toContain('There was a problem, please try again');
  });
});
