import { describe, expect, it } from 'vitest';
import type { OfferInput } from '#contract/offer-input.ts';
import {
  fileControlNames,
  type NewFiles,
  type StoredFileIds,
  storedFileIds,
  withFilesAsArranged,
} from './ad-form-files.ts';

const input = { title: 'A house' } as OfferInput;
const stored: StoredFileIds = { photos: [11, 12, 13], project_plan_photos: [21, 22], ecertificate: [31] };
const nothingAdded: NewFiles = { photos: [], project_plan_photos: [], ecertificate: [] };

/** The form as drawn for `stored`: every file shown, each position box holding its place. */
function drawnForm(): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const field of ['photos', 'project_plan_photos', 'ecertificate'] as const) {
    const names = fileControlNames(field);
    fields[names.shown] = stored[field].map(String);
    stored[field].forEach((id, index) => {
      if (field !== 'ecertificate') fields[names.position(id)] = String(index + 1);
    });
  }
  return fields;
}

const arranged = (fields: Record<string, string | string[]>, added: NewFiles = nothingAdded) =>
  withFilesAsArranged(input, fields, { stored, added });
const ids = (list: ReadonlyArray<{ id: number } | { upload: number }> | undefined) =>
  list?.map((ref) => ('id' in ref ? ref.id : `new ${ref.upload}`));

describe('the stored files of an ad as arranged in the form sent without JavaScript', () => {
  it('names the controls of each list', () => {
    const names = fileControlNames('project_plan_photos');
    expect([names.shown, names.remove, names.position(7)]).toEqual([
      'project_plan_photos_shown',
      'project_plan_photos_remove',
      'project_plan_photos_position_7',
    ]);
  });

  it('keeps every list as it was when nothing is changed, and keeps the rest of the input', () => {
    const result = arranged(drawnForm());
    expect(result.title).toBe('A house');
    expect(ids(result.photos)).toEqual([11, 12, 13]);
    expect(ids(result.project_plan_photos)).toEqual([21, 22]);
    expect(result.ecertificate).toEqual({ id: 31 });
  });

  it('orders by the positions chosen and leaves out the files ticked for removal', () => {
    const fields = {
      ...drawnForm(),
      photos_position_11: '3',
      photos_position_13: '1',
      photos_remove: '12',
      project_plan_photos_remove: ['21', '22'],
      ecertificate_remove: '31',
    };
    const result = arranged(fields);
    expect(ids(result.photos)).toEqual([13, 11]);
    expect(result.project_plan_photos).toEqual([]);
    expect(result.ecertificate).toBeNull();
  });

  it('moves one file as asked, the others shifting, when only its position is changed', () => {
    expect(ids(arranged({ ...drawnForm(), photos_position_13: '1' }).photos)).toEqual([13, 11, 12]);
    expect(ids(arranged({ ...drawnForm(), photos_position_11: '2' }).photos)).toEqual([12, 11, 13]);
    expect(ids(arranged({ ...drawnForm(), photos_position_11: '3' }).photos)).toEqual([12, 13, 11]);
  });

  it('reads blank, unreadable, repeated, duplicated and out-of-range positions leniently', () => {
    const blank = { ...drawnForm(), photos_position_11: ' ', photos_position_12: 'first', photos_position_13: '0' };
    expect(ids(arranged(blank).photos)).toEqual([13, 11, 12]);
    const repeated = { ...drawnForm(), photos_position_11: ['3', '1'], photos_position_13: '99' };
    expect(ids(arranged(repeated).photos)).toEqual([11, 12, 13]);
    const duplicated = { ...drawnForm(), photos_position_11: '2', photos_position_12: '2', photos_position_13: '2' };
    // Photo 13 moved up to 2 and goes before photo 12, which was there; photo 11 moved down to it and goes after.
    expect(ids(arranged(duplicated).photos)).toEqual([13, 12, 11]);
    const twice = { ...drawnForm(), photos_position_12: '1', photos_position_13: '1' };
    expect(ids(arranged(twice).photos)).toEqual([12, 13, 11]);
    expect(ids(arranged({ ...drawnForm(), photos_position_12: '-4' }).photos)).toEqual([12, 11, 13]);
  });

  it('ignores ids that are not the ad’s, whether shown, placed or removed', () => {
    const fields = {
      ...drawnForm(),
      photos_shown: ['11', '12', '13', '99', 'x'],
      photos_position_99: '1',
      photos_remove: ['99', '21', '31'],
    };
    const result = arranged(fields);
    expect(ids(result.photos)).toEqual([11, 12, 13]);
    expect(ids(result.project_plan_photos)).toEqual([21, 22]);
    expect(result.ecertificate).toEqual({ id: 31 });
  });

  it('keeps the ad’s files the form did not show after those it did, and all of them when it showed none', () => {
    const fields = { ...drawnForm(), photos_shown: ['13', '11'], photos_position_13: '2', photos_position_11: '1' };
    expect(ids(arranged(fields).photos)).toEqual([11, 13, 12]);
    expect(ids(arranged({}).photos)).toEqual([11, 12, 13]);
    expect(arranged({}).ecertificate).toEqual({ id: 31 });
  });

  it('adds the new files after the stored ones, and a new certificate in place of the stored one', () => {
    const added = { photos: ['a', 'b'], project_plan_photos: ['c'], ecertificate: ['d'] };
    const result = arranged({ ...drawnForm(), photos_remove: '11' }, added);
    expect(ids(result.photos)).toEqual([12, 13, 'new 0', 'new 1']);
    expect(ids(result.project_plan_photos)).toEqual([21, 22, 'new 0']);
    expect(result.ecertificate).toEqual({ upload: 0 });
  });

  it('lists the ids of the files an ad has', () => {
    const file = (id: number) => ({ id, url: '', srcset: '', format: 'image' as const, width: 1, height: 1 });
    expect(storedFileIds({ photos: [file(2), file(1)], project_plan_photos: [], ecertificate: file(5) })).toEqual({
      photos: [2, 1],
      project_plan_photos: [],
      ecertificate: [5],
    });
    expect(storedFileIds({ photos: [], project_plan_photos: [file(3)], ecertificate: null }).ecertificate).toEqual([]);
  });
});
