import { randomUUID } from 'node:crypto';
import { type Compilable, type CompiledQuery, createQueryId, type Kysely } from 'kysely';

/** What `build` gets in place of the value: no real value equals it. */
const STAND_IN = `stand-in:${randomUUID()}`;

export interface CompiledOnce<R> {
  /** The first row the query answers with `value` in its place, or undefined. */
  first: (value: string) => Promise<R | undefined>;
}

/**
 * A query whose only varying part is one value, compiled into SQL the first time it runs and
 * then run with each value in its parameters. Kysely builds and compiles a query anew at every
 * execution; for the recipient's card that was about 7% of the request (bench/api), and the
 * same SQL text each time also finds its kept SQLite statement at once.
 *
 * Plugins still see each result (`transformResult`); `transformQuery` runs once, at the compile.
 */
export function compiledOnce<DB, R>(
  db: Kysely<DB>,
  build: (value: string) => Compilable<R>,
): CompiledOnce<R> {
  let compiled: { query: CompiledQuery<R>; slot: number } | undefined;

  function compile(): { query: CompiledQuery<R>; slot: number } {
    const query = build(STAND_IN).compile();
    const slot = query.parameters.indexOf(STAND_IN);
    if (slot < 0 || query.parameters.lastIndexOf(STAND_IN) !== slot) {
      throw new Error(`compiledOnce: the value must appear once in ${query.sql}`);
    }
    return { query, slot };
  }

  return {
    async first(value) {
      compiled ??= compile();
      const parameters = [...compiled.query.parameters];
      parameters[compiled.slot] = value;
      const { rows } = await db.executeQuery<R>({
        ...compiled.query,
        queryId: createQueryId(),
        parameters,
      });
      return rows[0];
    },
  };
}
