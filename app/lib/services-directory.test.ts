import { describe, expect, it } from 'vitest';
import { directoryPath } from './services-directory.ts';

describe('the services directory', () => {
  it('makes the page addresses', () => {
    expect(directoryPath('valuations', 'leeds')).toBe('/services/leeds?service=valuations');
    expect(directoryPath(undefined, 'leeds')).toBe('/services/leeds');
    expect(directoryPath(undefined, undefined)).toBe('/services');
  });
});
