// A stand-in gazetteer for tests that run before (or without) the real one: the demo's
// best-known places with approximate centres. Inserted only where the name is missing.
import { sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';

const FIXTURE: ReadonlyArray<readonly [string, number, number, string, string, string]> = [
  ['London', 51.5072, -0.1276, 'city', 'Greater London', 'England'],
  ['Camden Town', 51.539, -0.1426, 'suburb', 'Greater London', 'England'],
  ['Islington', 51.5362, -0.1033, 'suburb', 'Greater London', 'England'],
  ['Hackney', 51.545, -0.0553, 'suburb', 'Greater London', 'England'],
  ['Brixton', 51.4613, -0.1156, 'suburb', 'Greater London', 'England'],
  ['Clapham', 51.4618, -0.1384, 'suburb', 'Greater London', 'England'],
  ['Greenwich', 51.4826, -0.0077, 'suburb', 'Greater London', 'England'],
  ['Manchester', 53.4808, -2.2426, 'city', 'Greater Manchester', 'England'],
  ['Birmingham', 52.4862, -1.8904, 'city', 'West Midlands', 'England'],
  ['Leeds', 53.8008, -1.5491, 'city', 'West Yorkshire', 'England'],
  ['Glasgow', 55.8642, -4.2518, 'city', 'Glasgow City', 'Scotland'],
  ['Edinburgh', 55.9533, -3.1883, 'city', 'City of Edinburgh', 'Scotland'],
  ['Bristol', 51.4545, -2.5879, 'city', 'Bristol', 'England'],
  ['Liverpool', 53.4084, -2.9916, 'city', 'Merseyside', 'England'],
  ['Sheffield', 53.3811, -1.4701, 'city', 'South Yorkshire', 'England'],
  ['Cardiff', 51.4816, -3.1791, 'city', 'Cardiff', 'Wales'],
  ['Belfast', 54.5973, -5.9301, 'city', 'Belfast', 'Northern Ireland'],
  ['Newcastle upon Tyne', 54.9783, -1.6178, 'city', 'Tyne and Wear', 'England'],
  ['Nottingham', 52.9548, -1.1581, 'city', 'Nottinghamshire', 'England'],
  ['Leicester', 52.6369, -1.1398, 'city', 'Leicestershire', 'England'],
  ['Brighton', 50.8225, -0.1372, 'city', 'East Sussex', 'England'],
  ['Oxford', 51.752, -1.2577, 'city', 'Oxfordshire', 'England'],
  ['Cambridge', 52.2053, 0.1218, 'city', 'Cambridgeshire', 'England'],
  ['York', 53.96, -1.0873, 'city', 'North Yorkshire', 'England'],
  ['Bath', 51.3781, -2.3597, 'city', 'Somerset', 'England'],
  ['Norwich', 52.6309, 1.2974, 'city', 'Norfolk', 'England'],
  ['Exeter', 50.7184, -3.5339, 'city', 'Devon', 'England'],
  ['Plymouth', 50.3755, -4.1427, 'city', 'Devon', 'England'],
  ['Southampton', 50.9097, -1.4044, 'city', 'Hampshire', 'England'],
  ['Portsmouth', 50.8198, -1.088, 'city', 'Hampshire', 'England'],
  ['Reading', 51.4543, -0.9781, 'town', 'Berkshire', 'England'],
  ['Milton Keynes', 52.0406, -0.7594, 'city', 'Buckinghamshire', 'England'],
  ['Aberdeen', 57.1497, -2.0943, 'city', 'Aberdeen City', 'Scotland'],
  ['Dundee', 56.462, -2.9707, 'city', 'Dundee City', 'Scotland'],
  ['Inverness', 57.4778, -4.2247, 'city', 'Highland', 'Scotland'],
  ['Swansea', 51.6214, -3.9436, 'city', 'Swansea', 'Wales'],
  ['Truro', 50.2632, -5.051, 'city', 'Cornwall', 'England'],
  ['Canterbury', 51.2802, 1.0789, 'city', 'Kent', 'England'],
  ['Chester', 53.1934, -2.8931, 'city', 'Cheshire', 'England'],
  ['Durham', 54.7761, -1.5733, 'city', 'County Durham', 'England'],
  ['Harrogate', 53.9921, -1.5418, 'town', 'North Yorkshire', 'England'],
  ['Cheltenham', 51.8994, -2.0783, 'town', 'Gloucestershire', 'England'],
  ['Winchester', 51.0632, -1.308, 'city', 'Hampshire', 'England'],
  ['St Albans', 51.7527, -0.3394, 'city', 'Hertfordshire', 'England'],
  ['Guildford', 51.2362, -0.5704, 'town', 'Surrey', 'England'],
  ['Keswick', 54.6013, -3.1347, 'town', 'Cumbria', 'England'],
  ['Whitby', 54.4858, -0.6206, 'town', 'North Yorkshire', 'England'],
];

/** Inserts the fixture places whose names are not in the places table yet. */
export async function ensureTestPlaces(db: Database): Promise<void> {
  const json = JSON.stringify(
    FIXTURE.map(([name, lat, lon, kind, county, country], index) => ({
      geoname_id: 990_000_000 + index,
      slug: `test-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      name,
      kind,
      county,
      country,
      lat,
      lon,
      population: kind === 'city' ? 200_000 : 40_000,
    })),
  );
  await db.execute(sql`
    insert into places (geoname_id, slug, name, kind, county, country, lat, lon, population)
    select t.geoname_id, t.slug, t.name, t.kind, t.county, t.country, t.lat, t.lon, t.population
    from jsonb_to_recordset(${json}::jsonb) as t(geoname_id integer, slug text, name text, kind text, county text,
      country text, lat double precision, lon double precision, population integer)
    where not exists (select 1 from places p where p.name = t.name)
    on conflict do nothing`);
}
