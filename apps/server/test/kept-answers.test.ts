import { eq, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cloudAccounts, devices } from '../src/db/schema';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateDemoPhoto } from '../src/demo/demo-photo-generator';
import { addPhoto, deleteAllPhotos } from '../src/modules/gallery/gallery-service';
import { ensureCloudAccount } from '../src/modules/quota/cloud-account-settings';
import { fileBlobStoreIn } from '../src/storage/file-blob-store';
import { reportSyncedContents } from '../src/modules/sync/synced-content-service';
import { signInTestAccount, type SignedInTestAccount } from './test-accounts';
import { CountingLogger } from './counting-logger';
import { useTestApp } from './use-test-app';
import { webCall } from './web-calls';
import { seedDevices } from './test-devices';

/** Every read whose answer is kept (http/kept-answers.ts), as the web calls it. */
const KEPT_READS = [
  '/api/quota/v3/usage',
  '/api/backup/v4/devices?view=summary&limit=100',
  '/api/backup/v4/devices',
  '/api/ctb/csweb/backups',
  '/api/device-context/v1/devices?view=summary&limit=100',
  '/api/device-context/v1/devices',
  '/api/odi/v2/link/status',
  '/api/kps/v2/manage/groups',
  '/api/backup/v4/e2ee/devices',
  '/api/data/v3/e2ee/devices',
  '/api/sbp/edp/users',
  '/api/lgi/eos/v1/task/incompleted',
  '/api/odi/v2/quota/gallery',
  '/api/media/v1/photos?count=4',
];

/** Tables of an account that hold no cloud data a kept read shows: they move no counter. */
const NOT_CLOUD_DATA = new Set([
  'identities',
  'sessions',
  'security_events',
  'sign_in_requests',
  'portal_confirm_tokens',
  'confirm_token_batches',
  'web_sign_in_requests',
  'verified_browsers',
  'browser_reauthentications',
  'account_data_versions',
  // A backup's files are for the device's restore alone; the run that lists them moves the
  // counter through its backup row, in the same transaction.
  'backup_files',
  // Uploads in parts under way: no read shows them; the file, once whole, is a backup_files row's.
  'backup_file_uploads',
  // Which reminders an account gets by e-mail and its unsubscribe key: no read shows them.
  'notification_mail_settings',
]);

/**
 * Issue 14 part 3: the cloud API's reads are answered from memory while the account's data
 * is unchanged, at the cost of the session's one query; any change of the data, made by a
 * call, by a device, by a job or on another node, is seen at the next call.
 */
