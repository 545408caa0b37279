import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

/**
 * A statement prepared once per database handle, for the hottest reads (a public detail's head,
 * the search version): PostgreSQL then parses and plans it once per connection instead of at
 * every request — planning cost more than running these one-row reads (docs/performance.md). `build` calls Drizzle's `.prepare(name)` with `sql.placeholder`s; the name
 * must be unique across the app. Its rows are mapped by a function made once for the statement
 * (compiledRows).
 */
export function preparedPerDatabase<D extends object, P>(build: (db: D) => P): (db: D) => P {
  const prepared = new WeakMap<D, P>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = compiledRows(build(db));
      prepared.set(db, statement);
    }
    return statement;
  };
}

/** What Drizzle's prepared selects hold to map their rows (both drivers' prepared queries). */
interface MappedStatement {
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/**
 * Gives a prepared select a row mapper made once, where Drizzle maps each row column by column,
 * finding out anew for every value what kind of field it is and walking its path with an
 * iterator (1.6 ms of a never-seen detail page's 13 ms of CPU went there: 17 rows of 75 columns).
 * The result is the same object Drizzle makes (db/prepared.int.test.ts compares both): each
 * field's decoder, and an outer-joined table's object null when its first column is, as
 * Drizzle's mapResultRow decides. Drizzle runs the statement's `customResultMapper` on the
 * driver's rows when there is one, the hook its relational queries use.
 */
export function compiledRows<P>(statement: P): P {
  const query = statement as MappedStatement;
  if (!query.fields || query.customResultMapper) return statement;
  const joins = query.joinsNotNullableMap;
  const columns = query.fields.map(({ path, field }) => ({
    parents: path.slice(0, -1),
    key: path[path.length - 1]!,
    decoder: decoderOf(field),
    // The table an outer join may leave empty, for a field of an object of one table's columns.
    table: joins && is(field, Column) && path.length === 2 ? getTableName(field.table) : undefined,
  }));
  const mapRow = (row: unknown[]) => {
    const result: Record<string, unknown> = {};
    let nullable: Record<string, string | false> | undefined;
    for (let i = 0; i < columns.length; i++) {
      const { parents, key, decoder, table } = columns[i]!;
      let node = result;
      for (const parent of parents) node = (node[parent] ??= {}) as Record<string, unknown>;
      const raw = row[i];
      const value = (node[key] = raw === null ? null : decoder.mapFromDriverValue(raw));
      if (table !== undefined) {
        const object = parents[0]!;
        nullable ??= {};
        if (!(object in nullable)) nullable[object] = value === null ? table : false;
        else if (nullable[object] !== false && nullable[object] !== table) nullable[object] = false;
      }
    }
    if (nullable) {
      for (const [object, table] of Object.entries(nullable)) {
        if (table !== false && !joins![table]) result[object] = null;
      }
    }
    return result;
  };
  query.customResultMapper = (rows) => rows.map(mapRow);
  return statement;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field as unknown as Decoder;
  if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
  if (is(field, Subquery)) return (field as unknown as { _: { sql: { decoder: Decoder } } })._.sql.decoder;
  return (field as { sql: { decoder: Decoder } }).sql.decoder;
}
