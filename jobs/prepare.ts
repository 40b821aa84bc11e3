// Boot step (server/boot.ts): pg-boss's schema and the queues of every job.
import type { DatabaseHandle } from '#db/client.ts';
import { jobDefinitions } from './definitions/index.ts';
import { prepareJobSchema } from './queue.ts';

export function prepareJobQueue(handle: DatabaseHandle): Promise<void> {
  return prepareJobSchema(handle, jobDefinitions);
}
