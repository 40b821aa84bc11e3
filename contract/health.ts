// The platform's health answers: /healthz (the process is up), /readyz (the database
// answers) and /api/health (the database, and the payment gateway this site takes).
import { z } from 'zod';
import { paymentsStateSchema } from './prices.ts';

export const healthStatusSchema = z.object({ status: z.enum(['ok', 'unavailable']) });
export type HealthStatus = z.infer<typeof healthStatusSchema>;
export const healthSchema = healthStatusSchema.extend({ payments: paymentsStateSchema });
export type Health = z.infer<typeof healthSchema>;
