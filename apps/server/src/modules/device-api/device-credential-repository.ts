import { and, eq } from 'drizzle-orm';
import { hashToken, newSecretToken } from '../../auth/secret-token';
import type { Db } from '../../db/database';
import { accounts, deviceCredentials, devices } from '../../db/schema';

/** The device a credential belongs to. */
export interface CredentialedDevice {
  accountId: string;
  deviceId: string;
  /** devices.id: what the device's backup and synced rows point at. */
  deviceRef: string;
  /** Whether the cloud serves the account (accounts.status, cloud_lock_rcode). */
  account: { status: string; cloudLockRcode: number | null };
}

/** Prefix that makes a device credential recognisable in logs and configuration files. */
const TOKEN_PREFIX = 'dev_';

/**
 * Credentials of devices for the device API. A device gets its token once, when it is issued;
 * the database keeps only its SHA-256, so a copy of the table cannot act as a device.
 */
export class DeviceCredentialRepository {
  constructor(private readonly db: Db) {}

  /** Issues a new credential for one of the account's devices; null when it has no such device. */
  async issue(accountId: string, deviceId: string): Promise<string | null> {
    const deviceRef = await refOfDevice(this.db, accountId, deviceId);
    return deviceRef === null ? null : insertCredential(this.db, accountId, deviceRef);
  }

  /**
   * Issues the device's one credential: the ones it had before stop working (a device that
   * enrols again, for instance after a reset, leaves no old credential alive).
   */
  async replace(accountId: string, deviceId: string): Promise<string | null> {
    return this.db.transaction(async (tx) => {
      const deviceRef = await refOfDevice(tx, accountId, deviceId);
      if (deviceRef === null) return null;
      await tx.delete(deviceCredentials).where(eq(deviceCredentials.deviceRef, deviceRef));
      return insertCredential(tx, accountId, deviceRef);
    });
  }

  /**
   * Signs one of the account's devices out of the cloud: every credential it holds stops
   * working (its next device call is a 401). Answers false when the account has no such
   * device or it held none.
   */
  async revoke(accountId: string, deviceId: string): Promise<boolean> {
    const deviceRef = await refOfDevice(this.db, accountId, deviceId);
    if (deviceRef === null) return false;
    const revoked = await this.db
      .delete(deviceCredentials)
      .where(and(eq(deviceCredentials.accountId, accountId), eq(deviceCredentials.deviceRef, deviceRef)))
      .returning({ tokenHash: deviceCredentials.tokenHash });
    return revoked.length > 0;
  }

  /**
   * Trades a presented token for a new one of the same device, in one transaction: the old
   * one is gone once the new one exists. Two refreshes racing with one token give one new
   * credential; the other finds the token gone. Null for an unknown token.
   */
  async refresh(token: string): Promise<{ deviceId: string; credential: string } | null> {
    if (!token.startsWith(TOKEN_PREFIX)) return null;
    return this.db.transaction(async (tx) => {
      const [old] = await tx
        .delete(deviceCredentials)
        .where(eq(deviceCredentials.tokenHash, hashToken(token)))
        .returning({ accountId: deviceCredentials.accountId, deviceRef: deviceCredentials.deviceRef });
      if (!old) return null;
      const [device] = await tx.select({ deviceId: devices.deviceId }).from(devices).where(eq(devices.id, old.deviceRef));
      if (!device) return null;
      return { deviceId: device.deviceId, credential: await insertCredential(tx, old.accountId, old.deviceRef) };
    });
  }

  /** The device a presented token belongs to; null for an unknown (or removed device's) token. */
  async findDevice(token: string): Promise<CredentialedDevice | null> {
    if (!token.startsWith(TOKEN_PREFIX)) return null;
    const [row] = await this.db
      .select({
        accountId: devices.accountId,
        deviceId: devices.deviceId,
        deviceRef: devices.id,
        account: { status: accounts.status, cloudLockRcode: accounts.cloudLockRcode },
      })
      .from(deviceCredentials)
      .innerJoin(devices, eq(devices.id, deviceCredentials.deviceRef))
      .innerJoin(accounts, eq(accounts.id, devices.accountId))
      .where(eq(deviceCredentials.tokenHash, hashToken(token)));
    return row ?? null;
  }
}

/** devices.id of the account's device, or null when it has none of that id. */
async function refOfDevice(db: Db, accountId: string, deviceId: string): Promise<string | null> {
  const [device] = await db
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.accountId, accountId), eq(devices.deviceId, deviceId)));
  return device?.id ?? null;
}

/** Stores the hash of a new token for the device and answers the token, shown this once. */
async function insertCredential(db: Db, accountId: string, deviceRef: string): Promise<string> {
  const token = `${TOKEN_PREFIX}${newSecretToken()}`;
  await db.insert(deviceCredentials).values({ tokenHash: hashToken(token), accountId, deviceRef });
  return token;
}
