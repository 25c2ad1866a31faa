// `npm start`: builds the web app and the server if either is missing or older than its sources,
// then runs the compiled server (migrations, API, web app) in this process.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureServerBuilt, ensureWebBuilt, serverDist } from './builds.mjs';

ensureWebBuilt();
await ensureServerBuilt();
await import(pathToFileURL(join(serverDist, 'main.js')).href);
