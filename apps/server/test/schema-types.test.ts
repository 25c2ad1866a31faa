import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app.ts';

/**
 * `platform/db/schema.ts` and its `tables/` are written by hand; the migrations make the tables. This test holds
 * one against the other on both databases, so the types cannot drift from the schema: every
 * table the migrations make is in `Database` and the reverse, each with the same columns, and (on
 * PostgreSQL, which enforces it) a column may hold null exactly when its type says `| null`.
 * SQLite reports a text primary key as nullable, and cannot make a column added to an existing
 * table refuse null without rebuilding it (migration 0021): its nullability is not compared.
 */

/**
 * What one dialect adds for full-text search, hidden behind `platform/db/full-text.ts` and
 * queried through raw SQL only: SQLite's FTS5 table and its shadow tables, PostgreSQL's
 * generated `search_vector` column.
 */
const FULL_TEXT_TABLE = /^product_search(_(config|content|data|docsize|idx))?$/;
const FULL_TEXT_COLUMNS = new Set(['products.search_vector']);

interface DeclaredColumn {
  name: string;
  isNullable: boolean;
}

const DB_DIR = join(import.meta.dirname, '../src/platform/db');

/** The interfaces of `schema.ts` and of the table files of `tables/`, each with its source. */
function interfacesOfSource() {
  const files = [
    join(DB_DIR, 'schema.ts'),
    ...readdirSync(join(DB_DIR, 'tables')).map((name) => join(DB_DIR, 'tables', name)),
  ];
  const interfaces = new Map<string, { node: ts.InterfaceDeclaration; source: ts.SourceFile }>();
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    source.forEachChild((node) => {
      if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, { node, source });
    });
  }
  return interfaces;
}

/** The tables of the `Database` interface and their columns, read from the source. */
function declaredTables(): Map<string, DeclaredColumn[]> {
  const interfaces = interfacesOfSource();
  const database = interfaces.get('Database');
  if (!database) throw new Error('schema.ts has no Database interface');
  const tables = new Map<string, DeclaredColumn[]>();
  for (const member of database.node.members) {
    if (!ts.isPropertySignature(member) || !member.type) continue;
    const table = member.name.getText(database.source);
    const typeName = member.type.getText(database.source);
    const declaration = interfaces.get(typeName);
    if (!declaration) throw new Error(`no interface ${typeName} (table ${table})`);
    tables.set(
      table,
      declaration.node.members.filter(ts.isPropertySignature).map((column) => ({
        name: column.name.getText(declaration.source),
        isNullable: /\|\s*null\b|\bnull\s*\|/.test(column.type?.getText(declaration.source) ?? ''),
      })),
    );
  }
  return tables;
}

describe.each(TEST_DATABASES)('the database types against the migrated schema, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { jobs: 'none' });
  });
  afterAll(() => t?.close());

  it('name every table and column the migrations make, with the same nullability', async () => {
    const declared = declaredTables();
    const migrated = (await t.db.kysely.introspection.getTables()).filter(
      (table) => !table.name.startsWith('kysely_') && !FULL_TEXT_TABLE.test(table.name),
    );
    expect(migrated.map((table) => table.name).sort()).toEqual([...declared.keys()].sort());
    const drift: string[] = [];
    for (const table of migrated) {
      const declaredColumns = new Map(
        (declared.get(table.name) ?? []).map((column) => [column.name, column.isNullable]),
      );
      for (const column of table.columns) {
        if (FULL_TEXT_COLUMNS.has(`${table.name}.${column.name}`)) continue;
        const isNullable = declaredColumns.get(column.name);
        if (isNullable === undefined) drift.push(`${table.name}.${column.name}: not in the type`);
        else if (kind === 'postgres' && isNullable !== column.isNullable) {
          drift.push(
            `${table.name}.${column.name}: the type says ${isNullable ? '' : 'not '}null, the table ${column.isNullable ? 'allows' : 'refuses'} it`,
          );
        }
        declaredColumns.delete(column.name);
      }
      for (const name of declaredColumns.keys())
        drift.push(`${table.name}.${name}: not in the table`);
    }
    expect(drift).toEqual([]);
  });
});
