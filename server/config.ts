// Configuration is read once at boot and validated; a wrong value stops start-up
// with a message naming the variable (see docs/operations.md for the full list).
import { resolve } from 'node:path';
import { z } from 'zod';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const databaseUrl = z
  .string()
  .refine(
    (value) => value === 'memory://' || /^postgres(ql)?:\/\//.test(value) || value.startsWith('file://'),
    'must be memory://, file://<folder> or postgres://user@host:port/database',
  );

const environmentSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: databaseUrl.optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  SEED_DEMO: booleanText.optional(),
  STORAGE_DRIVER: z.enum(['filesystem', 'database']).optional(),
  STORAGE_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanText.default(false),
  SERVE_SITE: booleanText.default(true),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
});

export type DatabaseTarget =
  | { engine: 'pglite'; dataDir: string }
  | { engine: 'postgres'; url: string; poolSize: number };

export type Config = {
  env: 'production' | 'development' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  database: DatabaseTarget;
  seedDemo: boolean;
  storage: { driver: 'filesystem'; dir: string } | { driver: 'database' };
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  /** false: the API, health and stored files only, without the React site (no build needed). */
  serveSite: boolean;
  rateLimitPerMinute: number;
  shutdownTimeoutMs: number;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const database = databaseTarget(e.DATABASE_URL, dataDir, e.DATABASE_POOL_SIZE);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    database,
    // Demo accounts must never reach a production server by accident: on a real
    // PostgreSQL server they are only created when asked for explicitly.
    seedDemo: e.SEED_DEMO ?? database.engine === 'pglite',
    // Uploads are shared state: with a real PostgreSQL server (and so possibly several
    // app servers) they live in the database unless a shared folder is configured.
    storage:
      (e.STORAGE_DRIVER ?? (database.engine === 'pglite' || e.STORAGE_DIR ? 'filesystem' : 'database')) === 'filesystem'
        ? { driver: 'filesystem', dir: resolve(e.STORAGE_DIR ?? `${dataDir}/uploads`) }
        : { driver: 'database' },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    serveSite: e.SERVE_SITE,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
  };
}

function databaseTarget(url: string | undefined, dataDir: string, poolSize: number): DatabaseTarget {
  if (url === undefined) return { engine: 'pglite', dataDir: `${dataDir}/pglite` };
  if (url === 'memory://') return { engine: 'pglite', dataDir: 'memory://' };
  if (url.startsWith('file://')) return { engine: 'pglite', dataDir: resolve(url.slice('file://'.length)) };
  return { engine: 'postgres', url, poolSize };
}
