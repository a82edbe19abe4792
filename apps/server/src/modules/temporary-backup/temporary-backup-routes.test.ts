import { Rcodes } from '@cloud-portal/contract/rcodes';
import type { TemporaryBackup, TemporaryBackupsResponse } from '@cloud-portal/contract/temporary-backup';
import {
  DAY_IN_MS,
  TEMPORARY_BACKUP_EXTENSION_DAYS,
  TEMPORARY_BACKUP_RETENTION_DAYS,
} from '@cloud-portal/domain/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { withStatementRefused } from '../../../test/refuse-statement';
import { createTestApp, webClientHeaders } from '../../../test/test-app';
import { signInTestAccount, type SignedInTestAccount } from '../../../test/test-accounts';
import { registerTestPhone } from '../../../test/test-devices';
import { useDatabaseInFolder } from '../../../test/use-database-in-folder';
import { useTestAppOfTwoAccounts } from '../../../test/use-test-app-of-two-accounts';
import { deleteAs, okBodyOf, webCall } from '../../../test/web-calls';
import type { Db } from '../../db/database';
import { createTemporaryBackup } from './temporary-backup-service';

let deviceCounter = 0;

/** A temporary backup of a new device of the account that expires `expiresInDays` from now. */
async function temporaryBackupExpiringIn(db: Db, accountId: string, expiresInDays: number): Promise<TemporaryBackup> {
  deviceCounter += 1;
  const deviceId = `tb-device-${deviceCounter}`;
  await registerTestPhone(db, accountId, deviceId, 'Old phone');
  const createdAt = new Date(Date.now() - (TEMPORARY_BACKUP_RETENTION_DAYS - expiresInDays) * DAY_IN_MS);
  return createTemporaryBackup(db, accountId, deviceId, { createdAt, size: 2_310_000_000, itemCount: 9 });
}

