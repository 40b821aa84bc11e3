// A separate process that applies an import on a PostgreSQL database, slowly (one row
// per batch), so the crash test can kill it with SIGKILL at any point of the work.
import { applyImport } from '#core/imports/apply.ts';
import { openDatabase } from '#db/client.ts';

const [url, importId] = process.argv.slice(2);
if (!url || !importId) throw new Error('usage: apply-import-process.ts <database url> <import id>');
const database = await openDatabase({ engine: 'postgres', url, poolSize: 1 });
process.send?.('started');
await applyImport(database.db, importId, { batchSize: 1 });
await database.close();
