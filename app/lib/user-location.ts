// The 'user-location' cookie: the place the visitor asked us to use,
// kept for one day so the home search can start there.
export const USER_LOCATION_COOKIE = 'user-location';
export const USER_LOCATION_MAX_AGE_SECONDS = 24 * 60 * 60;

export type UserLocation = { lat: number; lon: number; display_name: string };

function read(value: unknown): UserLocation | null {
  if (typeof value !== 'object' || value === null) return null;
  const { lat, lon, display_name } = value as Record<string, unknown>;
  if (typeof lat !== 'number' || typeof lon !== 'number' || typeof display_name !== 'string') return null;
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180 || display_name.length > 200) return null;
  return { lat, lon, display_name };
}

/** The stored place from a Cookie header, or null when absent or unreadable. */
export function parseUserLocation(cookieHeader: string | null | undefined): UserLocation | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== USER_LOCATION_COOKIE) continue;
    try {
      return read(JSON.parse(decodeURIComponent(rest.join('='))));
    } catch {
      return null;
    }
  }
  return null;
}

/** The Set-Cookie / document.cookie text that stores a place for one day. */
export function userLocationCookie(location: UserLocation, secure: boolean): string {
  const value = encodeURIComponent(
    JSON.stringify({ lat: location.lat, lon: location.lon, display_name: location.display_name.slice(0, 200) }),
  );
  return `${USER_LOCATION_COOKIE}=${value}; Max-Age=${USER_LOCATION_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