describe('temporary backup routes', () => {
  const { testApp, tokens, alice, bob } = useTestAppOfTwoAccounts();
  let db: Db;
  beforeAll(() => {
    db = testApp.database.db;
  });

  const listOf = async (account: SignedInTestAccount) =>
    (await okBodyOf<TemporaryBackupsResponse>(testApp.app, account, '/api/ctb/csweb/backups')).backups;

  const findIn = async (account: SignedInTestAccount, id: string) => (await listOf(account)).find((backup) => backup.id === id);

  /** POST extend with `body` sent as JSON text (any JSON value, to test the body's schema). */
  const extend = (account: SignedInTestAccount, id: string, body: unknown = {}) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/ctb/csweb/backups/${id}/extend`,
      headers: { ...webClientHeaders, 'content-type': 'application/json' },
      cookies: { portal_session: account.sessionToken },
      payload: JSON.stringify(body),
    });

  const remove = (account: SignedInTestAccount, id: string, token: boolean | string = true) =>
    deleteAs(testApp.app, tokens, account, `/api/ctb/v2/backups/${id}`, token);

  /** `call` answers 404 for an unknown id, an expired backup and another account's backup, and leaves alice's unchanged. */
  async function answersNotFoundForOthers(call: (account: SignedInTestAccount, id: string) => ReturnType<typeof extend>) {
    const expired = await temporaryBackupExpiringIn(db, alice.accountId, -1);
    const alices = await temporaryBackupExpiringIn(db, alice.accountId, 10);
    for (const [account, id] of [
      [alice, 'tb_unknown'],
      [alice, expired.id],
      [bob, alices.id],
    ] as const) {
      const response = await call(account, id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ rcode: Rcodes.NOT_FOUND.rcode });
    }
    expect(await findIn(alice, alices.id)).toEqual(alices);
  }

  describe('GET /api/ctb/csweb/backups', () => {
    it('answers the live temporary backups with their device, soonest expiry first', async () => {
      const account = await signInTestAccount(db);
      const later = await temporaryBackupExpiringIn(db, account.accountId, 25);
      const soon = await temporaryBackupExpiringIn(db, account.accountId, 2);
      await temporaryBackupExpiringIn(db, account.accountId, -1);
      await temporaryBackupExpiringIn(db, bob.accountId, 10);

      const backups = await listOf(account);
      expect(backups.map((backup) => backup.id)).toEqual([soon.id, later.id]);
      expect(backups[0]).toEqual({
        id: soon.id,
        createdAt: soon.createdAt,
        expiryAt: soon.createdAt + TEMPORARY_BACKUP_RETENTION_DAYS * DAY_IN_MS,
        extended: false,
        size: 2_310_000_000,
        itemCount: 9,
        device: {
          device_id: soon.device.device_id,
          model: 'CP-P8100',
          modelCode: 'CP-P8100',
          modelName: 'P8100',
          alias: 'Old phone',
          deviceType: 'phone',
        },
      });
    });

    it('answers 401 without a session', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/ctb/csweb/backups', headers: webClientHeaders });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ rcode: Rcodes.SESSION_REQUIRED.rcode });
    });
  });

  describe('POST /api/ctb/csweb/backups/:id/extend', () => {
    it(`postpones the expiry by ${TEMPORARY_BACKUP_EXTENSION_DAYS} days once; a second time is 403 40300108 and changes nothing`, async () => {
      const backup = await temporaryBackupExpiringIn(db, alice.accountId, 2);
      const first = await extend(alice, backup.id);
      expect(first.statusCode).toBe(200);
      const postponedExpiry = backup.expiryAt + TEMPORARY_BACKUP_EXTENSION_DAYS * DAY_IN_MS;
      expect(first.json()).toEqual({ id: backup.id, expiryAt: postponedExpiry, extended: true });
      expect(await findIn(alice, backup.id)).toMatchObject({ expiryAt: postponedExpiry, extended: true });

      const second = await extend(alice, backup.id);
      expect(second.statusCode).toBe(403);
      expect(second.json()).toMatchObject({ rcode: Rcodes.EXPIRY_ALREADY_POSTPONED.rcode });
      expect(await findIn(alice, backup.id)).toMatchObject({ expiryAt: postponedExpiry, extended: true });
    });

    it('lets exactly one of two simultaneous extends through', async () => {
      const backup = await temporaryBackupExpiringIn(db, alice.accountId, 5);
      const responses = await Promise.all([extend(alice, backup.id), extend(alice, backup.id)]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 403]);
      expect(await findIn(alice, backup.id)).toMatchObject({
        expiryAt: backup.expiryAt + TEMPORARY_BACKUP_EXTENSION_DAYS * DAY_IN_MS,
        extended: true,
      });
    });

    it("answers 404 for an unknown id, an expired backup and another account's backup (left unchanged)", () =>
      answersNotFoundForOthers(extend));

    it('answers 400 for a malformed id or body and changes nothing', async () => {
      const backup = await temporaryBackupExpiringIn(db, alice.accountId, 10);
      for (const [id, payload] of [
        [backup.id, { days: 60 }],
        [backup.id, []],
        [backup.id, 'extend'],
        ['bad.id', {}],
        ['x'.repeat(65), {}],
      ] as const) {
        const response = await extend(alice, id, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json()).toMatchObject({ rcode: Rcodes.INVALID_REQUEST.rcode });
      }
      expect(await findIn(alice, backup.id)).toEqual(backup);
    });

    it('answers 401 without a session', async () => {
      const backup = await temporaryBackupExpiringIn(db, alice.accountId, 10);
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/api/ctb/csweb/backups/${backup.id}/extend`,
        headers: webClientHeaders,
        payload: {},
      });
      expect(response.statusCode).toBe(401);
      expect(await findIn(alice, backup.id)).toEqual(backup);
    });
  });

  describe('DELETE /api/ctb/v2/backups/:id', () => {
    it('deletes the temporary backup', async () => {
      const backup = await temporaryBackupExpiringIn(db, alice.accountId, 10);
      const response = await remove(alice, backup.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: backup.id });
      expect(await findIn(alice, backup.id)).toBeUndefined();
      expect((await remove(alice, backup.id)).statusCode).toBe(404);
    });

    it('deletes nothing when the security event cannot be written', async () => {
      const backup = await temporaryBackupExpiringIn(db, alice.accountId, 10);
      await withStatementRefused(db, { table: 'security_events', operation: 'insert', when: "new.type = 'dataDeleted'" }, async () => {
        expect((await remove(alice, backup.id)).statusCode).toBe(500);
      });
      expect(await findIn(alice, backup.id)).toEqual(backup);
    });

    it('answers 403 40305001 without a valid confirm token and deletes nothing', async () => {
      const backup = await temporaryBackupExpiringIn(db, alice.accountId, 10);
      for (const token of [false, await tokens.issue(bob.subject), await tokens.issue(alice.subject, { expiresInSeconds: -1 })]) {
        const response = await remove(alice, backup.id, token);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ rcode: Rcodes.CONFIRM_TOKEN_REQUIRED.rcode });
      }
      expect(await findIn(alice, backup.id)).toEqual(backup);
    });

    it("answers 404 for an unknown id, an expired backup and another account's backup (left alone)", () =>
      answersNotFoundForOthers(remove));

    it('answers 400 for a malformed id and 401 without a session', async () => {
      const malformed = await remove(alice, 'bad.id');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ rcode: Rcodes.INVALID_REQUEST.rcode });
      const signedOut = await testApp.app.inject({ method: 'DELETE', url: '/api/ctb/v2/backups/tb_any', headers: webClientHeaders });
      expect(signedOut.statusCode).toBe(401);
    });
  });
});

/** Opening a file-backed PGlite twice takes a while on a busy 2-core machine. */
const RESTART_TEST_TIMEOUT_MS = 120_000;

describe('temporary backup changes survive a restart', () => {
  const folder = useDatabaseInFolder('portal-temporary-backup-');

  it('keeps a postponed expiry after the database is closed and reopened', async () => {
    const { testDatabase } = folder;
    const first = await createTestApp({ testDatabase });
    const account = await signInTestAccount(first.database.db);
    const backup = await temporaryBackupExpiringIn(first.database.db, account.accountId, 3);
    const extended = await webCall(first.app, account, 'POST', `/api/ctb/csweb/backups/${backup.id}/extend`, {});
    expect(extended.statusCode).toBe(200);
    await first.close();

    const second = await createTestApp({ testDatabase });
    const response = await webCall(second.app, account, 'GET', '/api/ctb/csweb/backups');
    await second.close();
    expect(response.json<TemporaryBackupsResponse>().backups).toEqual([
      { ...backup, expiryAt: backup.expiryAt + TEMPORARY_BACKUP_EXTENSION_DAYS * DAY_IN_MS, extended: true },
    ]);
  }, RESTART_TEST_TIMEOUT_MS);
});