describe('answers kept in memory', () => {
  const logger = new CountingLogger();
  const blobs = fileBlobStoreIn(mkdtempSync(path.join(tmpdir(), 'kept-answers-')));
  const portal = useTestApp({ databaseOptions: { logger }, blobs });

  function get(account: SignedInTestAccount, url: string, headers: Record<string, string> = {}) {
    return webCall(portal.app, account, 'GET', url, undefined, headers);
  }

  /** The rows of a query on the catalogue: both drivers answer `{ rows }`. */
  async function rowsOf<Row>(query: SQL): Promise<Row[]> {
    return ((await portal.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
  }

  async function seededAccount(deviceCount = 3): Promise<SignedInTestAccount> {
    const account = await signInTestAccount(portal.database.db);
    await ensureCloudAccount(portal.database.db, account.accountId);
    await seedDevices(portal.database.db, account.accountId, deviceCount);
    return account;
  }

  it('answers a read again with the same answer, for no query (the session’s lookup is kept too)', async () => {
    const account = await seededAccount();
    for (const url of KEPT_READS) {
      const first = await get(account, url);
      expect(first.statusCode, `${url}: ${first.body}`).toBe(200);
      const before = logger.count;
      const again = await get(account, url);
      expect(logger.count - before, url).toBe(0);
      expect(again.statusCode, url).toBe(200);
      expect(again.body, url).toBe(first.body);
      const { date: _firstDate, ...firstHeaders } = first.headers;
      const { date: _againDate, ...againHeaders } = again.headers;
      expect(againHeaders, url).toEqual(firstHeaders);
    }
  });

  it('answers a thumbnail asked again from memory, its bytes, type and caching the same, for no query', async () => {
    const account = await seededAccount();
    const photo = await addPhoto(portal.database.db, blobs, account.accountId, {
      bytes: await generateDemoPhoto(2, { width: 160, height: 120 }),
      serverTimestamp: new Date(),
    });
    const url = `/api/media/v1/photos/${photo.photoId}/thumbnail?size=240`;
    const first = await get(account, url);
    expect(first.statusCode, first.body).toBe(200);
    const before = logger.count;
    const again = await get(account, url);
    expect(logger.count - before).toBe(0);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers['content-type']).toBe('image/jpeg');
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
    // Deleted (as an erasure deletes photos), it is gone at the next call: the deletion moved the counter.
    await deleteAllPhotos(portal.database.db, account.accountId, new Date());
    expect((await get(account, url)).statusCode).toBe(404);
  });

  it('answers 304 without a body when the kept answer’s ETag is named', async () => {
    const account = await seededAccount();
    const first = await get(account, '/api/quota/v3/usage');
    const again = await get(account, '/api/quota/v3/usage', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('shows what a device reported at the next call', async () => {
    const account = await seededAccount(1);
    const before = (await get(account, '/api/quota/v3/usage')).json();
    await reportSyncedContents(portal.database.db, account.accountId, 'device-00', [
      { cid: 'contacts', cnt: 500, size: 5_000_000, state: 'on', lastModifiedTime: new Date() },
    ]);
    const after = (await get(account, '/api/quota/v3/usage')).json();
    expect(after).not.toEqual(before);
  });

  it('shows a change made straight in the database, as another node or a job makes it, at the next call', async () => {
    const account = await seededAccount(2);
    expect((await get(account, '/api/odi/v2/link/status')).json()).toEqual({ oneDriveLinkStatus: 'NOT_LINKED' });
    await portal.database.db.update(cloudAccounts).set({ oneDriveStatus: 'LINKED' }).where(eq(cloudAccounts.accountId, account.accountId));
    expect((await get(account, '/api/odi/v2/link/status')).json()).toEqual({ oneDriveLinkStatus: 'LINKED' });

    const listed = (await get(account, '/api/device-context/v1/devices')).body;
    await portal.database.db.delete(devices).where(eq(devices.deviceId, 'device-01'));
    const relisted = (await get(account, '/api/device-context/v1/devices')).body;
    expect(listed).toContain('device-01');
    expect(relisted).not.toContain('device-01');
  });

  it('never answers one account with another’s kept answer', async () => {
    const one = await seededAccount(1);
    const other = await seededAccount(4);
    const url = '/api/device-context/v1/devices';
    const oneAnswer = (await get(one, url)).body;
    const otherAnswer = (await get(other, url)).body;
    expect(otherAnswer).not.toBe(oneAnswer);
    expect((await get(one, url)).body).toBe(oneAnswer);
  });

  it('moves the counter for every table of cloud data, with an insert, an update and a delete trigger each', async () => {
    const tables = await rowsOf<{ table_name: string }>(sql`
      select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'account_id'`);
    const triggers = await rowsOf<{ name: string }>(sql`select tgname as name from pg_trigger where not tgisinternal`);
    const names = new Set(triggers.map((row) => row.name));
    const dataTables = tables.map((row) => row.table_name).filter((table) => !NOT_CLOUD_DATA.has(table));
    expect(dataTables.length).toBeGreaterThan(5);
    for (const table of dataTables) {
      for (const change of ['insert', 'update', 'delete']) expect(names, `${table} ${change}`).toContain(`${table}_${change}_data_version`);
    }
  });
});
