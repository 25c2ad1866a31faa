// `npm run worker` and `npm run admin`: builds the server if it is missing or older than its
// sources, then runs one of its compiled entry points with the remaining arguments.
import { runServerEntry, SERVER_ENTRIES } from './builds.mjs';

const [entry, ...args] = process.argv.slice(2);
if (!entry || !SERVER_ENTRIES.includes(entry)) {
  console.error(`Usage: node scripts/run-server.mjs <${SERVER_ENTRIES.join('|')}> [arguments]`);
  process.exit(2);
}
await runServerEntry(entry, args);
