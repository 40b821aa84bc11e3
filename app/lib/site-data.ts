import type { UserResource } from '#contract/accounts.ts';
import type { CategoryNode } from '#contract/catalogue.ts';
import type { AnalyticsScript, CaptchaWidget } from '#contract/integrations.ts';
import type { FooterLink } from '#core/content/footer-pages.ts';
import type { Language } from './i18n/languages.ts';

/** What the root loader gives every page (see site-data.server.ts). */
export type SiteData = {
  categories: CategoryNode[];
  footerPages: FooterLink[];
  /** For the copyright line; taken on the server so the page and its hydration agree. */
  year: number;
  /** Who is logged in, from the session cookie (the server is the truth; see AuthProvider). */
  user: UserResource | null;
  /**
   * The ids of that user's favourite offers (none for a visitor): the hearts as the server
   * draws them. Once the page is live the hearts keep their own list (favourites-store.ts).
   */
  favouriteIds: string[];
  /** The gateway that takes payments on this site (the sandbox: test mode), or null: nothing is sold, posting is free. */
  paymentGateway: 'sandbox' | 'stripe' | null;
  /** The interface language the visitor chose (the `lang` cookie); English by default. */
  lang: Language;
  /** The robot check on registration and the contact form, or null: none configured. */
  captcha: CaptchaWidget | null;
  /** The analytics script every page loads, or null: none configured. */
  analytics: AnalyticsScript | null;
};
