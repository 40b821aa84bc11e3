// Separate from vite.config.ts so the React Router plugin does not load under tests.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', 'build/**', 'tests/e2e/**', '.tools/**', 'data/**'],
    globalSetup: ['tests/setup/global.ts'],
    setupFiles: ['tests/setup/console.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
