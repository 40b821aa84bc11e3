// Prices in pence, from a rough model of the UK market: a base by category and size,
// scaled by the place's price level (London dearest), with some noise. Sale prices,
// rents per calendar month, auction guide prices, swap values and wanted budgets.
import type { Property } from './property-type.ts';
import type { Random } from './random.ts';

/** Rough sale value in pounds. */
function saleValue(random: Random, p: Property, level: number): number {
  const noise = random.float(0.82, 1.22);
  switch (p.root) {
    case 'land': {
      const perAcre = p.child === 'building-plot' ? 450_000 * level : (LAND_PER_ACRE[p.child] ?? 10_000);
      return Math.max(20_000, (p.acres ?? 1) * perAcre * noise);
    }
    case 'camping':
      return (p.child === 'campsite' ? 90_000 : 160_000) * (p.acres ?? 5) * level ** 0.4 * noise;
    case 'commercial':
      return p.areaM2 * (COMMERCIAL_PER_M2[p.child] ?? 1_500) * level ** 0.8 * noise;
    case 'development': {
      const perM2 = p.child === 'development-site' ? 120 : p.child === 'conversion-opportunity' ? 1_300 : 1_700;
      return p.areaM2 * perM2 * level * noise;
    }
    case 'hotel-bb':
      return (p.lettingRooms ?? 6) * (p.child === 'hotel' ? 115_000 : 95_000) * level ** 0.5 * noise;
    case 'care-home':
      return (p.lettingRooms ?? 30) * 70_000 * level ** 0.5 * noise;
    case 'caravan':
      return (p.child === 'touring-caravan' ? 18_000 : p.child === 'park-home' ? 160_000 : 55_000) * noise;
    case 'room':
      return 0;
    default:
      return homeSaleValue(p, level, noise);
  }
}

/** Pounds per acre of land other than building plots (those follow the local price level). */
const LAND_PER_ACRE: Readonly<Record<string, number>> = {
  'agricultural-land': 10_000,
  paddock: 20_000,
  woodland: 8_000,
};

const COMMERCIAL_PER_M2: Readonly<Record<string, number>> = {
  office: 2_400,
  retail: 2_600,
  industrial: 950,
  warehouse: 800,
  'restaurant-cafe': 2_800,
  pub: 2_000,
};

/** Price by bedrooms (index), for a semi-detached house in an average place. */
const HOME_BY_BEDROOMS = [170_000, 170_000, 225_000, 295_000, 415_000, 590_000, 760_000];

/** How a type of home prices against a semi-detached house with as many bedrooms. */
const HOME_KIND_FACTORS: Readonly<Record<string, number>> = {
  detached: 1.35,
  'semi-detached': 1,
  terraced: 0.85,
  'end-of-terrace': 0.9,
  bungalow: 1.05,
  cottage: 1.1,
  'town-house': 1.15,
  farmhouse: 1.6,
  apartment: 0.82,
  maisonette: 0.85,
  penthouse: 1.6,
  'ground-floor-flat': 0.78,
  duplex: 0.95,
  'new-build-house': 1.15,
  'new-build-flat': 0.95,
  'shared-ownership-home': 0.9,
  'holiday-cottage': 1.05,
  'holiday-lodge': 0.55,
  'holiday-apartment': 0.75,
  'retirement-flat': 0.6,
  'retirement-bungalow': 0.95,
  'assisted-living': 0.65,
};

/** Houses and flats: holiday and retirement homes follow local prices only in part. */
function homeSaleValue(p: Property, level: number, noise: number): number {
  const beds = p.bedrooms ?? 0;
  const condition = p.condition === 'needs-renovation' ? 0.75 : p.condition === 'needs-modernisation' ? 0.88 : 1;
  const base = p.child === 'studio' ? 150_000 : (HOME_BY_BEDROOMS[beds] ?? 800_000);
  const regional = p.root === 'summer-holiday' ? level ** 0.5 : p.root === 'retirement' ? level ** 0.8 : level;
  return base * (HOME_KIND_FACTORS[p.child] ?? 1) * regional * condition * noise;
}

