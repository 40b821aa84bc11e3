import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies.ts';

describe('readCookie', () => {
  it('finds a cookie by exact name and URL-decodes it', () => {
    expect(readCookie('XSRF-TOKEN=abc%3D%3D; other=1', 'XSRF-TOKEN')).toBe('abc==');
    expect(readCookie('a=1; XSRF-TOKEN=x=y', 'XSRF-TOKEN')).toBe('x=y');
    expect(readCookie('MY-XSRF-TOKEN=1', 'XSRF-TOKEN')).toBeNull();
    expect(readCookie('', 'a')).toBeNull();
  });

  it('keeps a value that is not valid percent-encoding', () => {
    expect(readCookie('a=%E0%A4%A', 'a')).toBe('%E0%A4%A');
  });
});
