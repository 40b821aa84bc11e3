// How demo titles name each child category, and which ones are flats (one storey of a
// building) rather than houses.

const NOUNS: Readonly<Record<string, string>> = {
  detached: 'detached house',
  'semi-detached': 'semi-detached house',
  terraced: 'terraced house',
  'end-of-terrace': 'end of terrace house',
  bungalow: 'bungalow',
  cottage: 'cottage',
  'town-house': 'town house',
  farmhouse: 'farmhouse',
  apartment: 'flat',
  studio: 'studio flat',
  maisonette: 'maisonette',
  penthouse: 'penthouse',
  'ground-floor-flat': 'ground floor flat',
  duplex: 'duplex apartment',
  'building-plot': 'building plot',
  'agricultural-land': 'agricultural land',
  paddock: 'paddock',
  woodland: 'woodland',
  office: 'office',
  retail: 'retail unit',
  industrial: 'industrial unit',
  warehouse: 'warehouse',
  'restaurant-cafe': 'café',
  pub: 'pub',
  'new-build-house': 'new-build house',
  'new-build-flat': 'new-build flat',
  'shared-ownership-home': 'shared ownership home',
  hotel: 'hotel',
  'bed-and-breakfast': 'bed and breakfast',
  'guest-house': 'guest house',
  campsite: 'campsite',
  glamping: 'glamping site',
  'holiday-cottage': 'holiday cottage',
  'holiday-lodge': 'holiday lodge',
  'holiday-apartment': 'holiday apartment',
  'development-site': 'development site',
  'conversion-opportunity': 'conversion opportunity',
  'refurbishment-project': 'refurbishment project',
  'retirement-flat': 'retirement flat',
  'retirement-bungalow': 'retirement bungalow',
  'assisted-living': 'assisted living apartment',
  'single-room': 'single room',
  'double-room': 'double room',
  'en-suite-room': 'en-suite room',
  'residential-care': 'residential care home',
  'nursing-home': 'nursing home',
  'static-caravan': 'static caravan',
  'park-home': 'park home',
  'touring-caravan': 'touring caravan',
};

const FLAT_LIKE = new Set([
  'apartment',
  'studio',
  'maisonette',
  'penthouse',
  'ground-floor-flat',
  'duplex',
  'new-build-flat',
  'shared-ownership-home',
  'retirement-flat',
  'assisted-living',
  'holiday-apartment',
]);

export function nounOf(child: string): string {
  return NOUNS[child] ?? child.replaceAll('-', ' ');
}

export function isFlatLike(child: string): boolean {
  return FLAT_LIKE.has(child);
}
