import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const logging = join(import.meta.dirname, '../src/platform/http/logging.ts');

/** Runs `body` in a new Node process with `destination` = stdoutLogDestination(); its stdout and exit code. */
function runWithDestination(body: string): Promise<{ stdout: string; code: number | null }> {
  const script = `import { stdoutLogDestination } from ${JSON.stringify(logging)};
const destination = stdoutLogDestination();
${body}`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    env: { PATH: process.env.PATH },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  return new Promise((resolve) => child.once('close', (code) => resolve({ stdout, code })));
}

describe('the stdout log destination (lines of 10 ms in one write)', () => {
  it('writes the lines of each turn, in order', async () => {
    const { stdout, code } = await runWithDestination(`
destination.write('first\\n');
setImmediate(() => {
  destination.write('second\\n');
  destination.write('third\\n');
});`);
    expect(code).toBe(0);
    expect(stdout).toBe('first\nsecond\nthird\n');
  });

  it('writes the lines within moments while the process goes on', async () => {
    const { stdout, code } = await runWithDestination(`
import { writeSync } from 'node:fs';
destination.write('logged\\n');
setTimeout(() => writeSync(1, 'later\\n'), 300);`);
    expect(code).toBe(0);
    expect(stdout).toBe('logged\nlater\n');
  });

  it('writes the lines still pending when an uncaught exception ends the process', async () => {
    const { stdout, code } = await runWithDestination(`
destination.write('one\\n');
destination.write('two\\n');
throw new Error('boom');`);
    expect(code).not.toBe(0);
    expect(stdout).toBe('one\ntwo\n');
  });

  it('writes the lines pending when the process exits', async () => {
    const { stdout, code } = await runWithDestination(`
destination.write('before exit\\n');
process.exit(3);`);
    expect(code).toBe(3);
    expect(stdout).toBe('before exit\n');
  });

  it('is one destination per process', async () => {
    const { stdout } = await runWithDestination(`
process.stdout.write(String(destination === stdoutLogDestination()) + '\\n');`);
    expect(stdout).toBe('true\n');
  });
});
