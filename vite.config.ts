import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // Pre-bundled at dev start-up, so the first page load in `npm run dev` does not
  // discover them late and reload.
  optimizeDeps: { include: ['react', 'react-dom', 'react-dom/client', 'react-router', 'react-router/dom'] },
  build: {
    // Hashed file names under /assets are served with a one-year immutable cache.
    assetsDir: 'assets',
  },
});
