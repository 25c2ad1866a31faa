// `npm run worker` and `npm run admin`: builds the server if it is missing or older than its
// sources, then runs one of its compiled entry points with the remaining arguments.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureServerBuilt, SERVER_ENTRIES, serverDist } from './builds.mjs';

const [entry, ...args] = process.argv.slice(2);
if (!entry || !SERVER_ENTRIES.includes(entry)) {
  console.error(`Usage: node scripts/run-server.mjs <${SERVER_ENTRIES.join('|')}> [arguments]`);
  process.exit(2);
}
await ensureServerBuilt();
// The entry reads its own arguments from process.argv, as when it is run directly.
process.argv = [process.argv[0], join(serverDist, `${entry}.js`), ...args];
await import(pathToFileURL(join(serverDist, `${entry}.js`)).href);
