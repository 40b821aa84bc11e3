import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';
import { WHY_CHOOSE_PRODUCTS } from '../contract/content.ts';
import { LEGACY_REDIRECTS } from './lib/legacy-paths.ts';

/** Account pages still to be built: guarded placeholders so the menus' links work. */
export default [
  index('routes/home.tsx'),
  route('search', 'routes/search.tsx'),
  // A listing type alone (/property/rent), with a place (/property/rent/leeds) or a category (/property/flat/rent).
  route('property/:type', 'routes/property.tsx', { id: 'property-of-type' }),
  route('property/:category/:type', 'routes/property.tsx', { id: 'property' }),
  route('property/:category/:type/:location', 'routes/property.tsx', { id: 'property-in-place' }),
  route('category/:category', 'routes/category.tsx'),
  route('services', 'routes/services.tsx'),
  route('agencies', 'routes/agencies.tsx'),
  route('profile/:user', 'routes/profile.tsx'),
  route('services/:location', 'routes/services.tsx', { id: 'services-in-place' }),
  route('offers/:slug', 'routes/offer.tsx'),
  // Posting and editing ads.
  route('post-ad', 'routes/post-ad.tsx'),
  route('my-ads/edit-ad/:slug', 'routes/edit-ad.tsx'),
  // The built-in test-mode payment gateway's pay page.
  route('payments/sandbox/:id', 'routes/payment-sandbox.tsx'),
  route('strony/:id', 'routes/footer-page.tsx'),
  // English paths beside the established Polish ones; each page's canonical link names the English path.
  route('pages/:id', 'routes/footer-page.tsx', { id: 'footer-page-en' }),
  // Content: the blog, the FAQ and the site's own pages. Case-sensitive where an
  // old page name differs only in case (/About, /Faq), so those still redirect.
  route('blog', 'routes/blog.tsx', { caseSensitive: true }),
  route('blog/:slug', 'routes/blog-post.tsx'),
  route('faq', 'routes/faq.tsx', { caseSensitive: true }),
  route('contact', 'routes/contact.tsx'),
  route('about', 'routes/about.tsx', { caseSensitive: true }),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('accessibility-statement', 'routes/accessibility-statement.tsx'),
  // /why-choose-{product}: whole segments only in React Router, so one route per product.
  ...WHY_CHOOSE_PRODUCTS.map((product) =>
    route(`why-choose-${product}`, 'routes/why-choose.tsx', { id: `why-choose-${product}` }),
  ),
  // The operator's minimal content editor (admins only).
  route('admin/content', 'routes/admin-content.tsx'),
  // The back office's accounts: the list and one account's file.
  route('admin', 'routes/admin/dashboard.tsx'),
  route('admin/users', 'routes/admin/users.tsx'),
  route('admin/users/:id', 'routes/admin/user.tsx'),
  route('admin/imports', 'routes/admin/imports.tsx'),
  // The editors' newsletter campaigns, and the operators' audit log.
  route('admin/newsletter', 'routes/admin/newsletter.tsx'),
  route('admin/audit', 'routes/admin/audit.tsx'),
  route('admin/reports', 'routes/admin/reports.tsx'),
  route('admin/messages-safety', 'routes/admin/messages-safety.tsx'),
  route('admin/moderation', 'routes/admin/moderation.tsx'),
  route('admin/moderation/templates', 'routes/admin/moderation-templates.tsx'),
  route('admin/moderation/:kind/:id', 'routes/admin/moderation-item.tsx'),
  route('admin/orders', 'routes/admin/orders.tsx'),
  route('admin/orders/:id', 'routes/admin/order.tsx'),
  route('admin/prices', 'routes/admin/prices.tsx'),
  // Account entry and activation.
  route('auth', 'routes/auth.tsx'),
  // The second step of a login with two-factor sign-in.
  route('auth/two-factor', 'routes/two-factor.tsx'),
  route('check-email', 'routes/check-email.tsx'),
  route('complete-registration', 'routes/complete-registration.tsx'),
  route('set-password', 'routes/set-password.tsx'),
  // The link of a company's invitation to join it as an agent.
  route('agent-invitation', 'routes/agent-invitation.tsx'),
  route('login-prompt', 'routes/login-prompt.tsx'),
  route('profile-setup', 'routes/profile-setup.tsx'),
  // The unsubscribe link of saved-search alert e-mails.
  route('alerts/unsubscribe', 'routes/alerts-unsubscribe.tsx'),
  // The newsletter's confirmation link (Polish path and English twin) and its unsubscribe link.
  route('potwierdz-newsletter', 'routes/newsletter-confirm.tsx'),
  route('confirm-newsletter', 'routes/newsletter-confirm.tsx', { id: 'newsletter-confirm-en' }),
  route('newsletter/unsubscribe', 'routes/newsletter-unsubscribe.tsx'),
  // The footer's sign-up posted without JavaScript: the outcome, and the form again.
  route('newsletter', 'routes/newsletter.tsx'),
  // A guest's enquiry is sent once its e-mailed link is followed.
  route('enquiry/confirm', 'routes/enquiry-confirm.tsx'),
  // The account area with its side menu.
  layout('routes/account/layout.tsx', [
    route('settings', 'routes/account/settings.tsx'),
    route('favorites', 'routes/account/favorites.tsx'),
    route('messages', 'routes/account/messages.tsx'),
    route('messages/:id', 'routes/account/conversation.tsx'),
    route('my-offers', 'routes/account/my-offers.tsx'),
    route('my-offers/pay/:slug', 'routes/account/pay-offer.tsx'),
    route('my-offers/payment', 'routes/account/payment-result.tsx'),
    route('invoices', 'routes/account/invoices.tsx'),
    route('agents', 'routes/account/agents.tsx'),
    route('import-offers', 'routes/account/import-offers.tsx'),
  ]),
  // Old page names (/About, /SearchResults, ...): permanent redirects. Matched
  // case-sensitively, so /about is never caught by /About (React Router matches
  // paths case-insensitively unless told otherwise).
  ...[...LEGACY_REDIRECTS.keys()].map((path) =>
    route(path.slice(1), 'routes/legacy-redirect.tsx', { id: `legacy${path}`, caseSensitive: true }),
  ),
  // The language switch's form posts here (sets the `lang` cookie, returns to the page).
  route('language', 'routes/language.tsx'),
  route('404', 'routes/not-found.tsx', { id: 'not-found-page' }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
