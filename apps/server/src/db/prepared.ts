import type { Db } from './client';

const names = new Set<string>();

/**
 * A hot read prepared once per database handle (issue 20: the member's most frequent requests).
 * Drizzle then builds its SQL once instead of on every call, and PostgreSQL gets a named
 * statement: each pooled connection parses it once and soon keeps a generic plan, where an
 * unnamed query is parsed and planned anew every time (planning cost as much as running these).
 * The query's values are `sql.placeholder`s, given to `execute`. A name stands for one statement
 * on a connection, so two statements with one name are refused here rather than by the driver.
 */
export function prepared<P>(name: string, query: (db: Db) => { prepare(name: string): P }): (db: Db) => P {
  if (names.has(name)) throw new Error(`Two prepared statements are named ${name}.`);
  names.add(name);
  // Per handle: a transaction's handle (Tx) runs it on its own connection.
  const byDb = new WeakMap<Db, P>();
  return (db) => {
    let statement = byDb.get(db);
    if (statement === undefined) {
      statement = query(db).prepare(name);
      byDb.set(db, statement);
    }
    return statement;
  };
}
