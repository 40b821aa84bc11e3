// A test that logs a console error or warning fails: such output means something
// went wrong that no assertion looked at.
import { afterEach, beforeEach, vi } from 'vitest';

let logged: string[] = [];

beforeEach(() => {
  logged = [];
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(`console.${method}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  if (logged.length > 0) throw new Error(`The test logged to the console:\n${logged.join('\n')}`);
});
