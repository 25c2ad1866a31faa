// `npm run admin -- <command>`: account roles from the command line, against the same database
// as the server (DATABASE_URL, or the SQLite file under DATA_DIR).
import { parseArgs } from 'node:util';
import pino from 'pino';
import {
  authRepo,
  grantRoleByEmail,
  type RoleChange,
  revokeRoleByEmail,
} from './modules/accounts/index.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { migrateToLatest } from './platform/db/migrate.ts';
import { DatabaseStartError, openDatabase } from './platform/db/startup.ts';

const USAGE = `Usage:
  npm run admin -- grant EMAIL [--role admin|vendor|gifter]   give an account a role (default admin)
  npm run admin -- revoke EMAIL [--role admin|vendor|gifter]  take a role away (default admin)
  npm run admin -- list [--role admin|vendor|gifter]          who holds a role (default admin)`;

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const { values, positionals } = (() => {
  try {
    return parseArgs({
      args: process.argv.slice(2),
      options: { role: { type: 'string', default: 'admin' } },
      allowPositionals: true,
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n\n${USAGE}`, 2);
  }
})();
const [command, email] = positionals;
const needsEmail = command === 'grant' || command === 'revoke';
if (!(needsEmail || command === 'list') || (needsEmail && !email) || positionals.length > 2) {
  fail(USAGE, 2);
}

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
const log = pino({ level: 'warn' });
const db = await openDatabase(config, log).catch((error: unknown) => {
  if (error instanceof DatabaseStartError) fail(error.message);
  throw error;
});
await migrateToLatest(db.kysely);
const repo = authRepo(db.kysely);
const role = values.role;

function report(change: RoleChange, done: string, already: string): void {
  if (!change.ok) fail(change.reason);
  console.log(change.changed ? done : already);
}

try {
  if (command === 'grant' && email) {
    const change = await grantRoleByEmail(repo, { email, role });
    report(
      change,
      `${email} is now ${role === 'admin' ? 'an' : 'a'} ${role}.`,
      `${email} already holds the ${role} role.`,
    );
  } else if (command === 'revoke' && email) {
    const change = await revokeRoleByEmail(repo, { email, role });
    report(
      change,
      `${email} no longer holds the ${role} role.`,
      `${email} did not hold the ${role} role.`,
    );
  } else {
    const parsed = (await import('@greetly/domain')).roleSchema.safeParse(role);
    if (!parsed.success) fail(`Unknown role "${role}".`);
    const holders = await repo.usersWithRole(parsed.data);
    if (holders.length === 0) console.log(`Nobody holds the ${role} role.`);
    for (const holder of holders) console.log(`${holder.email}\t(since ${holder.granted_at})`);
  }
} finally {
  await db.close();
}
