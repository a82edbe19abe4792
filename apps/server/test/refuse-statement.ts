import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/database';

export interface RefusedStatement {
  table: string;
  operation: 'insert' | 'update' | 'delete';
  /** Only for rows this condition holds for (SQL on `old` or `new`); every row when left out. */
  when?: string;
}

/**
 * Makes the database refuse one kind of statement (a trigger raising an error) while
 * `attempt` runs, then removes the trigger: what the attempt changed before the refused step
 * must be rolled back with it.
 */
export async function withStatementRefused(db: Db, refused: RefusedStatement, attempt: () => Promise<void>): Promise<void> {
  await db.execute(
    sql.raw(`create or replace function refuse_for_test() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger refuse_for_test before ${refused.operation} on ${refused.table} for each row
      ${refused.when ? `when (${refused.when})` : ''} execute function refuse_for_test()`),
  );
  try {
    await attempt();
  } finally {
    await db.execute(sql.raw(`drop trigger refuse_for_test on ${refused.table}`));
  }
}
