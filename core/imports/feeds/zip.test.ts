// Feed uploads as zips: finding the one feed file, reading media by the bare names feeds
// use, and refusing what an untrusted zip can do (zip slip, passwords, bombs, lying sizes).
import { writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { makeBlmRecord, writeBlm } from '#tests/fixtures/feeds/blm-writer.ts';
import { allRows, failure } from '#tests/fixtures/feeds/sources.ts';
import { type ZipEntrySpec, zipOnDisk } from '#tests/fixtures/feeds/zip-writer.ts';
import { openBlm } from './blm.ts';
import { FeedError } from './feed-error.ts';
import { type FeedZip, type FeedZipLimits, openFeedZip } from './zip.ts';

const MB = 1024 * 1024;
const cleanups: Array<() => void> = [];

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

async function open(entries: readonly ZipEntrySpec[], limits?: Partial<FeedZipLimits>): Promise<FeedZip> {
  const { path, remove } = zipOnDisk(entries);
  cleanups.push(remove);
  const zip = await openFeedZip(path, limits);
  cleanups.unshift(() => zip.close());
  return zip;
}

const refusal = async (entries: readonly ZipEntrySpec[], limits?: Partial<FeedZipLimits>) => {
  const error = await failure(open(entries, limits));
  expect(error).toBeInstanceOf(FeedError);
  return error.message;
};

const feed = (name = 'feed.blm'): ZipEntrySpec => ({ name, data: writeBlm([makeBlmRecord(1), makeBlmRecord(2)]) });
const photo = (name: string, data: string | Uint8Array = `photo ${name}`): ZipEntrySpec => ({ name, data });

describe('openFeedZip', () => {
  it('finds the feed in a folder, streams it, and reads media by base name in any case', async () => {
    const zip = await open([
      { name: 'export/', data: '' },
      feed('export/Feed.BLM'),
      photo('export/images/40001_L000001_IMG_00.jpg'),
      photo('export/images/plan.PNG', new Uint8Array([0x89, 0x50, 0x4e, 0x47])),
      { ...photo('export/brochure.pdf'), method: 'store' },
      photo('__MACOSX/export/._Feed.BLM'),
      photo('export/.DS_Store'),
    ]);
    expect(zip.feedName).toBe('export/Feed.BLM');
    expect(zip.mediaNames).toEqual([
      'export/images/40001_L000001_IMG_00.jpg',
      'export/images/plan.PNG',
      'export/brochure.pdf',
    ]);
    const parsed = await openBlm(zip.readFeed());
    expect((await allRows(parsed.rows)).map((row) => row.listing?.reference)).toEqual([
      makeBlmRecord(1).AGENT_REF,
      makeBlmRecord(2).AGENT_REF,
    ]);
    expect((await zip.readMedia('40001_L000001_IMG_00.jpg')).toString()).toBe(
      'photo export/images/40001_L000001_IMG_00.jpg',
    );
    expect([...(await zip.readMedia('PLAN.png'))]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect((await zip.readMedia('brochure.pdf')).toString()).toBe('photo export/brochure.pdf');
    expect((await failure(zip.readMedia('missing.jpg'))).message).toBe('missing.jpg is not in the zip');
  });

  it('refuses to guess between two media files of the same name', async () => {
    const zip = await open([feed(), photo('a/front.jpg'), photo('b/FRONT.jpg')]);
    expect((await failure(zip.readMedia('front.jpg'))).message).toBe('Several files in the zip are called front.jpg');
  });

  it('needs exactly one feed file, at the top or in one folder', async () => {
    expect(await refusal([photo('a.jpg'), feed('one/two/feed.blm')])).toBe(
      'The zip file has no feed file: it needs one .blm, .xml or .csv file',
    );
    expect(await refusal([feed('feed.blm'), { name: 'listings.csv', data: 'reference\n' }])).toBe(
      'The zip file has 2 feed files (feed.blm, listings.csv): it must have exactly one',
    );
  });

  it('refuses names that could escape the folder they are unpacked into', async () => {
    const cases: Array<[string, string]> = [
      ['../evil.jpg', 'it climbs out of its folder with ..'],
      ['images/../../evil.jpg', 'it climbs out of its folder with ..'],
      ['/etc/cron.d/evil', 'it is an absolute path'],
      ['C:/Windows/evil.dll', 'it is an absolute path'],
      ['images\\..\\evil.jpg', 'it contains a backslash'],
      ['evil.jpg\0.png', 'it contains a NUL character'],
    ];
    for (const [name, reason] of cases) {
      expect(await refusal([feed(), photo(name)])).toBe(
        `The zip file has an unsafe file name, ${JSON.stringify(name)}: ${reason}`,
      );
    }
  });

  it('refuses an encrypted entry and a file that is not a zip', async () => {
    expect(await refusal([feed(), { ...photo('secret.jpg'), encrypted: true }])).toBe(
      'secret.jpg in the zip is encrypted: the zip must have no password',
    );
    const { path, remove } = zipOnDisk([]);
    cleanups.push(remove);
    writeFileSync(path, 'PK but not really a zip');
    expect((await failure(openFeedZip(path))).message).toBe('The file is not a zip archive, or it is damaged');
  });

  it('refuses too many entries, too much in total, and a feed over its limit', async () => {
    const photos = Array.from({ length: 4 }, (_, n) => photo(`${n}.jpg`));
    expect(await refusal([feed(), ...photos], { maxEntries: 4 })).toBe(
      'The zip file has 5 files: at most 4 are allowed',
    );
    const big = new Uint8Array(3 * MB);
    expect(await refusal([feed(), photo('a.jpg', big), photo('b.jpg', big)], { maxTotalBytes: 5 * MB })).toBe(
      'The zip file unpacks to more than 5 MB',
    );
    expect(await refusal([feed()], { maxFeedBytes: 1000 })).toBe('feed.blm in the zip is larger than 1 KB');
  });

  it('refuses a media file over its limit without reading it', async () => {
    const zip = await open([feed(), photo('huge.jpg', new Uint8Array(26 * MB))]);
    expect((await failure(zip.readMedia('huge.jpg'))).message).toBe('huge.jpg in the zip is larger than 25 MB');
  });

  it('stops a zip bomb whose entry says it is small', async () => {
    // 40 MB of zeros deflates to about 40 KB; the headers claim 1,000 bytes.
    const bomb = { ...photo('bomb.jpg', new Uint8Array(40 * MB)), declaredSize: 1000 };
    const zip = await open([feed(), bomb]);
    const error = await failure(zip.readMedia('bomb.jpg'));
    expect(error).toBeInstanceOf(FeedError);
    expect(error.message).toMatch(
      /^bomb\.jpg (in the zip holds more than the zip says|could not be read from the zip: too many bytes)/,
    );
    const feedBomb = await open([{ ...feed(), data: new Uint8Array(40 * MB), declaredSize: 500 }]);
    let read = 0;
    const readAll = async () => {
      for await (const chunk of feedBomb.readFeed()) read += chunk.length;
    };
    expect(await failure(readAll())).toBeInstanceOf(FeedError);
    expect(read).toBeLessThanOrEqual(500);
  });

  it('refuses a stored entry whose sizes disagree', async () => {
    const lying = { ...photo('a.jpg'), method: 'store' as const, declaredSize: 3 };
    expect(await refusal([feed(), lying])).toMatch(/^The zip file is damaged: compressed\/uncompressed size mismatch/);
  });
});
