import { describe, expect, it } from 'vitest';
import { accountLayoutShouldRevalidate } from './account-revalidation.ts';

const url = (path: string) => new URL(path, 'https://dazu.test');
const moving = (from: string, to: string, formMethod?: 'GET' | 'POST' | 'DELETE') =>
  accountLayoutShouldRevalidate({ currentUrl: url(from), nextUrl: url(to), ...(formMethod ? { formMethod } : {}) });

describe('the account layout’s unread count', () => {
  it('is kept when moving between account pages other than Messages', () => {
    expect(moving('/settings', '/favorites')).toBe(false);
    expect(moving('/my-offers', '/my-offers?status=inactive')).toBe(false);
    expect(moving('/invoices', '/settings', 'GET')).toBe(false);
    expect(moving('/messages-help', '/settings')).toBe(false);
  });

  it('is read again on moving to, within or from Messages', () => {
    expect(moving('/settings', '/messages')).toBe(true);
    expect(moving('/messages', '/messages/2f1d9c3e-8a41-4f7a-9d2b-5a0c1e7f3b64')).toBe(true);
    expect(moving('/messages/2f1d9c3e-8a41-4f7a-9d2b-5a0c1e7f3b64', '/favorites')).toBe(true);
    expect(moving('/messages', '/messages?page=2')).toBe(true);
  });

  it('is read again after a form submission and when the page asks (same URL)', () => {
    expect(moving('/settings', '/settings', 'POST')).toBe(true);
    expect(moving('/favorites', '/favorites', 'DELETE')).toBe(true);
    expect(moving('/my-offers', '/my-offers')).toBe(true);
  });
});
