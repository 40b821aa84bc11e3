// The readers every format shares, and turning feed bytes into text.
import { describe, expect, it } from 'vitest';
import { chunked } from '#tests/fixtures/feeds/sources.ts';
import { decodeFeedText } from './feed-text.ts';
import { mediaSource, normalisePostcode, plainText, poundsToPence, summaryOf } from './field-values.ts';
import { ukLocalTimeToIso } from './uk-time.ts';

async function decode(bytes: Uint8Array, chunkSize: number) {
  let text = '';
  for await (const part of decodeFeedText(chunked(bytes, chunkSize))) text += part;
  return text;
}

describe('poundsToPence', () => {
  it('reads pounds, pence and the way people type prices', () => {
    const read = (value: string) => {
      const problems: string[] = [];
      return [poundsToPence(value, 'PRICE', problems), problems.length];
    };
    expect(read('250000')).toEqual([25_000_000, 0]);
    expect(read('950.5')).toEqual([95_050, 0]);
    expect(read('950.05')).toEqual([95_005, 0]);
    expect(read('£1,250,000')).toEqual([125_000_000, 0]);
    expect(read('')).toEqual([null, 0]);
    for (const bad of ['1,25', '12.345', '-5', '1e6', 'POA', '99999999999']) expect(read(bad)).toEqual([null, 1]);
  });
});

describe('ukLocalTimeToIso', () => {
  it('converts UK wall-clock time either side of the clock changes', () => {
    expect(ukLocalTimeToIso('2024-03-31 00:59:59')).toBe('2024-03-31T00:59:59.000Z');
    expect(ukLocalTimeToIso('2024-03-31 03:00:00')).toBe('2024-03-31T02:00:00.000Z');
    expect(ukLocalTimeToIso('2024-10-27 00:30:00')).toBe('2024-10-26T23:30:00.000Z');
    expect(ukLocalTimeToIso('2024-10-27 03:00:00')).toBe('2024-10-27T03:00:00.000Z');
    expect(ukLocalTimeToIso('2024-06-01')).toBe('2024-05-31T23:00:00.000Z');
  });

  it('refuses dates that do not exist', () => {
    for (const bad of ['2023-02-29 10:00:00', '2024-04-31 10:00:00', '2024-01-01 24:00:00', '01/02/2024', '']) {
      expect(ukLocalTimeToIso(bad)).toBeNull();
    }
  });
});

describe('text helpers', () => {
  it('makes plain text of HTML', () => {
    expect(plainText('<p>Fish &amp; chips</p>\n<p>Caf&eacute; &pound;5 &#8211; <b>open</b>&nbsp;late</p>')).toBe(
      'Fish & chips\n\nCafé £5 – open late',
    );
    expect(plainText('Tom & Jerry &constructor; &unknown;')).toBe('Tom & Jerry &constructor; &unknown;');
  });

  it('summarises a description by its first paragraph, cut at a word', () => {
    expect(summaryOf('<p>Short.</p><p>Second.</p>')).toBe('Short.');
    const long = summaryOf(`<p>${'word '.repeat(100)}</p>`);
    expect(long.length).toBeLessThanOrEqual(300);
    expect(long.endsWith('word…')).toBe(true);
  });

  it('writes postcodes as Royal Mail does', () => {
    expect(normalisePostcode(' sw1a1aa ')).toBe('SW1A 1AA');
    expect(normalisePostcode('bs8  4ab')).toBe('BS8 4AB');
    expect(normalisePostcode('28001')).toBe('28001');
    expect(normalisePostcode(' ')).toBeNull();
  });

  it('takes web addresses and file names as media, nothing else', () => {
    const problems: string[] = [];
    const accepted = ['https://img.example.com/a.jpg', 'http://x.example/b', 'a.jpg', 'images/b.png'].map((value) =>
      mediaSource(value, 'MEDIA_IMAGE_00', problems),
    );
    expect(accepted).toEqual(['https://img.example.com/a.jpg', 'http://x.example/b', 'a.jpg', 'images/b.png']);
    expect(problems).toEqual([]);
    for (const bad of [
      'javascript:alert(1)',
      'file:///etc/passwd',
      '../a.jpg',
      '/etc/passwd',
      'a\\b.jpg',
      'https://',
    ]) {
      expect(mediaSource(bad, 'MEDIA_IMAGE_00', problems), bad).toBeNull();
    }
    expect(problems).toHaveLength(6);
  });
});

describe('decodeFeedText', () => {
  it('reads UTF-8 split anywhere, without its byte order mark', async () => {
    const bytes = new TextEncoder().encode('\ufeff£5 café 🏠 end');
    for (const size of [1, 2, 3, 5]) expect(await decode(bytes, size)).toBe('£5 café 🏠 end');
  });

  it('reads Windows-1252 from the first byte that is not UTF-8', async () => {
    const ascii = new TextEncoder().encode('Guide price: ');
    const bytes = Uint8Array.from([...ascii, 0xa3, 0x35, 0x20, 0x96, 0x20, 0x80, 0x20, 0x63, 0x61, 0x66, 0xe9]);
    for (const size of [1, 4, 100]) expect(await decode(bytes, size)).toBe('Guide price: £5 – € café');
  });

  it('reads UTF-8 around stray bytes, and what only looks like UTF-8 byte by byte', async () => {
    const utf8 = (text: string) => [...new TextEncoder().encode(text)];
    // A Windows-1252 quote (92) between UTF-8 text; an overlong slash (C0 AF); a surrogate (ED A0 80).
    const bytes = Uint8Array.from([...utf8('£1 '), 0x92, ...utf8(' é '), 0xc0, 0xaf, 0x20, 0xed, 0xa0, 0x80]);
    for (const size of [1, 2, 100]) expect(await decode(bytes, size)).toBe('£1 ’ é À¯ í\u00a0€');
  });

  it('yields nothing for an empty stream', async () => {
    expect(await decode(new Uint8Array(0), 1)).toBe('');
  });
});
