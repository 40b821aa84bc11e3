// Prints the last line of CI: 'N passed, N failed', counting every test case of
// every suite, plus one failure for each step that failed outside a test runner.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [resultsDir = '.ci/results', failedStepCount = '0', ...failedSteps] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let testStepsFailed = 0;

for (const name of existsSync(resultsDir) ? readdirSync(resultsDir) : []) {
  const report = JSON.parse(readFileSync(join(resultsDir, name), 'utf8'));
  if (name.startsWith('vitest')) {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    console.log(`${name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
    // Name the failing tests here: CI shows only the tail of the log.
    for (const file of report.testResults ?? []) {
      for (const test of file.assertionResults ?? []) {
        if (test.status !== 'failed') continue;
        console.log(`  FAILED ${file.name} > ${test.fullName}`);
        console.log(
          `    ${String(test.failureMessages?.[0] ?? '')
            .split('\n')
            .slice(0, 3)
            .join('\n    ')}`,
        );
      }
    }
  } else if (name.startsWith('playwright')) {
    const expected = report.stats?.expected ?? 0;
    const unexpected = (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0);
    passed += expected;
    failed += unexpected;
    console.log(`${name}: ${expected} passed, ${unexpected} failed`);
  }
}
for (const step of failedSteps) if (/tests/.test(step)) testStepsFailed++;
// A failed step whose runner reported no failing test (typecheck, lint, build, or a
// runner that crashed) still counts once.
const otherFailures = Number(failedStepCount) - (failed > 0 ? testStepsFailed : 0);
failed += Math.max(0, otherFailures);
if (failedSteps.length > 0) console.log(`failed steps: ${failedSteps.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
