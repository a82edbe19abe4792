import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { devices } from '../src/db/schema';
import { signInTestAccount } from './test-accounts';
import { useTestDatabase } from './use-test-database';
import { registerTestPhone } from './test-devices';

/**
 * Each enum is the domain's tuple once (packages/domain), and the columns holding one are held
 * to it by a check constraint (migration 0020): a value the wire could not send is never stored.
 */
describe('columns that hold an enum', () => {
  const database = useTestDatabase();

  it('refuse a value outside the enum, and keep one inside it', async () => {
    const { db } = database;
    const { accountId } = await signInTestAccount(db);
    await registerTestPhone(db, accountId, 'enum-phone');
    const refused = async (statement: ReturnType<typeof sql>) => {
      try {
        await db.execute(statement);
        return false;
      } catch (error) {
        return /check constraint/i.test(String((error as { cause?: unknown }).cause ?? error));
      }
    };
    expect(await refused(sql`update devices set device_type = 'laptop' where account_id = ${accountId}`)).toBe(true);
    expect(await refused(sql`update devices set virtual_type = 'secure-folder' where account_id = ${accountId}`)).toBe(true);
    expect(await refused(sql`update devices set device_type = 'tablet', virtual_type = 'knox' where account_id = ${accountId}`)).toBe(false);
    const [device] = await db.select({ deviceType: devices.deviceType }).from(devices).where(eq(devices.accountId, accountId));
    expect(device?.deviceType).toBe('tablet');
  });
});
