import { describe, expect, it } from 'vitest';
import { OFFER_FILE_LIMITS } from '#contract/offer-files.ts';
import { pageBodyLimit, pageFormRefusal } from './page-forms.ts';

const MB = 1_048_576;
const multipart = (length: number) => ({
  'content-type': 'multipart/form-data; boundary=x',
  'content-length': String(length),
  'sec-fetch-site': 'same-origin',
});

describe('the size of a form posted to a page', () => {
  it('lets the ad form carry its photos, and no other page', () => {
    expect(pageBodyLimit('/post-ad', MB)).toBe(OFFER_FILE_LIMITS.pageFormBytes);
    expect(pageBodyLimit('/my-ads/edit-ad/house-k3x9q2?x=1', MB)).toBe(OFFER_FILE_LIMITS.pageFormBytes);
    for (const other of ['/contact', '/post-ad-elsewhere', '/my-ads/edit-ad/a/b', '/auth?next=/post-ad']) {
      expect(pageBodyLimit(other, MB)).toBe(MB);
    }
  });

  it('refuses a form over the limit with 413, and takes one within it', () => {
    const limit = pageBodyLimit('/post-ad', MB);
    expect(pageFormRefusal(multipart(limit), limit, 'localhost')).toBeUndefined();
    expect(pageFormRefusal(multipart(limit + 1), limit, 'localhost')?.status).toBe(413);
    expect(pageFormRefusal(multipart(2 * MB), pageBodyLimit('/contact', MB), 'localhost')?.status).toBe(413);
  });
});
