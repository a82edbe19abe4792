import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NotificationsResponse } from '@cloud-portal/contract/notifications';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import { BACKUP_RETENTION_DAYS, DAY_IN_MS } from '@cloud-portal/domain/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newestEmail, outboxFiles } from '../../../test/outbox-email';
import { signInTestAccount, type SignedInTestAccount } from '../../../test/test-accounts';
import { createTestApp, type TestApp, webClientHeaders } from '../../../test/test-app';
import { registerTestPhone } from '../../../test/test-devices';
import { SessionRepository } from '../../auth/session-repository';
import type { Db } from '../../db/database';
import { erasureTasks } from '../../db/schema';
import { outboxDirOf } from '../../mail/create-mailer';
import { OutboxMailer } from '../../mail/outbox-mailer';
import { recordDeviceBackup } from '../backup/backup-service';
import { createTemporaryBackup } from '../temporary-backup/temporary-backup-service';
import { raiseDueReminders } from './raise-reminders';
import { sendDueReminderMails } from './send-reminder-mails';

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('notifications', () => {
  let testApp: TestApp;
  let db: Db;
  let dataDir: string;
  let alice: SignedInTestAccount;
  let bob: SignedInTestAccount;
  const now = new Date();

  const round = async (at = now) => {
    await raiseDueReminders(db, at);
    return sendDueReminderMails({ db, mailer: new OutboxMailer(outboxDirOf(dataDir), 'Cloud Portal <no-reply@localhost>', { info: () => undefined }), publicUrl: testApp.config.publicUrl });
  };
  const call = (account: SignedInTestAccount | null, method: 'GET' | 'POST', url: string) =>
    testApp.app.inject({
      method,
      url,
      headers: { ...webClientHeaders, ...(method === 'POST' && { 'content-type': 'application/json' }) },
      cookies: account ? { portal_session: account.sessionToken } : {},
      ...(method === 'POST' && { payload: '{}' }),
    });
  const listOf = async (account: SignedInTestAccount) => {
    const response = await call(account, 'GET', '/api/notifications/v1/list');
    expect(response.statusCode).toBe(200);
    return response.json<NotificationsResponse>();
  };
  /** A phone of the account whose backup has `daysLeft` days left before retention deletes it. */
  const backupWithDaysLeft = async (account: SignedInTestAccount, deviceId: string, alias: string, daysLeft: number) => {
    await registerTestPhone(db, account.accountId, deviceId, alias);
    const last = new Date(now.getTime() - (BACKUP_RETENTION_DAYS - daysLeft) * DAY_IN_MS - 60_000);
    await recordDeviceBackup(db, account.accountId, deviceId, [{ cid: 'CONTACT', usage: 1000, count: 3, state: 'on', encrypted: false }], last);
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'portal-notifications-'));
    testApp = await createTestApp({ config: { dataDir } });
    db = testApp.database.db;
    alice = await signInTestAccount(db, { name: 'Alice', loginId: 'alice@example.com' });
    bob = await signInTestAccount(db, { name: 'Bob', loginId: 'bob@example.com' });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('tells Alice, in her drawer and by one e-mail, that a backup will be deleted in 30 days, and tells Bob nothing', async () => {
    await backupWithDaysLeft(alice, 'alice-old-phone', 'Old phone', 30);
    await backupWithDaysLeft(alice, 'alice-new-phone', 'New phone', 200);
    expect(await round()).toBe(1);

    const { notifications, unreadCount } = await listOf(alice);
    expect(unreadCount).toBe(1);
    expect(notifications).toEqual([
      expect.objectContaining({ kind: 'backupDeletion', deviceName: 'Old phone', daysLeft: 30, read: false }),
    ]);
    expect(await listOf(bob)).toEqual({ notifications: [], unreadCount: 0 });

    const email = newestEmail(dataDir);
    expect(email).toMatch(/^To: alice@example\.com$/m);
    expect(email).toMatch(/^Subject: The backup of Old phone will be deleted in 30 days$/m);
    expect(email).toContain(`${testApp.config.publicUrl}/mail/unsubscribe?token=`);

    // Later rounds on the same day raise and send nothing again.
    expect(await round()).toBe(0);
    expect(await round(new Date(now.getTime() + DAY_IN_MS / 4))).toBe(0);
    expect((await listOf(alice)).notifications).toHaveLength(1);
    expect(outboxFiles(dataDir)).toHaveLength(1);
  });

  it('raises a temporary backup that expires tomorrow, a finished erasure and a sign-in from a new browser', async () => {
    await registerTestPhone(db, bob.accountId, 'bob-tablet', 'Bob’s tablet');
    const createdAt = new Date(now.getTime() - 29.5 * DAY_IN_MS);
    await createTemporaryBackup(db, bob.accountId, 'bob-tablet', { createdAt, size: 1000, itemCount: 1 });
    await db.insert(erasureTasks).values({
      referenceId: 'erasure-of-bob',
      accountId: bob.accountId,
      taskType: 'CSWEB_DATA_ERASURE',
      cids: ['ABCDEFGHIJ'],
      startedAt: new Date(now.getTime() - 3_600_000),
      expiryAt: new Date(now.getTime() + 29 * DAY_IN_MS),
      status: 'completed',
      completedAt: new Date(now.getTime() - 60_000),
    });
    const sessions = new SessionRepository(db, 30 * 60 * 1000);
    await sessions.create(bob.accountId, null, null, new Date(now.getTime() - 120_000), { userAgent: CHROME_ON_WINDOWS, browserIdHash: 'known-browser' });
    await sessions.create(bob.accountId, null, null, new Date(now.getTime() - 60_000), { userAgent: CHROME_ON_WINDOWS, browserIdHash: 'known-browser' });
    await sessions.create(bob.accountId, null, null, new Date(now.getTime() - 30_000), { userAgent: CHROME_ON_WINDOWS, browserIdHash: 'new-browser' });
    expect(await round()).toBe(3);

    const kinds = (await listOf(bob)).notifications.map(({ kind, deviceName, browserName, systemName }) => ({ kind, deviceName, browserName, systemName }));
    expect(kinds).toEqual(
      expect.arrayContaining([
        { kind: 'temporaryBackupExpiry', deviceName: 'Bob’s tablet', browserName: null, systemName: null },
        { kind: 'erasureFinished', deviceName: null, browserName: null, systemName: null },
        { kind: 'newBrowserSignIn', deviceName: null, browserName: 'Chrome', systemName: 'Windows' },
      ]),
    );
    expect(kinds).toHaveLength(3);
    expect((await listOf(alice)).notifications).toHaveLength(1);
  });

  it('marks one notification read, answers another account’s id like an unknown one, and marks all read', async () => {
    const [first] = (await listOf(bob)).notifications;
    const ofAlice = (await listOf(alice)).notifications[0]!;
    const foreign = await call(bob, 'POST', `/api/notifications/v1/${ofAlice.id}/read`);
    const unknown = await call(bob, 'POST', '/api/notifications/v1/00000000-0000-4000-8000-000000000000/read');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    expect(foreign.json()).toMatchObject({ rcode: Rcodes.NOT_FOUND.rcode });
    expect((await listOf(alice)).unreadCount).toBe(1);

    const marked = await call(bob, 'POST', `/api/notifications/v1/${first!.id}/read`);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ id: first!.id, read: true });
    expect((await listOf(bob)).unreadCount).toBe(2);
    expect((await call(bob, 'POST', `/api/notifications/v1/${first!.id}/read`)).statusCode).toBe(200);

    expect((await call(bob, 'POST', '/api/notifications/v1/read-all')).json()).toEqual({ unreadCount: 0 });
    const after = await listOf(bob);
    expect(after.unreadCount).toBe(0);
    expect(after.notifications.every((notification) => notification.read)).toBe(true);
    expect((await listOf(alice)).unreadCount).toBe(1);
  });

  it('refuses the calls without a session', async () => {
    expect((await call(null, 'GET', '/api/notifications/v1/list')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/notifications/v1/read-all')).statusCode).toBe(401);
  });

  it('stops a kind’s e-mails through the link, without signing in, and only with the link as sent', async () => {
    const [firstEmail] = outboxFiles(dataDir);
    const text = decodedEmail(readFileSync(path.join(outboxDirOf(dataDir), firstEmail!), 'utf8'));
    expect(text).toMatch(/^To: alice@example\.com$/m);
    const token = decodeURIComponent(/\/mail\/unsubscribe\?token=(\S+)/.exec(text)![1]!);

    const altered = token.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    const asked = await testApp.app.inject({ method: 'GET', url: `/mail/unsubscribe?token=${encodeURIComponent(token)}` });
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['content-type']).toMatch(/^text\/html/);
    expect(asked.body).toContain('backups about to be deleted');
    expect((await testApp.app.inject({ method: 'GET', url: `/mail/unsubscribe?token=${encodeURIComponent(altered)}` })).statusCode).toBe(400);
    const forged = await testApp.app.inject({ method: 'POST', url: '/mail/unsubscribe', payload: `token=${encodeURIComponent(altered)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(forged.statusCode).toBe(400);

    const done = await testApp.app.inject({ method: 'POST', url: '/mail/unsubscribe', payload: `token=${encodeURIComponent(token)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Unsubscribed');

    // Another backup of Alice's nears deletion: in the drawer, but no e-mail; other kinds still go.
    const sent = outboxFiles(dataDir).length;
    await backupWithDaysLeft(alice, 'alice-third-phone', 'Third phone', 7);
    const sessions = new SessionRepository(db, 30 * 60 * 1000);
    await sessions.create(alice.accountId, null, null, new Date(now.getTime() - 60_000), { userAgent: CHROME_ON_WINDOWS, browserIdHash: 'alice-browser' });
    await sessions.create(alice.accountId, null, null, new Date(now.getTime() - 20_000), { userAgent: CHROME_ON_WINDOWS, browserIdHash: 'alice-new-browser' });
    expect(await round()).toBe(1);
    expect(outboxFiles(dataDir)).toHaveLength(sent + 1);
    expect(newestEmail(dataDir)).toMatch(/^Subject: New sign-in to Cloud Portal$/m);
    expect((await listOf(alice)).notifications.map((notification) => notification.kind).sort()).toEqual(['backupDeletion', 'backupDeletion', 'newBrowserSignIn']);
  });
});

/** An .eml file's text with quoted-printable soft breaks and escapes undone. */
function decodedEmail(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
