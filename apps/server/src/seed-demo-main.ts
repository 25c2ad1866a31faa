// `npm run seed:demo`: adds the demo catalogue (three shops, thirty products, all marked as demo)
// to the database the server uses (DATABASE_URL, or the SQLite file under DATA_DIR), when it has
// no shop and no product yet. Never in production.
import pino from 'pino';
import { seedDemoCatalogue } from './modules/shops/index.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { migrateToLatest } from './platform/db/migrate.ts';
import { DatabaseStartError, openDatabase } from './platform/db/startup.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
if (config.isProduction) fail('The demo catalogue is not for production (NODE_ENV=production).');
const db = await openDatabase(config, pino({ level: 'warn' })).catch((error: unknown) => {
  if (error instanceof DatabaseStartError) fail(error.message);
  throw error;
});
try {
  await migrateToLatest(db.kysely);
  const outcome = await seedDemoCatalogue({ db: db.kysely });
  console.log(
    outcome.seeded
      ? `Added the demo catalogue: ${outcome.shops} shops and ${outcome.products} products, marked as demo.`
      : 'The database already has shops or products: the demo catalogue was not added.',
  );
} finally {
  await db.close();
}
