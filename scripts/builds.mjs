// The two builds `npm start` and `npm run worker` need, each made only when it is missing or
// older than its sources: the web app (Vite) and the server (esbuild, one ES module per entry).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = join(import.meta.dirname, '..');
const domainSources = join(root, 'packages/domain/src');

/** The server's entry points; each becomes `apps/server/dist/<name>.js`. */
export const SERVER_ENTRIES = ['main', 'worker-main', 'admin-main', 'seed-demo-main'];
const serverDist = join(root, 'apps/server/dist');

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function isFresh(output, sources) {
  return (
    existsSync(output) &&
    statSync(output).mtimeMs >= Math.max(...sources.filter(existsSync).map(newestMtime))
  );
}

export function ensureWebBuilt() {
  const sources = [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
  ].map((path) => join(root, path));
  if (isFresh(join(root, 'apps/web/dist/index.html'), [...sources, domainSources])) return;
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * Dependencies that stay imports of node_modules: native add-ons, packages that read their own
 * files at run time (the API reference page's assets, pino's worker-thread transports), and the
 * ones the server loads only when first needed, which Node then loads exactly as in the tests
 * (a bundled CommonJS package imported on demand lost its named exports).
 */
const EXTERNAL = [
  'better-sqlite3',
  'sharp',
  '@fastify/swagger-ui',
  // Swagger UI loads this one from node_modules itself: bundling a second copy loaded it twice.
  '@fastify/static',
  'pino',
  'pg-native',
  // Loaded with createRequire only when DATABASE_URL names PostgreSQL (db/connect.ts).
  'pg',
  // Loaded on demand: password strength, Redis counters, uploads, mail.
  '@zxcvbn-ts/*',
  'ioredis',
  'file-type',
  'music-metadata',
  'nodemailer',
  'react',
  'react-dom',
  '@react-email/*',
];

/**
 * Bundles the server's own code, the shared domain package (TypeScript, compiled once here instead
 * of at every start) and the npm packages it loads at start into one module per entry point, so
 * a start reads a few files instead of thousands; the packages in EXTERNAL stay imports of
 * node_modules. Source maps are written beside the bundle, not read at run time (they cost 20 MiB
 * at every start): `node --enable-source-maps apps/server/dist/main.js` to read stack traces.
 */
export async function buildServer() {
  // Loaded only to build: a start with a fresh build does not pay for it.
  const { build } = await import('esbuild');
  await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(
      SERVER_ENTRIES.map((name) => [name, `apps/server/src/${name}.ts`]),
    ),
    outdir: serverDist,
    bundle: true,
    // What our code imports on demand (the mail templates) gets chunks of its own.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    // Less to parse at every start, without renaming: function and class names stay as written
    // for stack traces and the logs' error types. (keepNames kept them through renaming, at the
    // cost of a call per function made at run time: Fastify makes several per request, about 6%
    // of a health check's CPU in bench/api's profile.)
    minifyWhitespace: true,
    minifySyntax: true,
    minifyIdentifiers: false,
    logLevel: 'warning',
    tsconfig: join(root, 'apps/server/tsconfig.json'),
    external: EXTERNAL,
    // CommonJS dependencies inside an ES module still call require() for Node's own modules.
    banner: {
      js: "import { createRequire as __greetlyRequire } from 'node:module'; const require = __greetlyRequire(import.meta.url);",
    },
  });
}

export async function ensureServerBuilt() {
  const sources = [join(root, 'apps/server/src'), domainSources];
  if (SERVER_ENTRIES.every((name) => isFresh(join(serverDist, `${name}.js`), sources))) return;
  console.log('Building the server…');
  await buildServer();
}

/**
 * Runs a compiled entry point in this process (built first when needed), with `args` as its own
 * command-line arguments, as when it is run directly.
 */
export async function runServerEntry(entry, args = []) {
  await ensureServerBuilt();
  const file = join(serverDist, `${entry}.js`);
  process.argv = [process.argv[0], file, ...args];
  await import(pathToFileURL(file).href);
}
