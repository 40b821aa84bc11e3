// Registration and login benchmark (prints figures; not a test):
//   npm run bench:auth [-- --runs 40]
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:auth
// The requirement: POST /api/auth/register and POST /api/auth/login each answer in under
// 300 ms at the 95th percentile on an idle machine, with Argon2id at or above OWASP's
// minimum (19 MiB, 2 passes, 1 lane). Run through the real app (app.inject: routing,
// CSRF check, validation, limits, the database, the e-mail job, the session), on a fresh
// database: PGlite in a temp folder, or, with BENCH_DATABASE_URL, TEST_DATABASE_URL or
// DATABASE_URL, a new database on that PostgreSQL server, dropped at the end.
// Each request comes from its own client (a session cookie from GET /api/sanctum/csrf-cookie
// first, as the site's dialog does) and its own address, as people registering do.
// Printed: p50/p95/max of register and login, Argon2id hash and verify alone, and where
// a request's time went (SQL statements by kind, timed at the client).
import { availableParallelism, cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { hashPassword, PASSWORD_HASH_OPTIONS, verifyPassword } from '#core/accounts/password.ts';
import { createClient } from '#tests/setup/client.ts';
import { openBenchApp } from './bench-database.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: process.env.BENCH_AUTH_RUNS ?? '40' } } });
const RUNS = Number(values.runs);
if (!Number.isInteger(RUNS) || RUNS < 5) throw new Error('--runs must be an integer of at least 5');
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const TARGET_P95_MS = 300;

// --- figures ---

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

type Summary = { p50: number; p95: number; max: number };
function summarise(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? Number.NaN };
}

const sum = (samples: number[]) => samples.reduce((total, value) => total + value, 0);
const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
function printSummary(name: string, samples: number[], target?: number): Summary {
  const summary = summarise(samples);
  const verdict = target === undefined ? '' : summary.p95 <= target ? '  ok' : `  OVER ${target} ms`;
  console.log(
    `  ${name.padEnd(22)} p50 ${ms(summary.p50)}  p95 ${ms(summary.p95)}  max ${ms(summary.max)}  (${samples.length} runs)${verdict}`,
  );
  return summary;
}

// --- where a request's time goes: its SQL statements, timed at the client ---

type Stat = { count: number; ms: number };
let statements: Map<string, Stat> | null = null;

/** The kind of a statement: its first words, without quotes, parameters or column lists. */
function statementKind(text: string): string {
  const flat = text.slice(0, 2000).replace(/"/g, '').replace(/\s+/g, ' ').trim().toLowerCase();
  const insert = /^insert into (\S+)/.exec(flat);
  if (insert) return `insert into ${insert[1]}`;
  const update = /^update (\S+)/.exec(flat);
  if (update) return `update ${update[1]}`;
  const remove = /^delete from (\S+)/.exec(flat);
  if (remove) return `delete from ${remove[1]}`;
  const select = /^(?:with .*?\) )?select .*? from (\S+)/.exec(flat);
  if (select) return `select from ${select[1]}`;
  return flat.slice(0, 50);
}

/** pg.Client#query, timed while `statements` is set (drizzle and pg.Pool both end there). */
function installStatementTimer(): void {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function timedQuery(this: unknown, ...args: unknown[]): unknown {
    const into = statements;
    if (!into) return original.apply(this, args);
    const first = args[0] as string | { text?: string } | null;
    const kind = statementKind(typeof first === 'string' ? first : (first?.text ?? ''));
    const started = performance.now();
    const done = () => {
      const stat = into.get(kind) ?? { count: 0, ms: 0 };
      stat.count += 1;
      stat.ms += performance.now() - started;
      into.set(kind, stat);
    };
    const callbackAt = args.findIndex((arg) => typeof arg === 'function');
    if (callbackAt >= 0) {
      const callback = args[callbackAt] as (...result: unknown[]) => void;
      args[callbackAt] = (...result: unknown[]) => {
        done();
        callback(...result);
      };
    }
    const result = original.apply(this, args);
    if (callbackAt < 0 && result instanceof Promise) result.then(done, done);
    return result;
  };
}

