import { describe, expect, it } from 'vitest';
import { auditChanges, auditHistoryPath, auditTargetPath } from './audit-diff.ts';

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

  it('links each kind of record to its back-office page, where it has one', () => {
    expect(auditTargetPath('user', 'abc')).toBe('/admin/users/abc');
    expect(auditTargetPath('newsletter_campaign', '7')).toBe('/admin/newsletter?campaign=7');
    expect(auditTargetPath('order', 'o-1')).toBe('/admin/orders/o-1');
    expect(auditTargetPath('price', 'featured:sale')).toBe('/admin/prices');
    expect(auditTargetPath('offer', 'x')).toBeNull();
    expect(auditTargetPath('constructor', 'x')).toBeNull();
    expect(auditTargetPath('user', null)).toBeNull();
  });

  it('links every record to its own history in the log', () => {
    expect(auditHistoryPath('offer', 'a b')).toBe('/admin/audit?target_type=offer&target_id=a+b');
  });
});
