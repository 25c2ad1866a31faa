import pino, { type Logger } from 'pino';
import { buildApp } from './app.ts';
import { seedDemoOnStart } from './modules/shops/index.ts';
import { type Config, ConfigError, loadConfig } from './platform/config.ts';
import type { Db } from './platform/db/connect.ts';
import { migrateToLatest } from './platform/db/migrate.ts';
import { DatabaseStartError, openDatabase } from './platform/db/startup.ts';
import { describeMailDestination } from './platform/mail/mailer.ts';
import { createServices, createWorker } from './services.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function openDatabaseOrExit(config: Config, log: Logger): Promise<Db> {
  try {
    return await openDatabase(config, log);
  } catch (error) {
    if (error instanceof DatabaseStartError) {
      log.fatal(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
// The app's logger comes with the app, which needs the database: this one reports opening it
// and, later, the database's own troubles (a lost SQLite file, dropped PostgreSQL clients).
const log = pino({ level: config.logLevel });
const db = await openDatabaseOrExit(config, log);
await migrateToLatest(db.kysely);
if (config.demoSeed === 'auto' && !config.isProduction) {
  // The demo catalogue's code (its art, its words) loads only where it may be added.
  // A catalogue that could not be added is no reason not to serve: the app works without it.
  try {
    await seedDemoOnStart({ db: db.kysely, config, log });
  } catch (error) {
    log.error({ err: error }, 'could not add the demo catalogue; serving without it');
  }
}
const services = createServices(config, db);
const app = await buildApp({ config, db, ...services });
const worker = config.runWorker
  ? createWorker(config, db, services.mailer, app.log, services.paymentProvider)
  : undefined;

let shuttingDown = false;
async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  // A hung request must not keep the process alive forever.
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  await app.close();
  await worker?.stop();
  services.mailer.close();
  await services.rateLimits.close();
  await db.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
worker?.start();
app.log.info(
  { url: config.publicUrl, database: db.kind, host: config.host },
  `Greetly is serving at ${config.publicUrl}`,
);
const servesOutbox = config.hasDevPages && !config.smtpUrl;
app.log.info(
  describeMailDestination({
    smtpUrl: config.smtpUrl,
    outboxDir: config.outboxDir,
    outboxUrl: servesOutbox ? `${config.publicUrl}/dev/outbox` : undefined,
  }),
);
