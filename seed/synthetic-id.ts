// Places that GeoNames does not number (hand-added London districts, the curated
// neighbourhoods) still need a unique geoname_id: a negative number derived from the
// name and position, so the same row gets the same id on every build and every install.

/** A stable negative id for a place without a GeoNames id. */
export function syntheticId(name: string, lat: number, lon: number): number {
  let hash = 0x811c9dc5;
  for (const char of `${name}|${lat.toFixed(4)}|${lon.toFixed(4)}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return -((hash >>> 0) % 2_000_000_000) - 1;
}
