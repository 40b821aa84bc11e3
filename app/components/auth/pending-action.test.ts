import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PENDING_ACTION_TTL_MS, rememberPendingAction, takePendingAction } from './pending-action.ts';

// A browser's localStorage, for the module that reads window.localStorage.
class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const scope = globalThis as { window?: unknown };
beforeEach(() => {
  scope.window = { localStorage: new MemoryStorage() };
});
afterEach(() => {
  delete scope.window;
});

describe('the action waiting for a login', () => {
  it('is done once', () => {
    rememberPendingAction({ kind: 'favourite', offerId: 'abc' }, 1_000);
    expect(takePendingAction(2_000)).toEqual({ kind: 'favourite', offerId: 'abc' });
    expect(takePendingAction(2_000)).toBeNull();
  });

  it('keeps a search to save', () => {
    rememberPendingAction({ kind: 'save-search', name: 'Flats to rent', query: 'type=rent' }, 1_000);
    expect(takePendingAction(1_500)).toEqual({ kind: 'save-search', name: 'Flats to rent', query: 'type=rent' });
  });

  it('expires: a login much later is not an answer to the message', () => {
    rememberPendingAction({ kind: 'favourite', offerId: 'abc' }, 1_000);
    expect(takePendingAction(1_000 + PENDING_ACTION_TTL_MS + 1)).toBeNull();
  });

  it('ignores anything else stored under its name', () => {
    const storage = (scope.window as { localStorage: MemoryStorage }).localStorage;
    storage.setItem('dazu.pending-action', 'not json');
    expect(takePendingAction()).toBeNull();
    storage.setItem('dazu.pending-action', JSON.stringify({ action: { kind: 'delete-account' }, at: Date.now() }));
    expect(takePendingAction()).toBeNull();
  });
});
