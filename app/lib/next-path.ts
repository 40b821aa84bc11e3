// Where to go after logging in (/?next={path}): only a path of this site, so
// a crafted link cannot send a fresh login to another site or run a script.
const BASE = 'https://dazu.invalid';

/** The same-site path to follow, or null when the value is missing or points elsewhere. */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  // Relative paths only: not '//host', not '/\host' (browsers read it as '//host'), no schemes, no control characters.
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === '\\') return null;
  }
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can still fold into '//host' ('/..//evil.com').
  return path.startsWith('//') ? null : path;
}

/** The home page that opens the login dialog and returns to `path` afterwards (the 'authenticated' guard). */
export function loginRedirect(path: string): string {
  return `/?next=${encodeURIComponent(path)}`;
}

/** The forced profile setup, returning to `path` once done. */
export function profileSetupRedirect(path: string): string {
  return `/profile-setup?next=${encodeURIComponent(path)}`;
}
