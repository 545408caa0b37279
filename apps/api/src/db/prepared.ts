/**
 * A statement prepared once per database handle, for the hottest reads (a public detail's head,
 * the search version): PostgreSQL then parses and plans it once per connection instead of at
 * every request — planning cost more than running these one-row reads (docs/performance.md). `build` calls Drizzle's `.prepare(name)` with `sql.placeholder`s; the name
 * must be unique across the app.
 */
export function preparedPerDatabase<D extends object, P>(build: (db: D) => P): (db: D) => P {
  const prepared = new WeakMap<D, P>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = build(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}
