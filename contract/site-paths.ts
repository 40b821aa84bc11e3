// The site's addresses that the domain, the jobs and the e-mails link to, built in one
// place: a page that moves is changed here, and a test checks that every address is
// one the site's router serves. Values put in a path or a query are encoded here.

const withToken = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

export const SITE_PATHS = {
  home: () => '/',
  search: (query = '') => (query ? `/search?${query}` : '/search'),
  offer: (slug: string) => `/offers/${encodeURIComponent(slug)}`,
  /**
   * A results page: one listing type, optionally of one category and around one place
   * (/property/rent, /property/rent/leeds, /property/flat/rent, /property/flat/rent/leeds).
   */
  property: ({ type, category, place }: { type: string; category?: string; place?: string }) =>
    ['/property', category, type, place]
      .filter((part): part is string => part !== undefined)
      .map((part, index) => (index === 0 ? part : encodeURIComponent(part)))
      .join('/'),
  profile: (userId: string) => `/profile/${encodeURIComponent(userId)}`,
  settings: () => '/settings',
  favourites: () => '/favorites',
  conversation: (conversationId: string) => `/messages/${encodeURIComponent(conversationId)}`,
  myOffers: () => '/my-offers',
  invoices: () => '/invoices',
  imports: () => '/import-offers',
  agents: () => '/agents',
  login: () => '/auth',
  contact: () => '/contact',
  /** The back office's accounts, and one account's file. */
  operatorUsers: () => '/admin/users',
  operatorImports: () => '/admin/imports',
  operatorUser: (userId: string) => `/admin/users/${encodeURIComponent(userId)}`,
  operatorNewsletter: () => '/admin/newsletter',
  operatorAudit: () => '/admin/audit',
  /** The back office's reports, and the messages' blocklist. */
  operatorReports: () => '/admin/reports',
  messagesSafety: () => '/admin/messages-safety',
  moderation: () => '/admin/moderation',
  moderationItem: (kind: 'offer' | 'revision', id: string | number) =>
    `/admin/moderation/${kind === 'offer' ? 'offers' : 'revisions'}/${encodeURIComponent(String(id))}`,
  moderationTemplates: () => '/admin/moderation/templates',
  /** The finance back office: orders, one order's file, and the price list. */
  operatorOrders: () => '/admin/orders',
  operatorOrder: (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}`,
  operatorPrices: () => '/admin/prices',
  /** The login page with the password reminder open. */
  passwordReminder: () => '/auth?reminder=1',
  activation: (token: string) => withToken('/complete-registration', token),
  setPassword: (token: string) => withToken('/set-password', token),
  agentInvitation: (token: string) => withToken('/agent-invitation', token),
  enquiryConfirmation: (token: string) => withToken('/enquiry/confirm', token),
  newsletterConfirmation: (token: string) => withToken('/confirm-newsletter', token),
  newsletterUnsubscribe: (token: string) => withToken('/newsletter/unsubscribe', token),
  alertsUnsubscribe: (token: string) => withToken('/alerts/unsubscribe', token),
} as const;

export type SitePage = keyof typeof SITE_PATHS;

/** The absolute address of a site path, for e-mails: the site's public URL, then the path. */
export function siteUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/$/, '')}${path}`;
}
