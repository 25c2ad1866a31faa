// `npm start`: builds the web app if it is missing or older than its sources, then runs the
// server (migrations, API, web app) in this process.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';

const root = join(import.meta.dirname, '..');
const builtIndex = join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/domain/src',
].map((path) => join(root, path));

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const isBuilt =
  existsSync(builtIndex) &&
  statSync(builtIndex).mtimeMs >= Math.max(...sources.filter(existsSync).map(newestMtime));
if (!isBuilt) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

register();
await import('../apps/server/src/main.ts');
