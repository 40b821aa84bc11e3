import { describe, expect, it } from 'vitest';
import { copyrightLine } from './copyright.ts';

describe('copyrightLine', () => {
  it('runs from 2021 to the given year', () => {
    expect(copyrightLine(2026)).toBe('© 2021-2026 Dazu');
  });

  it('shows one year in 2021', () => {
    expect(copyrightLine(2021)).toBe('© 2021 Dazu');
  });
});
