// Leaflet 1.9 ships an ES module build without naming it in package.json; the map
// imports that file directly (no CommonJS wrapper in the bundle). Its types are
// @types/leaflet's.
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet';
}
