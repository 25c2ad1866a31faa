// `npm run worker`: the job worker alone, for running M workers beside N API processes.
import pino from 'pino';
import { ConfigError, loadConfig } from './platform/config.ts';
import type { Db } from './platform/db/connect.ts';
import { migrateToLatest } from './platform/db/migrate.ts';
import { DatabaseStartError, openDatabase } from './platform/db/startup.ts';
import { createServices, createWorker } from './services.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
const log = pino({ level: config.logLevel });
let db: Db;
try {
  db = await openDatabase(config, log);
} catch (error) {
  if (error instanceof DatabaseStartError) {
    log.fatal(error.message);
    process.exit(1);
  }
  throw error;
}
await migrateToLatest(db.kysely);
const services = createServices(config, db);
const worker = createWorker(config, db, services.mailer, log, services.paymentProvider);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'worker stopping: letting sends in flight finish');
  const force = setTimeout(() => process.exit(1), 30_000);
  force.unref();
  await worker.stop();
  services.mailer.close();
  await services.rateLimits.close();
  await db.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
worker.start();
