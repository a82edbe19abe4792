import { sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Lists built by the database as one JSON value per group (json_agg): one row per device or
 * backup instead of one per item, which is what made long lists slow (20,000 rows cost more
 * to move than to build).
 */

/** A timestamp column in epoch milliseconds, as the lists carry times. */
export function epochMs(column: AnyColumn): SQL<number> {
  return sql<number>`floor(extract(epoch from ${column}) * 1000)::bigint`;
}

/** The group's rows as a JSON array of objects with these keys, in the order of `orderBy`. */
export function jsonList<Item>(fields: Readonly<Record<keyof Item & string, AnyColumn | SQLWrapper>>, orderBy: AnyColumn): SQL<Item[] | string> {
  const pairs = Object.entries<AnyColumn | SQLWrapper>(fields).map(([key, value]) => {
    // Keys are the code's own property names, written into the statement as literals.
    if (!/^\w+$/.test(key)) throw new Error(`not a plain JSON key: ${key}`);
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  });
  return sql<Item[] | string>`json_agg(json_build_object(${sql.join(pairs, sql`, `)}) order by ${orderBy})`;
}

/** Each group's list by its key. Both drivers parse json values; a driver configured otherwise hands the text over. */
export function listsByKey<Item>(rows: readonly { key: string; list: Item[] | string }[]): Map<string, Item[]> {
  return new Map(rows.map(({ key, list }) => [key, typeof list === 'string' ? (JSON.parse(list) as Item[]) : list]));
}
