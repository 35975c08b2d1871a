import type { Database } from './connect.js';

/**
 * A statement (or a set of them) built by Drizzle once per database and then only run with parameters:
 * building a query of some size costs more CPU than running it, and a named statement is parsed and planned
 * once per connection. A transaction is a database of its own, so it builds its own copy.
 */
export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let statements = built.get(db);
    if (!statements) {
      statements = build(db);
      built.set(db, statements);
    }
    return statements;
  };
}
