import { describe, expect, it } from 'vitest';
import { auditChanges, auditTargetPath } from './audit-diff.ts';

describe('an audit entry read as changes', () => {
  it('lists only the fields that differ, with a side empty where the field was not there', () => {
    expect(
      auditChanges({ status: 'draft', subject: 'Hi', same: [1] }, { status: 'sent', same: [1], queued: 3 }),
    ).toEqual([
      { field: 'status', before: 'draft', after: 'sent' },
      { field: 'subject', before: 'Hi', after: null },
      { field: 'queued', before: null, after: '3' },
    ]);
    expect(auditChanges(null, { roles: ['editor'] })).toEqual([{ field: 'roles', before: null, after: '["editor"]' }]);
    expect(auditChanges({ a: 'x'.repeat(500) }, null)[0]?.before).toHaveLength(160);
  });

  it('links accounts and campaigns to their back-office pages, nothing else', () => {
    expect(auditTargetPath('user', 'abc')).toBe('/admin/users/abc');
    expect(auditTargetPath('newsletter_campaign', '7')).toBe('/admin/newsletter?campaign=7');
    expect(auditTargetPath('price', 'x')).toBeNull();
    expect(auditTargetPath('user', null)).toBeNull();
  });
});