function printStatements(name: string, byKind: Map<string, Stat>, requests: number, wallMs: number): void {
  const rows = [...byKind.entries()].sort((a, b) => b[1].ms - a[1].ms);
  const dbMs = rows.reduce((sum, [, stat]) => sum + stat.ms, 0);
  const count = rows.reduce((sum, [, stat]) => sum + stat.count, 0);
  console.log(
    `  ${name}: per request ${(count / requests).toFixed(1)} statements, ${(dbMs / requests).toFixed(1)} ms waiting for the database, ${((wallMs - dbMs) / requests).toFixed(1)} ms in Node (mostly Argon2id)`,
  );
  for (const [kind, stat] of rows.slice(0, 10)) {
    console.log(
      `    ${(stat.ms / requests).toFixed(2).padStart(7)} ms  ${(stat.count / requests).toFixed(1).padStart(4)} x  ${kind}`,
    );
  }
}

// --- the database and the app ---

// --- the run ---

const { app, handle, close } = await openBenchApp('auth', POSTGRES_URL);
installStatementTimer();

console.log(
  `Auth benchmark on ${handle.engine === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'}, Node ${process.version}, ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown'}), load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
);
console.log(
  `Argon2id m=${PASSWORD_HASH_OPTIONS.memoryCost} KiB, t=${PASSWORD_HASH_OPTIONS.timeCost}, p=${PASSWORD_HASH_OPTIONS.parallelism}; ${RUNS} runs each after 3 warm-ups\n`,
);

// Argon2id alone.
const password = 'Kettle-Moss-42';
const hashTimes: number[] = [];
const verifyTimes: number[] = [];
let stored = '';
for (let run = -3; run < RUNS; run++) {
  let started = performance.now();
  stored = await hashPassword(password);
  if (run >= 0) hashTimes.push(performance.now() - started);
  started = performance.now();
  if (!(await verifyPassword(stored, password))) throw new Error('verify failed');
  if (run >= 0) verifyTimes.push(performance.now() - started);
}

/** Runs one request with its statements counted into `into` (background jobs' statements meanwhile too). */
async function timedRequest<T>(into: Map<string, Stat>, run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  statements = into;
  const started = performance.now();
  try {
    const value = await run();
    return { value, ms: performance.now() - started };
  } finally {
    statements = null;
  }
}

/** Each person from an address of their own (10.x.y.z), as people registering at once are. */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
const emailOf = (n: number) => `bench.person.${n}@example.com`;

async function register(n: number, into: Map<string, Stat>): Promise<number> {
  const client = createClient(app, { remoteAddress: addressOf(n) });
  await client.csrf();
  const response = await timedRequest(into, () =>
    client.post('/api/auth/register', {
      type: 'user',
      name: `Person ${n}`,
      email: emailOf(n),
      password,
      rePassword: password,
      tos: true,
    }),
  );
  if (response.value.statusCode !== 204)
    throw new Error(`register ${n}: ${response.value.statusCode} ${response.value.body}`);
  return response.ms;
}

async function logIn(n: number, at: number, into: Map<string, Stat>): Promise<number> {
  const client = createClient(app, { remoteAddress: addressOf(100_000 + at) });
  await client.csrf();
  const response = await timedRequest(into, () => client.post('/api/auth/login', { email: emailOf(n), password }));
  if (response.value.statusCode !== 200)
    throw new Error(`login ${n}: ${response.value.statusCode} ${response.value.body}`);
  return response.ms;
}

const registerTimes: number[] = [];
const registerStatements = new Map<string, Stat>();
for (let run = -3; run < RUNS; run++) {
  if (run === 0) registerStatements.clear();
  const elapsed = await register(run + 3, registerStatements);
  if (run >= 0) registerTimes.push(elapsed);
}

// The people log in once their address is confirmed.
await handle.db.execute(sql`update users set email_verified_at = now() where email like 'bench.person.%'`);
const loginTimes: number[] = [];
const loginStatements = new Map<string, Stat>();
for (let run = -3; run < RUNS; run++) {
  if (run === 0) loginStatements.clear();
  const elapsed = await logIn(run + 3, run + 3, loginStatements);
  if (run >= 0) loginTimes.push(elapsed);
}

console.log('Times');
printSummary('Argon2id hash', hashTimes);
printSummary('Argon2id verify', verifyTimes);
const registered = printSummary('POST /api/auth/register', registerTimes, TARGET_P95_MS);
const loggedIn = printSummary('POST /api/auth/login', loginTimes, TARGET_P95_MS);
console.log('\nWhere the time goes');
printStatements('register', registerStatements, RUNS, sum(registerTimes));
printStatements('login', loginStatements, RUNS, sum(loginTimes));

await close();
if (registered.p95 > TARGET_P95_MS || loggedIn.p95 > TARGET_P95_MS) process.exitCode = 1;
