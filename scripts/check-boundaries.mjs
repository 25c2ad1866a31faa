// `npm run check:boundaries`: the server's walls (docs/decisions/0040-modules.md).
//
// dependency-cruiser checks the rules of .dependency-cruiser.cjs on every import of
// apps/server/src (another module's insides, the composition root past an entry file, the
// platform importing a module); this script then folds the files into their modules
// (modules/<name>, platform, the composition root) and fails on any circle between modules, of
// any kind of import (types too), which no single file rule can see.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = spawnSync(
  process.execPath,
  [
    'node_modules/dependency-cruiser/bin/dependency-cruise.mjs',
    'apps/server/src',
    '--config',
    '.dependency-cruiser.cjs',
    '--output-type',
    'json',
  ],
  { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
);
if (!run.stdout) {
  console.error(run.stderr);
  process.exit(1);
}
const result = JSON.parse(run.stdout);

/** The module a file belongs to: modules/<name>, or platform, or the composition root. */
function unitOf(file) {
  const module = /^apps\/server\/src\/modules\/([^/]+)\//.exec(file);
  if (module) return module[1];
  if (file.startsWith('apps/server/src/platform/')) return 'platform';
  return 'composition root';
}

const edges = new Map();
let files = 0;
for (const { source, dependencies } of result.modules) {
  if (!source.startsWith('apps/server/src/')) continue;
  files += 1;
  const from = unitOf(source);
  for (const dependency of dependencies) {
    if (!dependency.resolved.startsWith('apps/server/src/')) continue;
    const to = unitOf(dependency.resolved);
    if (to === from) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    const targets = edges.get(from);
    if (!targets.has(to)) targets.set(to, `${source} -> ${dependency.resolved}`);
  }
}

/** Tarjan's strongly connected components: every group of two or more modules is a circle. */
function circles() {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  const units = new Set([...edges.keys(), ...[...edges.values()].flatMap((t) => [...t.keys()])]);
  function visit(unit) {
    index.set(unit, next);
    low.set(unit, next);
    next += 1;
    stack.push(unit);
    onStack.add(unit);
    for (const target of edges.get(unit)?.keys() ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(unit, Math.min(low.get(unit), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(unit, Math.min(low.get(unit), index.get(target)));
      }
    }
    if (low.get(unit) === index.get(unit)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== unit);
      if (group.length > 1) found.push(group.sort());
    }
  }
  for (const unit of units) if (!index.has(unit)) visit(unit);
  return found;
}

/**
 * Each table has one writing module: every INSERT, UPDATE and DELETE of a table (Kysely's
 * insertInto / updateTable / deleteFrom; migrations excepted) is in the same module or platform.
 */
function tableWriters() {
  const writers = new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'migrations') walk(path);
      } else if (/\.tsx?$/.test(entry.name)) {
        const file = relative(root, path);
        const text = readFileSync(path, 'utf8');
        for (const match of text.matchAll(
          /\b(?:insertInto|updateTable|deleteFrom)\(\s*'([a-z_]+)/g,
        )) {
          const table = match[1];
          if (!writers.has(table)) writers.set(table, new Map());
          const units = writers.get(table);
          if (!units.has(unitOf(file))) units.set(unitOf(file), file);
        }
      }
    }
  };
  walk(join(root, 'apps/server/src'));
  return writers;
}
const writers = tableWriters();
const sharedTables = [...writers].filter(([, units]) => units.size > 1);
for (const [table, units] of sharedTables) {
  console.error(
    `table ${table} is written by ${[...units].map(([unit, file]) => `${unit} (${file})`).join(' and ')}`,
  );
}
if (process.argv.includes('--tables')) {
  for (const [table, units] of [...writers].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`${table}: ${[...units.keys()].join(', ')}`);
  }
}

const violations = result.summary.violations.filter((v) => v.rule.severity === 'error');
for (const violation of violations) {
  const via = violation.cycle
    ? ` (circle: ${violation.cycle.map((c) => c.name ?? c).join(' -> ')})`
    : '';
  console.error(`${violation.rule.name}: ${violation.from} -> ${violation.to}${via}`);
}
const moduleCircles = circles();
for (const group of moduleCircles) {
  console.error(`module circle: ${group.join(' <-> ')}`);
  for (const from of group) {
    for (const [to, example] of edges.get(from) ?? []) {
      if (group.includes(to)) console.error(`  ${from} -> ${to}, e.g. ${example}`);
    }
  }
}
const modules = [...new Set([...edges.keys()])].filter(
  (unit) => unit !== 'platform' && unit !== 'composition root',
);
console.log(
  `boundaries: ${files} files in ${modules.length} modules, platform and the composition root; ${violations.length} rule violations, ${moduleCircles.length} circles between modules, ${sharedTables.length} of ${writers.size} tables written by more than one module`,
);
process.exit(violations.length + moduleCircles.length + sharedTables.length > 0 ? 1 : 0);
