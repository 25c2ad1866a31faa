import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Makes an account `days` old, so it is past its free first day (decision 0034 counts it from
 * users.created_at). The app has no clock to turn, so this sets the sign-up moment in the
 * server's own database, in the data directory playwright.config.ts gives each port, as an
 * operator would with the database's own tools (SQLite, which the e2e server runs on).
 */
export async function ageAccount(
  baseURL: string | undefined,
  email: string,
  days: number,
): Promise<void> {
  const port = new URL(baseURL ?? 'http://127.0.0.1:3100').port;
  const createdAt = new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
  const script = `
    const Database = require('better-sqlite3');
    const [file, email, createdAt] = process.argv.slice(1);
    const db = new Database(file);
    db.pragma('busy_timeout = 5000');
    const { changes } = db
      .prepare('UPDATE users SET created_at = ? WHERE lower(email) = lower(?)')
      .run(createdAt, email);
    db.close();
    if (changes !== 1) throw new Error('no account ' + email);
  `;
  // Run where the server's own dependency (better-sqlite3) resolves.
  await run('node', ['-e', script, `../../.tmp/e2e-data-${port}/app.db`, email, createdAt], {
    cwd: 'apps/server',
  });
}
