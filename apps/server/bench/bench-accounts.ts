// The accounts bench:api measures: the demo-sized one (the demo seeder's own account: 7 devices),
// the large one (50 devices, 20,000 content items) and, for the scale run, thousands of copies of
// the demo-sized one made in bulk by SQL. Each user gets a session and a verified browser, so
// every call passes the same session, account and verification checks as a browser's.
import { BACKUP_CATEGORIES, BACKUP_CATEGORY_IDS } from '@cloud-portal/domain/backup-categories';
import { DAY_IN_MS, TEMPORARY_BACKUP_RETENTION_DAYS } from '@cloud-portal/domain/constants';
import { SYNC_APP_CIDS } from '@cloud-portal/domain/sync-apps';
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { upsertAccountForIdentity } from '../src/auth/account-repository';
import { hashToken } from '../src/auth/secret-token';
import { SessionRepository } from '../src/auth/session-repository';
import type { Db } from '../src/db/database';
import {
  accounts,
  backupItems,
  backups,
  cloudAccounts,
  devices,
  e2eeGroups,
  edpUsers,
  erasureTasks,
  identities,
  photos,
  sessions,
  syncedContents,
  temporaryBackups,
  verifiedBrowsers,
} from '../src/db/schema';
import { generateDemoPhoto } from '../src/demo/demo-photo-generator';
import { seedDemoAccount } from '../src/demo/seed-demo-data';
import { seedProductsDemo } from '../src/demo/seed-products';
import { recordDeviceBackup } from '../src/modules/backup/backup-service';
import { registerDevice } from '../src/modules/devices/device-registry';
import { addPhoto } from '../src/modules/gallery/gallery-service';
import { ensureCloudAccount } from '../src/modules/quota/cloud-account-settings';
import { reportSyncedContents } from '../src/modules/sync/synced-content-service';
import { createTemporaryBackup } from '../src/modules/temporary-backup/temporary-backup-service';
import type { BlobStore } from '../src/storage/blob-store';

/** The browser every bench user signs in from (a valid device-id cookie, spec §5). */
const BENCH_BROWSER_ID = 'BenchBrowser0000000000000000000A';
const SESSION_LIFETIME_MS = 7 * DAY_IN_MS;

/** The Cookie header of a signed-in, verified browser. */
export function cookieHeader(sessionToken: string): string {
  return `portal_session=${sessionToken}; portal_device_id=${BENCH_BROWSER_ID}`;
}

/** A session for the account, from the bench browser, which the account has verified. */
export async function signInBenchUser(db: Db, accountId: string): Promise<string> {
  await db.insert(verifiedBrowsers).values({ accountId, browserIdHash: hashToken(BENCH_BROWSER_ID), verifiedAt: new Date() }).onConflictDoNothing();
  return cookieHeader(await new SessionRepository(db, SESSION_LIFETIME_MS).create(accountId, null));
}

/** The demo account exactly as `npm start` seeds it (7 devices, photos, an erasure under way). */
export async function seedDemoSizedAccount(db: Db, blobs: BlobStore): Promise<string> {
  const { accountId } = await seedDemoAccount(db, blobs, {
    issuer: 'https://bench.invalid',
    subject: 'bench-demo-user',
    name: 'Demo User',
    loginId: 'demo@bench.invalid',
    pictureUrl: null,
    emailVerified: true,
    profile: 'full',
  });
  return accountId;
}

const LARGE_DEVICES = 50;
const ITEMS_PER_DEVICE = 400; // 200 synced + 200 backed-up content ids: 20,000 items in all
const HALF = ITEMS_PER_DEVICE / 2;
/** Every 10th device is a secure folder or knox space of the one before it (KNOX usage). */
const VIRTUAL_EVERY = 10;
/** Gallery photos: the dashboard shows the first 4. */
const LARGE_PHOTOS = 6;

/** The cids the portal knows first (counted by name), then made-up ones up to `length`. */
function cidsFor(known: readonly string[], unknownPrefix: string, length: number): string[] {
  const padding = Array.from({ length: Math.max(0, length - known.length) }, (_, i) => `${unknownPrefix}_${i}`);
  return [...known, ...padding].slice(0, length);
}

/**
 * The large account, through the service layer: 50 devices, each syncing and backing up every
 * known cid padded with unknown ones (20,000 items), a few of them secure folders and knox
 * spaces; two temporary backups and a few Gallery photos.
 */
