// The tile server the browser tests' app is configured with: nothing listens there, so
// every tile fails at once, as on a machine without internet, and the maps fall back
// to their offline basemap. Loopback, so no test request leaves the machine.
export const UNREACHABLE_TILE_ORIGIN = 'https://127.0.0.1:9';