/** Rough rent per calendar month in pounds. */
function monthlyRent(random: Random, p: Property, level: number): number {
  const beds = p.bedrooms ?? 0;
  const noise = random.float(0.88, 1.15);
  switch (p.root) {
    case 'room': {
      const base = p.child === 'single-room' ? 520 : p.child === 'double-room' ? 680 : 800;
      return clamp(base * level ** 0.6 * noise, 450, 1_500);
    }
    case 'commercial': {
      const perM2Year: Record<string, number> = {
        office: 260,
        retail: 300,
        industrial: 90,
        warehouse: 70,
        'restaurant-cafe': 280,
        pub: 200,
      };
      return Math.max(650, (p.areaM2 * (perM2Year[p.child] ?? 150) * level ** 0.8 * noise) / 12);
    }
    case 'hotel-bb':
      return (p.lettingRooms ?? 6) * 550 * level ** 0.5 * noise;
    case 'care-home':
      return (p.lettingRooms ?? 30) * 650 * noise;
    case 'camping':
      return (p.child === 'campsite' ? 3_500 : 1_800) * noise;
    case 'caravan':
      return (p.child === 'touring-caravan' ? 420 : p.child === 'park-home' ? 850 : 650) * noise;
    case 'summer-holiday':
      return clamp((1_300 + beds * 450) * level ** 0.5 * noise, 1_000, 6_000);
    case 'retirement':
      return clamp((800 + beds * 300) * level ** 0.6 * noise, 750, 2_800);
    default: {
      const flat =
        p.noun.includes('flat') || p.noun.includes('apartment') || p.noun === 'maisonette' || p.noun === 'penthouse';
      const base = flat
        ? ([800, 950, 1_250, 1_650, 2_300][beds] ?? 2_600)
        : ([850, 850, 1_100, 1_400, 1_900, 2_700][beds] ?? 3_200);
      const premium = p.child === 'penthouse' ? 2 : p.root === 'new-build' ? 1.1 : 1;
      return clamp(base * premium * level ** 0.85 * noise, 650, flat ? 6_500 : 12_000);
    }
  }
}

/** Probability that an advertiser chose "price on application". */
const ON_APPLICATION: Readonly<Record<string, number>> = {
  commercial: 0.08,
  'hotel-bb': 0.2,
  'care-home': 0.25,
  development: 0.12,
};

/** The offer's price in pence, or null for price on application. */
export function priceFor(random: Random, p: Property, level: number): number | null {
  const poa = ON_APPLICATION[p.root] ?? 0;
  switch (p.listingType) {
    case 'sell':
      if (random.chance(poa)) return null;
      return pence(
        roundSale(
          p.child === 'shared-ownership-home'
            ? saleValue(random, p, level) * random.pick([0.25, 0.4, 0.5, 0.75])
            : saleValue(random, p, level),
        ),
      );
    case 'rent':
      if (random.chance(poa)) return null;
      return pence(roundRent(monthlyRent(random, p, level)));
    case 'auction':
      return pence(roundSale(saleValue(random, p, level) * random.float(0.68, 0.85)));
    case 'swap':
      return pence(
        p.root === 'room' ? roundRent(monthlyRent(random, p, level)) : roundSale(saleValue(random, p, level)),
      );
    case 'seek-property':
      return pence(
        p.wanted === 'rent'
          ? roundRent(monthlyRent(random, p, level) * 1.1)
          : roundTo(saleValue(random, p, level) * 1.08, 10_000),
      );
  }
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

function roundSale(pounds: number): number {
  return roundTo(pounds, pounds < 100_000 ? 1_000 : pounds < 1_000_000 ? 5_000 : 25_000);
}

function roundRent(pounds: number): number {
  return roundTo(pounds, pounds < 3_000 ? 25 : pounds < 10_000 ? 100 : 500);
}

function pence(pounds: number): number {
  return Math.round(pounds) * 100;
}
