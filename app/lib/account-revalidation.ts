// When the account area's layout reads the unread-messages count of its side menu again.
import type { ShouldRevalidateFunctionArgs } from 'react-router';

const MESSAGES = '/messages';

const inMessages = (url: URL): boolean => url.pathname === MESSAGES || url.pathname.startsWith(`${MESSAGES}/`);

/**
 * Only when the count may have changed: after a form submission (an action), when the
 * page asks (the revalidator after a reply, a block, or opening a thread, which marks it
 * read: the URL stays the same), and when moving to, within or from Messages. Moving
 * between the other account pages keeps the count the layout already has.
 */
export function accountLayoutShouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
}: Pick<ShouldRevalidateFunctionArgs, 'currentUrl' | 'nextUrl' | 'formMethod'>): boolean {
  if (formMethod !== undefined && formMethod !== 'GET') return true;
  if (currentUrl.href === nextUrl.href) return true;
  return inMessages(currentUrl) || inMessages(nextUrl);
}
