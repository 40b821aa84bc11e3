import { describe, expect, it } from 'vitest';
import { parseStoredRecent, readRecentResponse, withRecentPlace } from './recent-searches.ts';

const place = (name: string, lat = 51, lon = -1) => ({ display_name: name, lat, lon });

describe('recent searches', () => {
  it('puts the newest first and keeps at most five', () => {
    let list = [place('A', 50), place('B', 51), place('C', 52), place('D', 53), place('E', 54)];
    list = withRecentPlace(list, place('F', 55));
    expect(list.map((item) => item.display_name)).toEqual(['F', 'A', 'B', 'C', 'D']);
  });

  it('moves a place searched again to the top instead of repeating it', () => {
    const list = withRecentPlace([place('Leeds', 53.8), place('York', 53.96)], place('york', 53.96));
    expect(list.map((item) => item.display_name)).toEqual(['york', 'Leeds']);
  });

  it('reads stored text defensively', () => {
    expect(parseStoredRecent(null)).toEqual([]);
    expect(parseStoredRecent('not json')).toEqual([]);
    expect(parseStoredRecent(JSON.stringify([place('Leeds'), { display_name: 1 }, place('Bath', 95)]))).toEqual([
      place('Leeds'),
    ]);
  });

  it('reads the API list, with coordinates as numbers or text', () => {
    expect(readRecentResponse({ data: [{ id: 1, display_name: 'Leeds', lat: '53.8', lon: -1.5 }] })).toEqual([
      { display_name: 'Leeds', lat: 53.8, lon: -1.5 },
    ]);
    expect(readRecentResponse(null)).toEqual([]);
  });
});
