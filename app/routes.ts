import { index, type RouteConfig, route } from '@react-router/dev/routes';
import { LEGACY_REDIRECTS } from './lib/legacy-paths.ts';

export default [
  index('routes/home.tsx'),
  route('search', 'routes/search.tsx'),
  route('property/:category/:type', 'routes/property.tsx', { id: 'property' }),
  route('property/:category/:type/:location', 'routes/property.tsx', { id: 'property-in-place' }),
  route('category/:category', 'routes/category.tsx'),
  route('offers/:slug', 'routes/offer.tsx'),
  route('strony/:id', 'routes/footer-page.tsx'),
  // Old page names (/About, /SearchResults, ...): permanent redirects. Matched
  // case-sensitively, so /about is never caught by /About (React Router matches
  // paths case-insensitively unless told otherwise).
  ...[...LEGACY_REDIRECTS.keys()].map((path) =>
    route(path.slice(1), 'routes/legacy-redirect.tsx', { id: `legacy${path}`, caseSensitive: true }),
  ),
  route('404', 'routes/not-found.tsx', { id: 'not-found-page' }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
