// `npm run owner -- <e-mail address>`: makes a registered account the owner of a new
// site, which has none (core/backoffice/first-owner.ts). The database is the configured
// one (DATA_DIR or DATABASE_URL), as `npm start` would open it.
import { makeFirstOwner } from '#core/backoffice/first-owner.ts';
import { HttpError } from '#core/errors.ts';
import { openDatabase } from '#db/client.ts';
import { loadConfig } from '#server/config.ts';

async function main(): Promise<number> {
  const email = process.argv[2];
  if (!email || email.startsWith('-')) {
    console.error('Usage: npm run owner -- <e-mail address of a registered account>');
    return 2;
  }
  const config = loadConfig(process.env);
  const database = await openDatabase(config.database);
  try {
    const owner = await makeFirstOwner(database.db, email);
    console.log(`${owner.email} is the site's owner.`);
    console.log(
      'Sign in, turn on two-factor sign-in in Settings (the back office asks for it), then open /admin/users.',
    );
    return 0;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
