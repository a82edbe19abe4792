import type { Db } from '../src/db/database';
import type { ErasureLogger } from '../src/modules/erasure/erasure-task-runner';
import { registerDevice } from '../src/modules/devices/device-registry';
import { selectSyncedContentsOfAccount } from '../src/modules/sync/synced-content-repository';
import { reportSyncedContents } from '../src/modules/sync/synced-content-service';

/** The apps every test device syncs. */
export const TEST_SYNCED_CIDS = ['contacts', 'calendar', 'notes', 'reminders', 'gallery', 'internet'] as const;

/**
 * Gives the account two devices (a phone and a tablet) that each sync TEST_SYNCED_CIDS, through
 * the device registry and the sync service. Answers the rows as `device:cid`.
 */
export async function giveSyncedData(db: Db, accountId: string): Promise<string[]> {
  for (const [deviceId, deviceType] of [
    ['test-phone', 'phone'],
    ['test-tablet', 'tablet'],
  ] as const) {
    await registerDevice(db, accountId, {
      deviceId,
      deviceType,
      model: 'CP-P9100',
      modelCode: 'CP-P9100',
      modelName: 'P9100',
      lastAccessTime: new Date(),
    });
    await reportSyncedContents(
      db,
      accountId,
      deviceId,
      TEST_SYNCED_CIDS.map((cid, index) => ({ cid, cnt: 10 + index, size: 1000 * (index + 1), state: 'on', lastModifiedTime: new Date() })),
    );
  }
  return syncedRows(db, accountId);
}

/** The account's synced content rows as sorted `device:cid` strings. */
export async function syncedRows(db: Db, accountId: string): Promise<string[]> {
  const rows = await selectSyncedContentsOfAccount(db, accountId);
  return rows.map((row) => `${row.deviceRef}:${row.cid}`).sort();
}

/** The cids among the account's synced rows, each once, sorted. */
export async function syncedCids(db: Db, accountId: string): Promise<string[]> {
  const rows = await selectSyncedContentsOfAccount(db, accountId);
  return [...new Set(rows.map((row) => row.cid))].sort();
}

export const silentLogger: ErasureLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A logger that keeps what it is told, for asserting on a worker's reports. */
export function recordingLogger(): ErasureLogger & { entries: Array<{ level: string; message: string; details: object }> } {
  const entries: Array<{ level: string; message: string; details: object }> = [];
  const record = (level: string) => (details: object, message: string) => {
    entries.push({ level, message, details });
  };
  return { entries, info: record('info'), warn: record('warn'), error: record('error') };
}

/** What erasure-worker-killed-child.ts prints once it has deleted a task's data, before committing. */
export const INSIDE_TRANSACTION = 'inside-transaction';

/** What erasure-killed-after-commit-child.ts prints once a task's transaction has committed, before its files are deleted. */
export const ERASURE_COMMITTED = 'erasure-committed';
