// Every job of the application: the jobs plugin registers them (handlers run in worker
// processes) and boot creates their queues. A new job is added here.
import type { AnyJobDefinition } from '../define.ts';
import { accountEmailJobs } from './account-emails.ts';
import { sendEmailJob } from './send-email.ts';

export const jobDefinitions: readonly AnyJobDefinition[] = [sendEmailJob, ...accountEmailJobs];
