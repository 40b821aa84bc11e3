// Map tiles: OpenStreetMap's standard tiles with their required attribution unless the
// operator names another raster tile service or a vector style, or switches tiles off;
// the CSP lets the pages load from exactly those hosts.
import { describe, expect, it } from 'vitest';
import { withTestApp } from '#tests/setup/app.ts';
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
    expect(own).toEqual({
      tileUrl: 'https://tiles.example.org/styles/{z}/{x}/{y}.png',
      styleUrl: undefined,
      attribution: '© Example Maps',
      sources: ['https://tiles.example.org'],
    });
    expect(loadConfig({ ...base, MAP_TILES: 'off' }).map).toEqual({
      tileUrl: undefined,
      styleUrl: undefined,
      attribution: undefined,
      sources: [],
    });
    expect(() => loadConfig({ ...base, MAP_TILES: 'maybe' })).toThrow(/MAP_TILES/);
    expect(() => loadConfig({ ...base, MAP_TILE_URL: 'http://tiles.example.org/{z}/{x}/{y}.png' })).toThrow(
      /MAP_TILE_URL/,
    );
  });

  it('takes a vector style instead, with the further hosts it loads from', () => {
    const style = loadConfig({
      ...base,
      MAP_STYLE_URL: 'https://api.maps.example.com/maps/streets/style.json?key=public-key',
      MAP_STYLE_HOSTS: ' https://tiles.maps.example.com, https://*.fonts.example.net/ ,https://api.maps.example.com',
      MAP_ATTRIBUTION: '© Example Maps © OpenStreetMap contributors',
    }).map;
    expect(style).toEqual({
      tileUrl: undefined,
      styleUrl: 'https://api.maps.example.com/maps/streets/style.json?key=public-key',
      attribution: '© Example Maps © OpenStreetMap contributors',
      sources: ['https://api.maps.example.com', 'https://tiles.maps.example.com', 'https://*.fonts.example.net'],
    });
    // Without MAP_ATTRIBUTION the map shows what the style's sources name, never OpenStreetMap's default.
    expect(loadConfig({ ...base, MAP_STYLE_URL: 'https://styles.example.org/style.json' }).map).toMatchObject({
      attribution: undefined,
      sources: ['https://styles.example.org'],
    });
    // Switched off, nothing is drawn from it.
    expect(
      loadConfig({ ...base, MAP_TILES: 'off', MAP_STYLE_URL: 'https://styles.example.org/style.json' }).map,
    ).toMatchObject({ styleUrl: undefined, sources: [] });
  });

  it('refuses a style it cannot use, naming the setting', () => {
    const refused = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig({ ...base, ...env });
      } catch (error) {
        return (error as Error).message;
      }
      return 'accepted';
    };
    expect(refused({ MAP_STYLE_URL: 'http://styles.example.org/style.json' })).toMatch(
      /MAP_STYLE_URL: must be the https address of a MapLibre\/Mapbox GL style JSON/,
    );
    expect(refused({ MAP_STYLE_URL: 'mapbox://styles/example/streets' })).toMatch(/MAP_STYLE_URL: must be the https/);
    expect(
      refused({
        MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png',
        MAP_STYLE_URL: 'https://styles.example.org/style.json',
      }),
    ).toMatch(/MAP_TILE_URL, MAP_STYLE_URL: set one or the other/);
    expect(refused({ MAP_STYLE_HOSTS: 'https://tiles.example.org' })).toMatch(
      /MAP_STYLE_HOSTS: is only used with MAP_STYLE_URL/,
    );
    const style = { MAP_STYLE_URL: 'https://styles.example.org/style.json' };
    for (const hosts of [
      'tiles.example.org',
      'http://tiles.example.org',
      'https://tiles.example.org/path',
      "https://x.org 'unsafe-eval'",
    ]) {
      expect(refused({ ...style, MAP_STYLE_HOSTS: hosts }), hosts).toMatch(/MAP_STYLE_HOSTS: must be https origins/);
    }
  });

  it('names the tile host for the CSP, every subdomain for an {s} template', () => {
    expect(tileSource(OSM_TILE_URL)).toBe('https://tile.openstreetmap.org');
    expect(tileSource('https://{s}.tiles.example.org/{z}/{x}/{y}.png')).toBe('https://*.tiles.example.org');
    expect(tileSource('https://maps.example.org:8443/t/{z}/{x}/{y}.png?key=k')).toBe('https://maps.example.org:8443');
  });
});

describe('the content security policy for tiles', () => {
  const policy = (env: NodeJS.ProcessEnv) =>
    withTestApp({ env }, async (t) => {
      const csp = String((await t.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy']);
      const directive = (name: string) =>
        (csp.split(';').find((part) => part.trim().startsWith(`${name} `)) ?? '').trim().split(/\s+/).slice(1);
      return { img: directive('img-src'), connect: directive('connect-src'), worker: directive('worker-src') };
    });

  it('allows exactly the configured tile host', async () => {
    const osm = await policy({});
    expect(osm.img).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
    expect(osm.connect).toEqual(["'self'", 'https://tile.openstreetmap.org']);
    const off = await policy({ MAP_TILES: 'off' });
    expect(off.img).toEqual(["'self'", 'data:', 'blob:']);
    expect(off.connect).toEqual(["'self'"]);
  });

  it('allows a vector style’s hosts, and MapLibre’s worker only from our own files', async () => {
    const style = await policy({
      MAP_STYLE_URL: 'https://styles.example.org/streets/style.json',
      MAP_STYLE_HOSTS: 'https://tiles.example.org,https://*.glyphs.example.net',
    });
    const hosts = ['https://styles.example.org', 'https://tiles.example.org', 'https://*.glyphs.example.net'];
    expect(style.img).toEqual(["'self'", 'data:', 'blob:', ...hosts]);
    expect(style.connect).toEqual(["'self'", ...hosts]);
    expect(style.worker).toEqual(["'self'"]);
  });
});
