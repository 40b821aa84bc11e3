import { useContext } from 'react';
import { UNSAFE_DataRouterDataContext } from 'react-router';
import type { SiteData } from '#app/lib/site-data.ts';

const EMPTY: SiteData = {
  categories: [],
  footerPages: [],
  year: new Date().getFullYear(),
  user: null,
  favouriteIds: [],
  paymentGateway: null,
  lang: 'en',
  captcha: null,
  analytics: null,
};

/**
 * The root loader's data; empty on an error page whose root loader failed, and for a
 * component drawn outside the site's router (a card rendered on its own in a unit test).
 * It reads what useRouteLoaderData('root') reads, without that hook's refusal to run
 * outside a data router.
 */
export function useSiteData(): SiteData {
  const router = useContext(UNSAFE_DataRouterDataContext);
  return (router?.loaderData.root as SiteData | undefined) ?? EMPTY;
}
