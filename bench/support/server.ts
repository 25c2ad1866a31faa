// Starting the app for a benchmark: a free port and a health check.

import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { type Child, startChild, waitFor } from '../delivery/harness.ts';

/**
 * Compiles the server into apps/server/dist from the sources as they are now (`npm run
 * build:server`), as `npm start` and `npm run worker` run it; exits the benchmark if it fails.
 */
export function buildServer(): void {
  const root = join(import.meta.dirname, '../..');
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(1);
}

/**
 * The server a benchmark starts: this checkout's compiled server (built first), as `npm start`
 * runs it; or, given another checkout's `apps/server` (`--server-dir`, e.g. an older commit in a
 * git worktree), its sources through tsx.
 */
export function serverUnderTest(otherServerDir: string | undefined): {
  serverDir: string;
  script: string;
} {
  if (otherServerDir) return { serverDir: resolve(otherServerDir), script: 'src/main.ts' };
  buildServer();
  return { serverDir: join(import.meta.dirname, '../../apps/server'), script: 'dist/main.js' };
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export async function healthy(url: string): Promise<boolean> {
  return fetch(url).then(
    (response) => response.ok,
    () => false,
  );
}

/**
 * The app as `npm start` runs it in production (SQLite in `dataDir`, mail to a closed port),
 * started from `script` in `cwd`, once its health check answers. `env` adds or overrides settings.
 */
export async function startApp(input: {
  script: string;
  cwd: string;
  dataDir: string;
  env?: Record<string, string>;
  timeoutMs?: number;
  /** Node's own flags, e.g. --cpu-prof. */
  nodeFlags?: string[];
}): Promise<{ app: Child; base: string }> {
  const port = await freePort();
  const app = startChild(
    [input.script],
    input.cwd,
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: input.dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:9',
      ...input.env,
    },
    input.nodeFlags,
  );
  const base = `http://127.0.0.1:${port}`;
  await waitFor('the app', () => healthy(`${base}/api/health`), input.timeoutMs ?? 120_000);
  return { app, base };
}
