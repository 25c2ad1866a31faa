import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  findStatusWrites,
  STATUS_TABLES,
  type StatusWrite,
  serverSourceFiles,
} from './support/status-writes.ts';

/**
 * Issue 26, part 4: a status is written by its aggregate's `transition` only, which checks the
 * domain's table and writes the history row (transitions-orders, -cards and -shops.test.ts run
 * them). Read from the source with the compiler's types: every Kysely `set` / `doUpdateSet` on a
 * table with a state machine whose value may hold `status` (an object literal, a variable, a
 * callback's result), and every raw SQL UPDATE of one that sets it. Inserting a new row with its
 * first status is making it, not moving it, and is not looked for; neither are the migrations.
 */

/** Where each aggregate's status is written: its transition functions, by file. */
const TRANSITIONS: Record<string, { functions: string[]; table: string }> = {
  'modules/orders/repo.ts': { functions: ['transition'], table: 'orders' },
  'modules/orders/fulfilment/repo.ts': { functions: ['transition'], table: 'shipments' },
  'modules/cards/transitions.ts': {
    functions: ['transitionCard', 'transitionCardsWrites'],
    table: 'cards',
  },
  'modules/shops/product-repo.ts': { functions: ['transition'], table: 'products' },
  'modules/shops/shop-repo.ts': { functions: ['transition'], table: 'shops' },
};

/** The transition function a write is in, or null when it is in none. */
function transitionOf(write: StatusWrite): string | null {
  const allowed = TRANSITIONS[write.file];
  if (!allowed || allowed.table !== write.table) return null;
  return write.functions.find((name) => allowed.functions.includes(name)) ?? null;
}

const where = (write: StatusWrite) =>
  `${write.table} in ${write.file}:${write.line} (${write.functions.join(' in ') || 'top level'})`;

describe('every status write in the server', () => {
  it('is in the transition of its aggregate, and each transition writes its own table', () => {
    const writes = findStatusWrites(serverSourceFiles());
    expect(writes.filter((write) => transitionOf(write) === null).map(where)).toEqual([]);
    const sites = new Set(writes.map((write) => `${write.file}#${transitionOf(write)}`));
    expect([...sites].sort()).toEqual(
      Object.entries(TRANSITIONS)
        .flatMap(([file, { functions }]) => functions.map((name) => `${file}#${name}`))
        .sort(),
    );
    // Every table with a state machine has its transition.
    expect(
      Object.values(TRANSITIONS)
        .map((each) => each.table)
        .sort(),
    ).toEqual([...STATUS_TABLES].sort());
  }, 120_000);

  it('is found wherever it is written, however it is written; other writes are not', () => {
    // Lines that write a status end with `// writes`; the others must not be found.
    const fixture = `
import { type Kysely, sql, type Updateable } from 'kysely';
import type { CardTable, Database } from '../../platform/db/schema.ts';

export async function markSent(db: Kysely<Database>, id: string) {
  await db.updateTable('cards').set({ status: 'sent' }).where('id', '=', id).execute(); // writes
}
export async function transition(db: Kysely<Database>) {
  await db.updateTable('orders as o').set({ status: 'paid' }).execute(); // writes
}
export async function split(db: Kysely<Database>, changes: Updateable<CardTable>) {
  const query = db.updateTable('cards');
  await query.set(changes).execute(); // writes
}
export const viaCallback = (db: Kysely<Database>) =>
  db.updateTable('products').set(() => ({ status: 'archived' as const })).execute(); // writes
export async function byColumn(db: Kysely<Database>) {
  await db.updateTable('shipments').set('status', 'delivered').execute(); // writes
}
export async function upsert(db: Kysely<Database>, row: never) {
  await db
    .insertInto('shops')
    .values(row)
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ status: 'approved' })) // writes
    .execute();
}
export async function raw(db: Kysely<Database>, id: string, table: string) {
  await sql\`update cards set failure_reason = null, status = 'sent' where id = \${id}\`.execute(db); // writes
  await sql\`UPDATE "shops" SET status = 'approved'\`.execute(db); // writes
  await sql\`update \${sql.table(table)} set status = 'sent'\`.execute(db); // writes
}
export async function others(db: Kysely<Database>, id: string) {
  await db.updateTable('cards').set({ updated_at: 'now' }).where('status', '=', 'sent').execute();
  await db.updateTable('cards').set((eb) => ({ opened_at: eb.ref('updated_at') })).execute();
  await db.updateTable('jobs').set({ status: 'done' }).where('id', '=', id).execute();
  await sql\`update jobs set status = 'done' where id = \${id}\`.execute(db);
  await sql\`select status from cards where id = \${id}\`.execute(db);
}
`;
    const path = join(import.meta.dirname, '../src/modules/cards/status-writes-fixture.ts');
    const writes = findStatusWrites([], { path, text: fixture });
    const marked = fixture
      .split('\n')
      .flatMap((line, index) => (line.endsWith('// writes') ? [index + 1] : []));
    expect(marked).toHaveLength(9);
    expect([...new Set(writes.map((write) => write.line))].sort((a, b) => a - b)).toEqual(marked);
    expect(writes.map((write) => write.table)).toEqual([
      'cards',
      'orders',
      'cards',
      'products',
      'shipments',
      'shops',
      'cards',
      'shops',
      '?',
    ]);
    // None of them is in a transition, so the test above fails on each: even one named like one.
    expect(writes.filter((write) => transitionOf(write) !== null)).toEqual([]);
    expect(writes.find((write) => write.table === 'orders')?.functions).toEqual(['transition']);
    expect(writes[0]?.functions).toEqual(['markSent']);
  }, 60_000);
});
