// `npm test`: every stage in order (lint, typecheck, unit, server, e2e), stopping at the first
// that fails, then the time each stage took.
import { spawnSync } from 'node:child_process';

const stages = ['lint', 'typecheck', 'test:unit', 'test:server', 'test:e2e'];
const times = [];
let failed;
for (const stage of stages) {
  const started = Date.now();
  const result = spawnSync('npm', ['run', stage], { stdio: 'inherit' });
  times.push([stage, (Date.now() - started) / 1000]);
  if (result.status !== 0) {
    failed = stage;
    break;
  }
}
console.log('\nStage times:');
for (const [stage, seconds] of times) console.log(`  ${stage.padEnd(12)} ${seconds.toFixed(0)} s`);
if (failed) {
  console.log(`npm test failed at ${failed}`);
  process.exit(1);
}
