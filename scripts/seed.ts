// `npm run seed -- --offers 300000 [--database-url postgres://...] [--demo] [--seed 42]`
// Prepares the configured database as a start would (migrations, catalogue, gazetteer,
// and the demo data when SEED_DEMO is on or --demo is given), then adds N synthetic
// offers for benchmarks with seedBulkOffers (seed/demo/bulk.ts). PGlite (DATA_DIR,
// DATABASE_URL=file://...) or PostgreSQL (DATABASE_URL=postgres://...).
import { parseArgs } from 'node:util';
import { createStorage } from '#core/storage/create-storage.ts';
import { type Engine, openDatabase } from '#db/client.ts';
import { type BulkOptions, type BulkResult, seedBulkOffers } from '#seed/demo/bulk.ts';
import { prepareDatabase } from '#server/boot.ts';
import { ConfigError, loadConfig } from '#server/config.ts';

const USAGE = `Usage: npm run seed -- --offers <count> [--database-url <url>] [--demo] [--seed <n>] [--batch-size <n>] [--concurrency <n>]`;

function parseCommandLine() {
  return parseArgs({
    options: {
      offers: { type: 'string', default: '0' },
      'database-url': { type: 'string' },
      demo: { type: 'boolean', default: false },
      seed: { type: 'string' },
      'batch-size': { type: 'string' },
      concurrency: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  }).values;
}

type CommandLine = ReturnType<typeof parseCommandLine>;

async function main(): Promise<void> {
  const values = parseCommandLine();
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const count = wholeNumber('--offers', values.offers);
  const config = loadConfig({
    ...process.env,
    ...(values['database-url'] ? { DATABASE_URL: values['database-url'] } : {}),
  });
  const seedDemo = config.seedDemo || values.demo;
  const log = { info: (message: string) => console.log(message), warn: (message: string) => console.warn(message) };

  const started = performance.now();
  console.log(
    `Opening ${config.database.engine === 'postgres' ? 'PostgreSQL' : `PGlite at ${config.database.dataDir}`}`,
  );
  const database = await openDatabase(config.database);
  try {
    const storage = createStorage(config, database.db);
    await prepareDatabase(database, { config: { seedDemo }, storage, log });
    const preparedMs = performance.now() - started;
    console.log(`Database ready in ${seconds(preparedMs)}${seedDemo ? ' (demo data included)' : ''}`);
    if (count === 0) return;
    const result = await seedBulkOffers(database.db, count, bulkOptions(values, database.engine));
    printResult(result, performance.now() - started, preparedMs);
  } finally {
    await database.close();
  }
}

/** The command line's bulk settings, and progress printed every two seconds or so. */
function bulkOptions(values: CommandLine, engine: Engine): BulkOptions {
  let lastPrint = 0;
  return {
    ...(values.seed ? { seed: wholeNumber('--seed', values.seed) } : {}),
    ...(values['batch-size'] ? { batchSize: wholeNumber('--batch-size', values['batch-size']) } : {}),
    concurrency: values.concurrency ? wholeNumber('--concurrency', values.concurrency) : engine === 'postgres' ? 2 : 1,
    onProgress({ done, total, elapsedMs }) {
      if (done < total && elapsedMs - lastPrint < 2_000) return;
      lastPrint = elapsedMs;
      const rate = Math.round(done / (elapsedMs / 1000));
      console.log(
        `  ${done.toLocaleString('en-GB')} / ${total.toLocaleString('en-GB')} offers, ${rate.toLocaleString('en-GB')} offers/s`,
      );
    },
  };
}

function printResult(result: BulkResult, totalMs: number, preparedMs: number): void {
  const rows = result.offers + result.attributeValues + result.photos;
  console.log(
    [
      `Added ${result.offers.toLocaleString('en-GB')} offers, ${result.attributeValues.toLocaleString('en-GB')} attribute values and ${result.photos.toLocaleString('en-GB')} photo rows in ${seconds(result.ms)}`,
      `  ${Math.round(result.offers / (result.ms / 1000)).toLocaleString('en-GB')} offers/s, ${Math.round(rows / (result.ms / 1000)).toLocaleString('en-GB')} rows/s`,
      `  total ${seconds(totalMs)} (preparing the database ${seconds(preparedMs)})`,
    ].join('\n'),
  );
}

function wholeNumber(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new UsageError(`${name} must be a whole number, not '${text}'`);
  return value;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

class UsageError extends Error {}

main().catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof ConfigError) {
    console.error(`${error.message}\n${USAGE}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
