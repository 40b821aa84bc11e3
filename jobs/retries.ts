// How e-mail jobs retry: 8 times with exponential backoff (about 10 s, 20 s, 40 s ...
// 30 min, with jitter: up to ~40 min in all), each attempt allowed two minutes.
import type { JobOptions } from './define.ts';

export const EMAIL_RETRIES = {
  retryLimit: 8,
  retryDelay: 10,
  retryBackoff: true,
  retryDelayMax: 1800,
  expireInSeconds: 120,
} as const satisfies JobOptions;
