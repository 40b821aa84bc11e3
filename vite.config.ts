import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // Pre-bundled at dev start-up, so the first page load in `npm run dev` does not
  // discover them late and reload.
  optimizeDeps: { include: ['react', 'react-dom', 'react-dom/client', 'react-router', 'react-router/dom'] },
  resolve: {
    // The MapLibre binding imports 'leaflet': it gets the ES module build the maps use
    // (one copy of Leaflet in the bundle), through the few names it takes from it.
    alias: [
      {
        find: /^leaflet$/,
        replacement: fileURLToPath(new URL('./app/components/maps/leaflet-for-maplibre.ts', import.meta.url)),
      },
    ],
  },
  build: {
    // Hashed file names under /assets are served with a one-year immutable cache.
    assetsDir: 'assets',
  },
});
