import type { Db } from './client';

const names = new Set<string>();

interface Preparable<P> {
  prepare(name: string): P;
}

/**
 * A hot read prepared once per database handle (issue 20: the member's most frequent requests).
 * Drizzle then builds its SQL once instead of on every call, and PostgreSQL gets a named
 * statement: each pooled connection parses it once and soon keeps a generic plan, where an
 * unnamed query is parsed and planned anew every time (planning cost as much as running these).
 * The query's values are `sql.placeholder`s, given to `execute`. A name stands for one statement
 * on a connection, so two statements with one name are refused here rather than by the driver.
 * PostgreSQL keeps them per session: a pooler in front of it must give the server its sessions
 * (README, DATABASE_URL).
 */
export function prepared<P>(name: string, query: (db: Db) => Preparable<P>): (db: Db) => P {
  const variants = preparedVariants(name, (db) => query(db));
  return (db) => variants(db, '');
}

/**
 * A prepared read whose SQL takes one of a few shapes (which optional filters a search has): each
 * variant is a statement of its own, `name:variant`, prepared when first used, so each keeps the
 * plan its own conditions call for.
 */
export function preparedVariants<P>(name: string, query: (db: Db, variant: string) => Preparable<P>): (db: Db, variant: string) => P {
  if (names.has(name)) throw new Error(`Two prepared statements are named ${name}.`);
  names.add(name);
  // Per handle: a transaction's handle (Tx) runs it on its own connection.
  const byDb = new WeakMap<Db, Map<string, P>>();
  return (db, variant) => {
    let statements = byDb.get(db);
    if (statements === undefined) {
      statements = new Map();
      byDb.set(db, statements);
    }
    let statement = statements.get(variant);
    if (statement === undefined) {
      statement = query(db, variant).prepare(variant ? `${name}:${variant}` : name);
      statements.set(variant, statement);
    }
    return statement;
  };
}
