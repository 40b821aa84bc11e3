// What a visitor wanted to do when told to log in first (save an offer, save a search),
// kept in the browser while they log in so it can be done for them afterwards. It
// expires soon: a login much later is not a reply to that request.
import { readStorage, removeStorage, writeStorage } from '#app/lib/browser-storage.ts';

export type PendingAction =
  | { kind: 'favourite'; offerId: string }
  | { kind: 'save-search'; name: string; query: string };

const KEY = 'dazu.pending-action';
export const PENDING_ACTION_TTL_MS = 15 * 60 * 1000;

export function rememberPendingAction(action: PendingAction, now = Date.now()): void {
  writeStorage(KEY, JSON.stringify({ action, at: now }));
}

export function forgetPendingAction(): void {
  removeStorage(KEY);
}

/** The action still waiting (and forgets it, so it is done once), or null. */
export function takePendingAction(now = Date.now()): PendingAction | null {
  const stored = readStorage(KEY);
  if (stored === null) return null;
  removeStorage(KEY);
  try {
    const { action, at } = JSON.parse(stored) as { action?: PendingAction; at?: number };
    if (typeof at !== 'number' || now - at > PENDING_ACTION_TTL_MS || now < at) return null;
    if (action?.kind === 'favourite' && typeof action.offerId === 'string') return action;
    if (action?.kind === 'save-search' && typeof action.name === 'string' && typeof action.query === 'string')
      return action;
  } catch {
    // Not ours or damaged: nothing to do.
  }
  return null;
}
