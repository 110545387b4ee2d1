import type { Executor } from './client';

/**
 * A query prepared once per database (or transaction) and run with new values each time: its SQL
 * is built once instead of on every call and, on PostgreSQL, it is a named statement that each
 * pooled connection parses and plans once. The embedded database ignores the name and runs the
 * same SQL. `build` must give the query a name no other query uses (`<area>_<what>`), and the
 * same name always the same SQL: a connection refuses a known name with other SQL.
 */
export function prepared<Query>(build: (db: Executor) => Query): (db: Executor) => Query {
  const queries = new WeakMap<Executor, Query>();
  return (db) => {
    let query = queries.get(db);
    if (!query) {
      query = build(db);
      queries.set(db, query);
    }
    return query;
  };
}
