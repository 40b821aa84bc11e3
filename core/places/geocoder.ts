// One geocoding interface for location suggestions and reverse lookups. The offline
// gazetteer is the default; a Nominatim-compatible service (GEOCODER_URL) can answer
// instead, with the gazetteer standing in whenever that service fails.
import type { LocationSuggestion, ReverseGeocode, ReverseLevel } from '#contract/places.ts';
import type { Database } from '#db/client.ts';
import { nominatimClient } from './nominatim.ts';
import { reverseGeocode } from './reverse.ts';
import { suggestPlaces } from './suggest.ts';

export type Geocoder = {
  /** Suggestions for what someone typed, best first, at most `limit`. */
  search(query: string, limit: number): Promise<LocationSuggestion[]>;
  /** The place a point is in; null away from the UK. */
  reverse(lat: number, lon: number, level?: ReverseLevel): Promise<ReverseGeocode | null>;
};

/** The part of a pino/Fastify logger the geocoder uses. */
export type WarningLogger = { warn(details: object, message: string): void };

export type GeocoderOptions = {
  /** A Nominatim-compatible service; unset: the gazetteer only. */
  url?: string | undefined;
  userAgent: string;
  log: WarningLogger;
  /** How long one request to the service may take (default 2 s). */
  timeoutMs?: number;
  /** After a failure the service is left alone this long (default 30 s). */
  cooldownMs?: number;
};

export function gazetteerGeocoder(db: Database): Geocoder {
  return {
    search: (query, limit) => suggestPlaces(db, query, limit),
    reverse: (lat, lon, level) => reverseGeocode(db, lat, lon, level),
  };
}

export function createGeocoder(db: Database, options: GeocoderOptions): Geocoder {
  const gazetteer = gazetteerGeocoder(db);
  if (!options.url) return gazetteer;
  const remote = nominatimClient(db, {
    url: options.url,
    userAgent: options.userAgent,
    timeoutMs: options.timeoutMs ?? 2000,
  });
  const cooldownMs = options.cooldownMs ?? 30_000;
  // While the service is down every keystroke would otherwise wait for the timeout
  // before the gazetteer answers: after one failure, skip it for a while.
  let resumeAt = 0;

  async function withFallback<T>(operation: string, ask: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
    if (Date.now() < resumeAt) return fallback();
    try {
      return await ask();
    } catch (error) {
      resumeAt = Date.now() + cooldownMs;
      options.log.warn(
        { err: error, geocoder: options.url, operation, retry_in_ms: cooldownMs },
        'geocoding service failed: the gazetteer answers instead',
      );
      return fallback();
    }
  }

  return {
    search: (query, limit) =>
      withFallback(
        'search',
        () => remote.search(query, limit),
        () => gazetteer.search(query, limit),
      ),
    // The gazetteer holds every UK city, town and village: naming a settlement needs no service.
    reverse: (lat, lon, level) =>
      level === 'settlement'
        ? gazetteer.reverse(lat, lon, level)
        : withFallback(
            'reverse',
            () => remote.reverse(lat, lon),
            () => gazetteer.reverse(lat, lon),
          ),
  };
}
