// What the MapLibre binding (@maplibre/maplibre-gl-leaflet) takes from 'leaflet', which
// vite.config.ts points here: the parts of the ES module build our maps already use, so
// the binding shares their Leaflet, and the maps' shared chunk keeps only what it needs.
import { DomEvent, DomUtil, extend, Layer, latLngBounds, setOptions, Util } from 'leaflet/dist/leaflet-src.esm.js';

// Frozen: the binding then leaves it as it is (it adds itself only to an extensible L).
export default Object.freeze({ DomEvent, DomUtil, extend, Layer, latLngBounds, setOptions, Util });
