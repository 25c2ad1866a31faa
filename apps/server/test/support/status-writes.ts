// Finds every write of a state machine's `status` in the server's source, with the TypeScript
// compiler's types, for test/transitions.test.ts.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** The tables whose `status` is a state machine's (packages/domain), by their aggregate. */
export const STATUS_TABLES = ['orders', 'shipments', 'cards', 'products', 'shops'];

/** One write of a status, where it is. */
export interface StatusWrite {
  /** The file, relative to apps/server/src. */
  file: string;
  /** The names of the functions it is in, innermost first. */
  functions: string[];
  /** The table it writes (`?` when its SQL names it through a value). */
  table: string;
  line: number;
}

const SERVER = join(import.meta.dirname, '../..');
const SRC = join(SERVER, 'src');

/**
 * Every TypeScript file of the server's source but its migrations (which make and convert the
 * schema once; a running server never runs them again).
 */
export function serverSourceFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : serverSourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function compilerOptions(): ts.CompilerOptions {
  const config = ts.readConfigFile(join(SERVER, 'tsconfig.json'), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, SERVER);
  return { ...parsed.options, noEmit: true, composite: false, incremental: false };
}

/** An UPDATE (or an upsert's DO UPDATE) in raw SQL that sets `status` of one of the tables. */
/** What raw SQL's interpolated values read as here: the table may be one of them. */
const VALUE = '<value>';
const TABLE = String.raw`["\x60]?(${STATUS_TABLES.join('|')}|${VALUE})["\x60]?`;
const RAW_STATUS_WRITES = [
  new RegExp(String.raw`\bupdate\s+${TABLE}(?:\s+(?:as\s+)?\w+)?\s+set\b[^;]*?\bstatus\s*=`, 'i'),
  new RegExp(
    String.raw`\binsert\s+into\s+${TABLE}[^;]*\bdo\s+update\s+set\b[^;]*?\bstatus\s*=`,
    'i',
  ),
];

function rawStatusTable(node: ts.Node): string | null {
  let text: string;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
  else if (ts.isTemplateExpression(node)) {
    text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(VALUE);
  } else return null;
  for (const pattern of RAW_STATUS_WRITES) {
    const match = pattern.exec(text);
    if (match) return match[1] === VALUE ? '?' : (match[1] ?? '?').toLowerCase();
  }
  return null;
}

/** The names of the functions around a node, innermost first (anonymous callbacks skipped). */
function functionsAround(node: ts.Node): string[] {
  const names: string[] = [];
  for (let at = node.parent; at; at = at.parent) {
    if ((ts.isFunctionDeclaration(at) || ts.isMethodDeclaration(at)) && at.name) {
      names.push(at.name.getText());
    } else if (ts.isArrowFunction(at) || ts.isFunctionExpression(at)) {
      const owner = at.parent;
      if (ts.isVariableDeclaration(owner) || ts.isPropertyAssignment(owner)) {
        names.push(owner.name.getText());
      }
    }
  }
  return names;
}

/** The types a value may have: each member of a union, the results of a function. */
function shapesOf(checker: ts.TypeChecker, type: ts.Type): ts.Type[] {
  const members = type.isUnion() ? type.types : [type];
  return members.flatMap((member) => {
    const calls = member.getCallSignatures();
    return calls.length > 0
      ? calls.flatMap((call) => shapesOf(checker, checker.getReturnTypeOfSignature(call)))
      : [member];
  });
}

const UNKNOWN = ts.TypeFlags.Any | ts.TypeFlags.Unknown;

/** Whether a `.set(…)` may write `status`: it names it, or its type has it, or it cannot be told. */
function setsStatus(checker: ts.TypeChecker, call: ts.CallExpression): boolean {
  const [first, second] = call.arguments;
  if (!first) return false;
  if (second) {
    // set('status', value): the column is the first argument.
    const column = checker.getTypeAtLocation(first);
    return !column.isStringLiteral() || column.value === 'status';
  }
  return shapesOf(checker, checker.getTypeAtLocation(first)).some(
    (shape) =>
      (shape.flags & UNKNOWN) !== 0 || checker.getPropertyOfType(shape, 'status') !== undefined,
  );
}

/** Kysely builders whose `set` / `doUpdateSet` write a table, and where their table's type is. */
const BUILDERS: Record<string, number> = {
  UpdateQueryBuilder: 1,
  OnConflictBuilder: 1,
  OnConflictUpdateBuilder: 1,
};

/**
 * The tables a Kysely builder writes (an alias, `'orders as o'`, is its table's: the row type
 * the builder's database gives the alias is that table's); null when the receiver is not one.
 */
function tablesOf(checker: ts.TypeChecker, receiver: ts.Type, at: ts.Node): string[] | null {
  const index = BUILDERS[receiver.getSymbol()?.getName() ?? ''];
  if (index === undefined) return null;
  const [database, table] = [0, index].map(
    (each) => checker.getTypeArguments(receiver as ts.TypeReference)[each],
  );
  if (!database || !table) return ['?'];
  const rowOf = (name: string) => {
    const column = checker.getPropertyOfType(database, name);
    return column && checker.getTypeOfSymbolAtLocation(column, at).getSymbol();
  };
  const members = table.isUnion() ? table.types : [table];
  return members.map((member) => {
    if (!member.isStringLiteral()) return '?';
    if (STATUS_TABLES.includes(member.value)) return member.value;
    const row = rowOf(member.value);
    return STATUS_TABLES.find((name) => row !== undefined && rowOf(name) === row) ?? member.value;
  });
}

/**
 * Every write of a status in `files` (and in `fixture`, a file that exists for this search only,
 * at a path in the source tree so its imports resolve): a Kysely `set` or `doUpdateSet` on one
 * of STATUS_TABLES whose value may hold `status`, by its type, or raw SQL that updates one.
 */
export function findStatusWrites(
  files: readonly string[],
  fixture?: { path: string; text: string },
): StatusWrite[] {
  const options = compilerOptions();
  const host = ts.createCompilerHost(options, true);
  if (fixture) {
    const { getSourceFile, fileExists, readFile } = host;
    host.getSourceFile = (name, language, ...rest) =>
      name === fixture.path
        ? ts.createSourceFile(name, fixture.text, language, true)
        : getSourceFile.call(host, name, language, ...rest);
    host.fileExists = (name) => name === fixture.path || fileExists.call(host, name);
    host.readFile = (name) => (name === fixture.path ? fixture.text : readFile.call(host, name));
  }
  const roots = fixture ? [...files, fixture.path] : [...files];
  const program = ts.createProgram(roots, options, host);
  const checker = program.getTypeChecker();
  const wanted = new Set(roots);
  const found: StatusWrite[] = [];
  for (const source of program.getSourceFiles()) {
    if (!wanted.has(source.fileName)) continue;
    const record = (node: ts.Node, table: string) =>
      found.push({
        file: relative(SRC, source.fileName),
        functions: functionsAround(node),
        table,
        line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      });
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        const method = node.expression.name.text;
        if (method === 'set' || method === 'doUpdateSet') {
          const receiver = checker.getTypeAtLocation(node.expression.expression);
          const tables = tablesOf(checker, receiver, node);
          const written = (tables ?? []).filter(
            (table) => table === '?' || STATUS_TABLES.includes(table),
          );
          if (written.length > 0 && setsStatus(checker, node)) {
            for (const table of written) record(node, table);
          }
        }
      }
      const raw = rawStatusTable(node);
      if (raw) record(node, raw);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
