// Where demo offers are: about 70 well-known UK places, looked up by name in the
// gazetteer (the places table), each with a price level and a few real district names.
import { sql } from 'drizzle-orm';
import type { Executor } from './insert.ts';

export type DemoPlace = {
  id: number;
  name: string;
  kind: string;
  county: string | null;
  lat: number;
  lon: number;
  /** House-price level against the UK average (1.0). */
  priceLevel: number;
  /** How far offers scatter from the centre, in km. */
  spreadKm: number;
  /** Relative number of offers. */
  weight: number;
  /** "District, Town" labels; a London postcode district when the place has one. */
  areas: readonly string[];
  /** Seaside or countryside: holiday lets, caravans and campsites fit here. */
  leisure: boolean;
  /** Inner London: no fields, campsites or caravans. */
  urban: boolean;
};

type Known = { level: number; areas?: string[]; postcode?: string; leisure?: boolean; weight?: number };

/** Names as the gazetteer spells them. London districts carry their postcode district. */
export const KNOWN_PLACES: Readonly<Record<string, Known>> = {
  London: {
    level: 2.1,
    weight: 6,
    areas: [
      'Bermondsey, London SE1',
      'Bow, London E3',
      'Walthamstow, London E17',
      'Stoke Newington, London N16',
      'Ealing, London W5',
      'Balham, London SW12',
      'Peckham, London SE15',
      'Crystal Palace, London SE19',
      'Hampstead, London NW3',
      'Notting Hill, London W11',
      'Battersea, London SW11',
      'Canary Wharf, London E14',
      'Tooting, London SW17',
      'Muswell Hill, London N10',
    ],
  },
  'Camden Town': { level: 2.4, postcode: 'London NW1' },
  Islington: { level: 2.4, postcode: 'London N1' },
  Hackney: { level: 2.0, postcode: 'London E8' },
  Brixton: { level: 1.9, postcode: 'London SW2' },
  Clapham: { level: 2.2, postcode: 'London SW4' },
  Richmond: { level: 2.6, postcode: 'London TW9' },
  Greenwich: { level: 1.8, postcode: 'London SE10' },
  Wimbledon: { level: 2.3, postcode: 'London SW19' },
  Putney: { level: 2.2, postcode: 'London SW15' },
  Fulham: { level: 2.5, postcode: 'London SW6' },
  Chelsea: { level: 3.4, postcode: 'London SW3' },
  Shoreditch: { level: 2.1, postcode: 'London E2' },
  Manchester: {
    level: 0.85,
    weight: 3,
    areas: ['Didsbury', 'Chorlton', 'Ancoats', 'Northern Quarter', 'Withington', 'Levenshulme', 'Fallowfield'],
  },
  Birmingham: {
    level: 0.85,
    weight: 3,
    areas: ['Edgbaston', 'Moseley', 'Harborne', 'Jewellery Quarter', 'Kings Heath', 'Digbeth'],
  },
  Leeds: { level: 0.85, weight: 2, areas: ['Headingley', 'Roundhay', 'Chapel Allerton', 'Kirkstall', 'Horsforth'] },
  Glasgow: { level: 0.65, weight: 2, areas: ['West End', 'Merchant City', 'Dennistoun', 'Shawlands', 'Finnieston'] },
  Edinburgh: {
    level: 1.1,
    weight: 2,
    areas: ['Leith', 'Stockbridge', 'Morningside', 'Bruntsfield', 'Marchmont', 'New Town'],
  },
  Bristol: { level: 1.3, weight: 2, areas: ['Clifton', 'Redland', 'Bedminster', 'Southville', 'Bishopston'] },
  Liverpool: { level: 0.7, weight: 2, areas: ['Allerton', 'Woolton', 'Baltic Triangle', 'Aigburth', 'Wavertree'] },
  Sheffield: { level: 0.75, weight: 2, areas: ['Ecclesall', 'Crookes', 'Kelham Island', 'Nether Edge', 'Walkley'] },
  Cardiff: { level: 0.9, weight: 2, areas: ['Pontcanna', 'Canton', 'Roath', 'Cardiff Bay', 'Llandaff'] },
  Belfast: {
    level: 0.6,
    weight: 2,
    areas: ['Stranmillis', 'Ormeau', 'Cathedral Quarter', 'Titanic Quarter', 'Malone'],
  },
  'Newcastle upon Tyne': { level: 0.7, weight: 2, areas: ['Jesmond', 'Heaton', 'Gosforth', 'Quayside', 'Ouseburn'] },
  Nottingham: { level: 0.8, areas: ['The Park', 'Sherwood', 'Lace Market', 'Mapperley'] },
  Leicester: { level: 0.85, areas: ['Clarendon Park', 'Stoneygate', 'Knighton', 'Aylestone'] },
  Brighton: { level: 1.5, leisure: true, areas: ['Kemptown', 'Hove', 'North Laine', 'Preston Park', 'Hanover'] },
  Oxford: { level: 1.6, areas: ['Jericho', 'Summertown', 'Headington', 'Cowley', 'Iffley'] },
  Cambridge: { level: 1.7, areas: ['Mill Road', 'Newnham', 'Chesterton', 'Trumpington', 'Petersfield'] },
  York: { level: 1.2, areas: ['Clifton', 'Fulford', 'Heworth', 'South Bank'] },
  Bath: { level: 1.6, areas: ['Widcombe', 'Larkhall', 'Bear Flat', 'Lansdown', 'Weston'] },
  Norwich: { level: 0.95, areas: ['Golden Triangle', 'Eaton', 'Thorpe Hamlet'] },
  Exeter: { level: 1.2, areas: ['St Leonards', 'Heavitree', 'Pennsylvania', 'St Thomas'] },
  Plymouth: { level: 0.9, leisure: true, areas: ['The Hoe', 'Mannamead', 'Plymstock', 'Barbican'] },
  Southampton: { level: 1.0, areas: ['Portswood', 'Bassett', 'Shirley', 'Ocean Village'] },
  Portsmouth: { level: 1.0, leisure: true, areas: ['Southsea', 'Old Portsmouth', 'Gunwharf', 'Hilsea'] },
  Reading: { level: 1.4, areas: ['Caversham', 'Tilehurst', 'Earley'] },
  'Milton Keynes': { level: 1.2, areas: ['Bletchley', 'Wolverton', 'Stony Stratford', 'Newport Pagnell'] },
  Aberdeen: { level: 0.65, areas: ['Old Aberdeen', 'Rosemount', 'Ferryhill', 'Cults'] },
  Dundee: { level: 0.55, areas: ['West End', 'Broughty Ferry', 'City Quay'] },
  Inverness: { level: 0.75, leisure: true, areas: ['Crown', 'Culloden', 'Dalneigh'] },
  Swansea: { level: 0.7, leisure: true, areas: ['Uplands', 'Sketty', 'Mumbles', 'Marina'] },
  Truro: { level: 1.1, leisure: true, areas: ['Kenwyn', 'Malpas'] },
  Canterbury: { level: 1.3, areas: ['Westgate', 'Wincheap', 'St Dunstans'] },
  Chester: { level: 1.0, areas: ['Hoole', 'Handbridge', 'Queens Park'] },
  Durham: { level: 0.65, areas: ['Gilesgate', 'Elvet', 'Crossgate'] },
  Harrogate: { level: 1.3, areas: ['Duchy', 'Pannal', 'Starbeck'] },
  Cheltenham: { level: 1.3, areas: ['Montpellier', 'Leckhampton', 'Pittville', 'Charlton Kings'] },
  Winchester: { level: 1.8, areas: ['St Cross', 'Hyde', 'Fulflood'] },
  'St Albans': { level: 2.0, areas: ['Fleetville', 'Marshalswick', 'Bernards Heath'] },
  Guildford: { level: 1.8, areas: ['Merrow', 'Onslow Village', 'Burpham'] },
  Coventry: { level: 0.85, areas: ['Earlsdon', 'Stoke', 'Cheylesmore'] },
  Derby: { level: 0.75, areas: ['Darley Abbey', 'Allestree', 'Littleover'] },
  'Kingston upon Hull': { level: 0.55, areas: ['Avenues', 'Hessle Road', 'Marina'] },
  Newport: { level: 0.75, areas: ['Caerleon', 'Malpas', 'Rogerstone'] },
  Stirling: { level: 0.8, areas: ['Kings Park', 'Bridge of Allan', 'Causewayhead'] },
  Perth: { level: 0.75, leisure: true, areas: ['Craigie', 'Kinnoull', 'Scone'] },
  Lincoln: { level: 0.8, areas: ['Uphill', 'Bailgate', 'Brayford'] },
  Carlisle: { level: 0.65, leisure: true, areas: ['Stanwix', 'Botcherby', 'Currock'] },
  Keswick: { level: 1.3, leisure: true },
  Windermere: { level: 1.3, leisure: true },
  'St Ives': { level: 1.5, leisure: true },
  Falmouth: { level: 1.2, leisure: true },
  Newquay: { level: 1.1, leisure: true },
  Whitby: { level: 0.95, leisure: true },
  Scarborough: { level: 0.7, leisure: true },
  Blackpool: { level: 0.5, leisure: true },
  Skegness: { level: 0.5, leisure: true },
  Tenby: { level: 1.0, leisure: true },
  'Fort William': { level: 0.8, leisure: true },
  Derry: { level: 0.5, areas: ['Waterside', 'Cityside'] },
};

