// Separate from vite.config.ts so the React Router plugin does not load under tests.
import { globSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const INCLUDE = ['**/*.test.ts', '**/*.test.tsx'];
const EXCLUDE = ['node_modules/**', 'build/**', 'tests/e2e/**', '.tools/**', 'data/**'];

// What opens a database in a test file: the test app or database helpers, or the client itself.
const USES_A_DATABASE =
  /#db\/client\.ts|#server\/app\.ts|setup\/(app|database|mail-app|page-context|site|job-queue|apply-import-process|users)\.ts/;

/**
 * The second run, on a PostgreSQL server (TEST_DATABASE_URL), repeats only the files that
 * use a database: the others test code that does not depend on the engine, and their
 * results cannot differ from the first run's. This keeps CI's two runs from paying twice
 * for a hundred files of pure code.
 */
function filesUsingADatabase(): string[] {
  return globSync(INCLUDE, { exclude: EXCLUDE }).filter((file) => USES_A_DATABASE.test(readFileSync(file, 'utf8')));
}

export default defineConfig({
  test: {
    include: process.env.TEST_DATABASE_URL ? filesUsingADatabase() : INCLUDE,
    exclude: EXCLUDE,
    globalSetup: ['tests/setup/global.ts'],
    setupFiles: ['tests/setup/console.ts'],
    pool: 'forks',
    // Files share their worker's module cache instead of each importing the app afresh:
    // the suite takes about 40% less time. Tests keep no state in modules between files
    // (each builds its own app and database), so the order of files cannot change a result.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
