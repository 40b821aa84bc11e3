import { describe, expect, it } from 'vitest';
import type { TwoFactorStatus } from '#contract/two-factor.ts';
import { renderPagePart } from '#tests/setup/render-page-part.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

const off: TwoFactorStatus = {
  enabled: false,
  enabled_at: null,
  recovery_codes_left: 0,
  passkeys: 0,
  session_verified: false,
};
const withApp: TwoFactorStatus = {
  ...off,
  enabled: true,
  enabled_at: '2026-11-01T10:00:00.000Z',
  recovery_codes_left: 4,
};
const text = (status: TwoFactorStatus) =>
  renderPagePart(<TwoFactorSection initial={status} />).replace(/<[^>]+>/g, ' ');
const WARNING = 'You have no recovery codes left.';

describe('the two-factor section', () => {
  it('warns an account with a second factor and no recovery codes, and offers new ones', () => {
    // Accounts that added a passkey before codes came with passkeys have none at all.
    const passkeysAlone = text({ ...off, passkeys: 1 });
    expect(passkeysAlone).toContain(WARNING);
    expect(passkeysAlone).toContain('New recovery codes');
    expect(text({ ...withApp, recovery_codes_left: 0 })).toContain(WARNING);
  });

  it('does not warn while codes are left, nor an account without a second factor', () => {
    expect(text(withApp)).toContain('4 recovery codes left.');
    expect(text(withApp)).not.toContain(WARNING);
    expect(text(off)).not.toContain(WARNING);
    expect(text(off)).not.toContain('New recovery codes');
  });
});