export async function seedLargeAccount(db: Db, blobs: BlobStore): Promise<string> {
  const syncCids = cidsFor(SYNC_APP_CIDS, 'SYNC', HALF);
  const backupCids = cidsFor(
    BACKUP_CATEGORY_IDS.flatMap((id) => BACKUP_CATEGORIES[id].cids),
    'BACKUP',
    HALF,
  );
  const account = await upsertAccountForIdentity(db, {
    issuer: 'https://bench.invalid',
    subject: 'bench-large-user',
    name: 'Large User',
    loginId: 'large@bench.invalid',
    pictureUrl: null,
    emailVerified: true,
    idToken: null,
  });
  await ensureCloudAccount(db, account.id, { storageLimit: 200e9 });
  const now = new Date();
  for (let d = 0; d < LARGE_DEVICES; d += 1) {
    const deviceId = `bench-device-${d}`;
    const virtual = d % VIRTUAL_EVERY === VIRTUAL_EVERY - 1;
    await registerDevice(db, account.id, {
      deviceId,
      deviceType: d % 3 === 0 ? 'tablet' : 'phone',
      ...(virtual && { virtualType: d % 20 === 19 ? ('knox' as const) : ('secure_folder' as const), parentDeviceId: `bench-device-${d - 1}` }),
      model: 'CP-P9100',
      modelCode: 'CP-P9100',
      modelName: 'P9100',
      lastAccessTime: now,
    });
    await reportSyncedContents(
      db,
      account.id,
      deviceId,
      syncCids.map((cid, i) => ({ cid, cnt: i + 1, size: 1000 * (i + 1), state: 'on' as const, lastModifiedTime: now })),
    );
    await recordDeviceBackup(
      db,
      account.id,
      deviceId,
      backupCids.map((cid, i) => ({ cid, usage: 5000 * (i + 1), count: i + 1, state: 'on' as const, encrypted: false })),
      new Date(now.getTime() - d * DAY_IN_MS),
    );
  }
  for (const [index, daysAgo] of [2, 25].entries()) {
    await createTemporaryBackup(db, account.id, `bench-device-${index}`, {
      createdAt: new Date(now.getTime() - (TEMPORARY_BACKUP_RETENTION_DAYS - daysAgo) * DAY_IN_MS),
      size: 2e9,
      itemCount: 1200,
    });
  }
  await seedProductsDemo(db);
  for (let index = 0; index < LARGE_PHOTOS; index += 1) {
    await addPhoto(db, blobs, account.id, { bytes: await generateDemoPhoto(index), serverTimestamp: new Date(now.getTime() - index * 3_600_000) });
  }
  return account.id;
}

/**
 * What a copy changes in each table: uuid columns naming rows of the account (the copy gets
 * ids derived from the copy's number, so references between the copied rows hold) and text
 * ids that must stay unique. Every other column is copied as it is; photos keep pointing at
 * the template's original files.
 */
const COPIED_TABLES: ReadonlyArray<{ table: PgTable; uuids: string[]; texts: string[] }> = [
  { table: accounts, uuids: ['id'], texts: ['login_id'] },
  { table: identities, uuids: ['account_id'], texts: ['subject'] },
  { table: cloudAccounts, uuids: ['account_id'], texts: [] },
  { table: devices, uuids: ['id', 'account_id'], texts: [] },
  { table: syncedContents, uuids: ['account_id', 'device_ref'], texts: [] },
  { table: backups, uuids: ['id', 'account_id', 'device_ref'], texts: [] },
  { table: backupItems, uuids: ['backup_id', 'account_id'], texts: [] },
  { table: temporaryBackups, uuids: ['account_id', 'device_ref'], texts: ['id'] },
  { table: e2eeGroups, uuids: ['account_id'], texts: [] },
  { table: edpUsers, uuids: ['account_id'], texts: [] },
  { table: erasureTasks, uuids: ['account_id'], texts: ['reference_id'] },
  { table: photos, uuids: ['account_id'], texts: ['id'] },
  { table: verifiedBrowsers, uuids: ['account_id'], texts: [] },
];

/** The template account's rows in account order: an account row must exist before its devices. */
function accountRowsOf(table: PgTable): SQL {
  return table === accounts ? sql`id` : sql`account_id`;
}

/** The session token of copy number `n` (its hash is computed by the database when seeding). */
export function copySessionToken(n: number): string {
  return `bench-copy-session-${n}`;
}

/**
 * Adds copies number `from` to `to` (inclusive) of the template account, each with a session
 * (token copySessionToken(n)) from the verified bench browser: one INSERT … SELECT per table
 * over generate_series, so ten thousand accounts take seconds.
 */
export async function copyAccount(db: Db, templateAccountId: string, from: number, to: number): Promise<void> {
  await db.transaction(async (tx) => {
    // The copies reference their own copied rows: no foreign-key check per row (bench seeding only).
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const { table, uuids, texts } of COPIED_TABLES) {
      const columns = Object.values(getTableColumns(table)).map((column) => column.name);
      const values = columns.map((name) => {
        const column = sql.identifier(name);
        if (uuids.includes(name)) return sql`md5(n::text || ':' || ${column}::text)::uuid`;
        if (texts.includes(name)) return sql`${column} || '-' || n::text`;
        return column;
      });
      await tx.execute(sql`
        insert into ${sql.identifier(getTableName(table))} (${sql.join(columns.map((name) => sql.identifier(name)), sql`, `)})
        select ${sql.join(values, sql`, `)}
        from ${sql.identifier(getTableName(table))}, generate_series(${from}::int, ${to}::int) as n
        where ${accountRowsOf(table)} = ${templateAccountId}`);
    }
    await tx.execute(sql`
      insert into ${sessions} (id, account_id, expires_at)
      select encode(sha256(convert_to('bench-copy-session-' || n::text, 'UTF8')), 'hex'),
             md5(n::text || ':' || ${templateAccountId}::text)::uuid,
             now() + interval '7 days'
      from generate_series(${from}::int, ${to}::int) as n`);
  });
}
