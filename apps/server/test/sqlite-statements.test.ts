import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepingStatements } from '../src/platform/db/sqlite-statements.ts';

describe('SQLite statements kept by their SQL', () => {
  let sqlite: SQLite.Database;
  afterEach(() => sqlite?.close());

  function open() {
    sqlite = new SQLite(':memory:');
    sqlite.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)');
    sqlite.exec("INSERT INTO t (name) VALUES ('a'), ('b'), ('c')");
    return vi.spyOn(sqlite, 'prepare');
  }

  it('prepares a statement once and hands the same one out again', () => {
    const prepare = open();
    const db = keepingStatements(sqlite);
    const first = db.prepare('SELECT name FROM t WHERE id = ?');
    const second = db.prepare('SELECT name FROM t WHERE id = ?');
    expect(second).toBe(first);
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(second.all([2])).toEqual([{ name: 'b' }]);
  });

  it('gives a fresh statement while the kept one is still being read', () => {
    open();
    const db = keepingStatements(sqlite);
    const sql = 'SELECT name FROM t ORDER BY id';
    const rows = db.prepare(sql).iterate([]);
    expect(rows.next().value).toEqual({ name: 'a' });
    const other = db.prepare(sql);
    expect(other.all([])).toHaveLength(3);
    expect([...rows]).toEqual([{ name: 'b' }, { name: 'c' }]);
  });

  it('keeps a bounded number, dropping the least recently used', () => {
    const prepare = open();
    const db = keepingStatements(sqlite, 2);
    db.prepare('SELECT 1');
    db.prepare('SELECT 2');
    db.prepare('SELECT 1');
    db.prepare('SELECT 3');
    expect(prepare).toHaveBeenCalledTimes(3);
    db.prepare('SELECT 1');
    expect(prepare).toHaveBeenCalledTimes(3);
    db.prepare('SELECT 2');
    expect(prepare).toHaveBeenCalledTimes(4);
  });

  it('a kept statement sees a column added after it was prepared', () => {
    open();
    const db = keepingStatements(sqlite);
    expect(db.prepare('SELECT * FROM t WHERE id = ?').all([1])).toEqual([{ id: 1, name: 'a' }]);
    sqlite.exec("ALTER TABLE t ADD COLUMN colour TEXT DEFAULT 'red'");
    expect(db.prepare('SELECT * FROM t WHERE id = ?').all([1])).toEqual([
      { id: 1, name: 'a', colour: 'red' },
    ]);
  });

  it('gives the rows better-sqlite3 gives, keys in the same order, for named columns', () => {
    open();
    const db = keepingStatements(sqlite);
    for (const sql of [
      'SELECT id, name FROM t ORDER BY id',
      'SELECT name, id, upper(name) AS shout, NULL AS empty, 1.5 AS half FROM t',
      // The later of two columns of one name wins, as in better-sqlite3's own objects.
      'SELECT id, name AS id FROM t',
      'SELECT id FROM t WHERE id > 5',
    ]) {
      const rows = db.prepare(sql).all([]);
      const expected = sqlite.prepare(sql).all();
      expect(rows).toEqual(expected);
      expect(rows.map((row) => Object.keys(row as object))).toEqual(
        expected.map((row) => Object.keys(row as object)),
      );
    }
    const iterated = [...db.prepare('SELECT id, name FROM t WHERE id < ?').iterate([3])];
    expect(iterated).toEqual([
      { id: 1, name: 'a' },
      { id: 2, name: 'b' },
    ]);
  });

  it('answers writes, with and without RETURNING, as before', () => {
    open();
    const db = keepingStatements(sqlite);
    expect(db.prepare("INSERT INTO t (name) VALUES ('d') RETURNING id, name").all([])).toEqual([
      { id: 4, name: 'd' },
    ]);
    expect(db.prepare('UPDATE t SET name = ? WHERE id = ?').run(['e', 4])).toMatchObject({
      changes: 1,
    });
    expect(db.prepare('SELECT name FROM t WHERE id = 4').all([])).toEqual([{ name: 'e' }]);
  });
});