export const MIN_DEMO_PLACES = 40;

export type PlaceRow = {
  id: number;
  name: string;
  kind: string;
  county: string | null;
  country: string;
  lat: number;
  lon: number;
  population: number;
};

/** The known places found in the gazetteer (the most populous row per name); throws below MIN_DEMO_PLACES. */
export async function resolveDemoPlaces(db: Executor): Promise<DemoPlace[]> {
  const names = Object.keys(KNOWN_PLACES);
  const result = await db.execute<PlaceRow>(sql`
    select distinct on (name) id, name, kind, county, country, lat, lon, population
    from places where name = any(${sql.param(names)}::text[])
    order by name, population desc, id`);
  const rows = result.rows;
  if (rows.length < MIN_DEMO_PLACES) {
    throw new Error(
      `Demo seed: only ${rows.length} of the ${names.length} demo places are in the places table (at least ${MIN_DEMO_PLACES} are needed). ` +
        'The gazetteer (seed/places.ts) must be seeded before the demo data.',
    );
  }
  return rows.map((row) => toDemoPlace(row, KNOWN_PLACES[row.name] ?? { level: 1 }));
}

/** Any gazetteer place (for bulk data), with a price level guessed from its county or country. */
export function toDemoPlace(row: PlaceRow, known: Known = { level: levelFor(row) }): DemoPlace {
  const big = row.kind === 'city' || row.population > 150_000;
  const areas = known.postcode
    ? [`${row.name}, ${known.postcode}`]
    : (known.areas ?? [])
        .map((area) => (area.includes(',') ? area : `${area}, ${row.name}`))
        .concat(row.county && row.county !== row.name ? [`${row.name}, ${row.county}`] : [row.name]);
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    county: row.county,
    lat: Number(row.lat),
    lon: Number(row.lon),
    priceLevel: known.level,
    spreadKm: row.name === 'London' ? 9 : big ? 4 : 2.5,
    weight: (known.weight ?? 1) * (big ? 1.5 : 1),
    areas,
    leisure: known.leisure ?? false,
    urban: row.name === 'London' || known.postcode !== undefined,
  };
}

const COUNTY_LEVELS: ReadonlyArray<readonly [RegExp, number]> = [
  [/london/i, 2.0],
  [/surrey|buckingham|hertford|berkshire|oxford/i, 1.6],
  [/kent|sussex|hampshire|essex|cambridge/i, 1.3],
  [/cornwall|devon|dorset|somerset|wiltshire|gloucester/i, 1.1],
  [/yorkshire|lancashire|durham|tyne|cumbria|merseyside|manchester|northumberland/i, 0.72],
];

const COUNTRY_LEVELS: Readonly<Record<string, number>> = { Scotland: 0.7, Wales: 0.75, 'Northern Ireland': 0.6 };

export function levelFor(row: Pick<PlaceRow, 'county' | 'country'>): number {
  const byCountry = COUNTRY_LEVELS[row.country];
  if (byCountry !== undefined) return byCountry;
  for (const [pattern, level] of COUNTY_LEVELS) if (row.county && pattern.test(row.county)) return level;
  return 0.9;
}
