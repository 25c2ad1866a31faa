import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

/**
 * Another process holding SQLite's write lock (`BEGIN EXCLUSIVE`), as a backup, a long migration
 * or an operator's shell does: the app's reads go on (WAL), and each of its writes waits
 * busy_timeout (5 s) and then fails with SQLITE_BUSY, until `release()`.
 */
export async function holdSqliteWriteLock(file: string): Promise<{ release: () => Promise<void> }> {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const script = `
    const Database = require(${JSON.stringify(driver)});
    const db = new Database(${JSON.stringify(file)});
    db.exec('BEGIN EXCLUSIVE');
    process.stdout.write('locked\\n');
    process.stdin.once('data', () => { db.exec('COMMIT'); db.close(); process.exit(0); });
  `;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the lock holder exited with ${code}`)));
  });
  return {
    release: async () => {
      child.stdin.write('release\n');
      await exited;
    },
  };
}
