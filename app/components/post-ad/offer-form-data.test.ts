import { describe, expect, it } from 'vitest';
import type { OfferInput } from '#contract/offer-input.ts';
import { offerFormData } from './offer-form-data.ts';
import { type FileItem, pickedFileProblem } from './use-file-list.ts';

const stored = (id: number): FileItem => ({
  key: `s${id}`,
  source: 'stored',
  id,
  name: `Photo ${id}`,
  preview: null,
  format: 'image',
});
const picked = (name: string): FileItem => ({
  key: name,
  source: 'new',
  file: new File([new Uint8Array([1, 2, 3])], name, { type: 'image/jpeg' }),
  name,
  preview: null,
  format: 'image',
});

describe('the ad save body', () => {
  it('lists each kind in display order and sends new files in the order they are referenced', async () => {
    const input = { title: 'A house', attributes: [] } as unknown as OfferInput;
    const body = offerFormData(input, {
      photos: [picked('b.jpg'), stored(7), picked('a.jpg')],
      project_plan_photos: [stored(9)],
      ecertificate: [],
    });
    const offer = JSON.parse(String(body.get('offer')));
    expect(offer).toMatchObject({
      title: 'A house',
      photos: [{ upload: 0 }, { id: 7 }, { upload: 1 }],
      project_plan_photos: [{ id: 9 }],
      ecertificate: null,
    });
    expect(body.getAll('photos').map((file) => (file as File).name)).toEqual(['b.jpg', 'a.jpg']);
    expect(body.getAll('project_plan_photos')).toEqual([]);
  });

  it('refuses files the server would refuse, before sending them', () => {
    expect(pickedFileProblem('photos', { name: 'house.jpg', type: 'image/jpeg', size: 1_000 })).toBeNull();
    expect(pickedFileProblem('photos', { name: 'plan.svg', type: 'image/svg+xml', size: 1_000 })).toMatch(
      /not a photo/,
    );
    expect(pickedFileProblem('photos', { name: 'epc.pdf', type: 'application/pdf', size: 1_000 })).toMatch(
      /not a photo/,
    );
    expect(pickedFileProblem('ecertificate', { name: 'epc.pdf', type: 'application/pdf', size: 1_000 })).toBeNull();
    expect(
      pickedFileProblem('ecertificate', { name: 'epc.pdf', type: 'application/pdf', size: 11 * 1024 * 1024 }),
    ).toMatch(/at most 10 MB/);
    expect(pickedFileProblem('photos', { name: 'big.jpg', type: 'image/jpeg', size: 21 * 1024 * 1024 })).toMatch(
      /at most 20 MB/,
    );
  });
});
