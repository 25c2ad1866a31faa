// The server's walls (docs/decisions/0040-modules.md), checked by `npm run check:boundaries`
// (part of `npm test`). Paths are relative to the repository root.
const MODULES = '^apps/server/src/modules/([^/]+)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'module-insides',
      comment:
        "A module is reached through its entry file (index.ts) only: another module's other files are its insides.",
      severity: 'error',
      from: { path: MODULES },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'composition-root-through-entries',
      comment:
        'The composition root (app.ts, services.ts, the *-main.ts entry points) wires modules through their entry files too.',
      severity: 'error',
      from: { path: '^apps/server/src/[^/]+\\.ts$' },
      to: {
        path: '^apps/server/src/modules/[^/]+/',
        pathNot: '^apps/server/src/modules/[^/]+/index\\.ts$',
      },
    },
    {
      name: 'platform-knows-no-module',
      comment:
        'The platform (db, http, jobs, mail, rate-limit, config, policies, lib) is what every module uses; it uses none of them.',
      severity: 'error',
      from: { path: '^apps/server/src/platform/' },
      to: { path: '^apps/server/src/(modules/|[^/]+\\.ts$)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^apps/server/src/',
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
