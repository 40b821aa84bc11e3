import { describe, expect, it } from 'vitest';
import { expiryText } from './expiry-text.ts';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const at = (iso: string) => iso;

describe('expiryText', () => {
  it('counts whole days left, and says when less than one is left', () => {
    expect(expiryText({ status: 'active', visible_from: null, expires_at: at('2026-11-25T13:00:00Z') }, NOW)).toBe(
      'Ends on 25 Nov 2026 (3 days left)',
    );
    expect(expiryText({ status: 'active', visible_from: null, expires_at: at('2026-11-23T13:00:00Z') }, NOW)).toBe(
      'Ends on 23 Nov 2026 (1 day left)',
    );
    expect(expiryText({ status: 'inactive', visible_from: null, expires_at: at('2026-11-22T18:00:00Z') }, NOW)).toBe(
      'Ends on 22 Nov 2026 (less than a day left)',
    );
  });

  it('says when an offer expired, went unpublished or goes live', () => {
    expect(expiryText({ status: 'expired', visible_from: null, expires_at: at('2026-11-20T10:00:00Z') }, NOW)).toBe(
      'Expired on 20 Nov 2026',
    );
    expect(expiryText({ status: 'inactive', visible_from: null, expires_at: at('2026-11-21T10:00:00Z') }, NOW)).toBe(
      'Expired on 21 Nov 2026',
    );
    expect(expiryText({ status: 'draft', visible_from: null, expires_at: null }, NOW)).toBe('Not published yet');
    expect(expiryText({ status: 'scheduled', visible_from: at('2026-12-01T09:00:00Z'), expires_at: null }, NOW)).toBe(
      'Goes live on 1 Dec 2026',
    );
  });
});
