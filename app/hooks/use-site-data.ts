import { useRouteLoaderData } from 'react-router';
import type { SiteData } from '#app/lib/site-data.ts';

const EMPTY: SiteData = {
  categories: [],
  footerPages: [],
  year: new Date().getFullYear(),
  user: null,
  paymentGateway: null,
  lang: 'en',
};

/** The root loader's data; empty on an error page whose root loader failed. */
export function useSiteData(): SiteData {
  return useRouteLoaderData<SiteData>('root') ?? EMPTY;
}
