// Map tiles: OpenStreetMap's standard tiles with their required attribution unless the
// operator names another tile service or switches tiles off; the CSP lets the pages
// load tiles from exactly that host.
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/setup/app.ts';
import { loadConfig, OSM_TILE_URL, tileSource } from './config.ts';

const base = { NODE_ENV: 'test', DATABASE_URL: 'memory://', DATA_DIR: '/tmp/dazu-config-test' } as const;

describe('map tile configuration', () => {
  it('uses OpenStreetMap by default, credited and linked to its copyright page', () => {
    const { map } = loadConfig(base);
    expect(map.tileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(map.attribution).toContain('OpenStreetMap</a> contributors');
    expect(map.attribution).toContain('href="https://www.openstreetmap.org/copyright"');
  });

  it('takes the operator’s own tile service, or none at all', () => {
    const own = loadConfig({
      ...base,
      MAP_TILE_URL: 'https://tiles.example.org/styles/{z}/{x}/{y}.png',
      MAP_ATTRIBUTION: '© Example Maps',
    }).map;
    expect(own).toEqual({ tileUrl: 'https://tiles.example.org/styles/{z}/{x}/{y}.png', attribution: '© Example Maps' });
    expect(loadConfig({ ...base, MAP_TILES: 'off' }).map).toEqual({ tileUrl: undefined, attribution: undefined });
    expect(() => loadConfig({ ...base, MAP_TILES: 'maybe' })).toThrow(/MAP_TILES/);
    expect(() => loadConfig({ ...base, MAP_TILE_URL: 'http://tiles.example.org/{z}/{x}/{y}.png' })).toThrow(
      /MAP_TILE_URL/,
    );
  });

  it('names the tile host for the CSP, every subdomain for an {s} template', () => {
    expect(tileSource(OSM_TILE_URL)).toBe('https://tile.openstreetmap.org');
    expect(tileSource('https://{s}.tiles.example.org/{z}/{x}/{y}.png')).toBe('https://*.tiles.example.org');
    expect(tileSource('https://maps.example.org:8443/t/{z}/{x}/{y}.png?key=k')).toBe('https://maps.example.org:8443');
  });
});

describe('the content security policy for tiles', () => {
  const apps: TestApp[] = [];
  afterAll(async () => Promise.all(apps.map((app) => app.close())));
  const policy = async (env: NodeJS.ProcessEnv) => {
    const t = await createTestApp(env);
    apps.push(t);
    const csp = String((await t.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy']);
    const directive = (name: string) =>
      (csp.split(';').find((part) => part.trim().startsWith(`${name} `)) ?? '').trim().split(/\s+/).slice(1);
    return { img: directive('img-src'), connect: directive('connect-src') };
  };

  it('allows exactly the configured tile host', async () => {
    const osm = await policy({});
    expect(osm.img).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
    expect(osm.connect).toEqual(["'self'", 'https://tile.openstreetmap.org']);
    const off = await policy({ MAP_TILES: 'off' });
    expect(off.img).toEqual(["'self'", 'data:', 'blob:']);
    expect(off.connect).toEqual(["'self'"]);
  });
});
