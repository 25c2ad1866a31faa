import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = join(import.meta.dirname, '..');

function startServer(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    // No demo catalogue: these servers start on empty databases many times.
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', DEMO_SEED: 'off', ...env },
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function waitForHealth(port: number, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited before it was healthy');
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'greetly-proc-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stops at boot with a message naming an invalid variable', async () => {
    const { child, output } = startServer({ PORT: 'eighty', DATA_DIR: dataDir });
    expect(await exitOf(child)).toBe(1);
    expect(output()).toContain('PORT:');
  });

  it('listens on this machine only by default, and says where mail goes', async () => {
    const port = await freePort();
    const { child, output } = startServer({
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    });
    try {
      await waitForHealth(port, child);
      const listening = [...output().matchAll(/Server listening at http:\/\/([^"]+):\d+/g)].map(
        (match) => match[1],
      );
      expect(listening.length).toBeGreaterThan(0);
      for (const address of listening) expect(address).toMatch(/^(127\.0\.0\.1|\[::1\])$/);
      // Any address of this machine that other machines can reach is closed.
      const outward = Object.values(networkInterfaces())
        .flat()
        .filter((each) => each && !each.internal && each.family === 'IPv4');
      for (const each of outward) {
        const reached = await fetch(`http://${each?.address}:${port}/api/health`).then(
          () => true,
          () => false,
        );
        expect(reached, each?.address).toBe(false);
      }
      expect(output()).toContain(`No SMTP_URL: mail is written to ${join(dataDir, 'outbox')}`);
      expect(output()).toContain('/dev/outbox for this machine only');
    } finally {
      const exited = exitOf(child);
      child.kill('SIGTERM');
      await exited;
    }
  });

  it('serves, then shuts down cleanly on SIGTERM and on SIGINT', async () => {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const port = await freePort();
      const { child } = startServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
      await waitForHealth(port, child);
      const exited = exitOf(child);
      child.kill(signal);
      expect(await exited).toBe(0);
    }
  });
});
