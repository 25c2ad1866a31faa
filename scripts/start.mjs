// `npm start`: builds the web app and the server if either is missing or older than its sources,
// then runs the compiled server (migrations, API, web app) in this process.
import { ensureWebBuilt, runServerEntry } from './builds.mjs';

ensureWebBuilt();
await runServerEntry('main');
