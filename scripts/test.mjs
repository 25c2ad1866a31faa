// `npm test`: every stage (lint, the server's module boundaries, unused exports (knip),
// typecheck, unit, server, e2e), then the time each took.
//
// The first stages need no server and mostly leave one of the machine's cores idle (tsc and Vite
// run on one thread), so they run side by side, each one's output printed whole when it ends;
// building the web app is among them, so the e2e stage's `npm start` finds it built. The server
// suite and the browser suite then run one after the other: the browser suite alone keeps every
// core busy, and timing-sensitive server tests should not share the machine with it.
import { spawn } from 'node:child_process';

const together = [
  ['lint', ['run', 'lint']],
  ['boundaries', ['run', 'check:boundaries']],
  ['exports', ['run', 'check:exports']],
  ['typecheck', ['run', 'typecheck']],
  ['test:unit', ['run', 'test:unit']],
  ['build', ['run', 'build']],
];
const inTurn = [
  ['test:server', ['run', 'test:server']],
  ['test:e2e', ['run', 'test:e2e']],
];

const started = Date.now();
const times = [];

/** Runs one stage; `buffer` keeps its output until it ends, so side-by-side stages don't interleave. */
function run([name, args], { buffer }) {
  const begun = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', args, { stdio: buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const chunks = [];
    if (buffer) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    child.on('close', (code) => {
      const seconds = (Date.now() - begun) / 1000;
      times.push([name, seconds]);
      if (buffer) {
        process.stdout.write(`\n::: ${name} (${seconds.toFixed(0)} s)\n`);
        process.stdout.write(Buffer.concat(chunks));
      }
      resolve(code === 0);
    });
  });
}

function report(failed) {
  console.log('\nStage times:');
  for (const [stage, seconds] of times)
    console.log(`  ${stage.padEnd(12)} ${seconds.toFixed(0)} s`);
  console.log(`  ${'total'.padEnd(12)} ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (failed.length > 0) {
    console.log(`npm test failed at ${failed.join(', ')}`);
    process.exit(1);
  }
}

const results = await Promise.all(together.map((stage) => run(stage, { buffer: true })));
const failed = together.filter((_, i) => !results[i]).map(([name]) => name);
if (failed.length === 0) {
  for (const stage of inTurn) {
    if (!(await run(stage, { buffer: false }))) {
      failed.push(stage[0]);
      break;
    }
  }
}
report(failed);
