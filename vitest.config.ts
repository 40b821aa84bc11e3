// Separate from vite.config.ts so the React Router plugin does not load under tests.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', 'build/**', 'tests/e2e/**', '.tools/**', 'data/**'],
    globalSetup: ['tests/setup/global.ts'],
    setupFiles: ['tests/setup/console.ts'],
    pool: 'forks',
    // Each worker keeps the modules it has loaded from one test file to the next instead
    // of importing the app afresh for every file: the suite takes half the time. Tests
    // share no state through modules (each file starts its own app on its own database,
    // and restores any global it stubs).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
