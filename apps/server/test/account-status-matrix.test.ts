import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getCurrentAnnouncements } from '@cloud-portal/contract/announcements';
import { deleteBackupContent, deleteBackupDevice, getBackupDevices } from '@cloud-portal/contract/backup';
import { CLOUD_ENDPOINTS } from '@cloud-portal/contract/cloud-endpoints';
import { downloadDeviceRestoreFile, listDeviceRestoreFiles, uploadDeviceBackupFile } from '@cloud-portal/contract/device-backup-files';
import { getAppUsage, getDeviceContexts, signOutDevice } from '@cloud-portal/contract/device-context';
import { recordDeviceBackupRun, reportDeviceSyncedContents, uploadDevicePhoto } from '@cloud-portal/contract/device-data';
import { emptyDevicePhotoTrash, listDevicePhotos, restoreDevicePhoto, trashDevicePhoto } from '@cloud-portal/contract/device-photos';
import { getBackupE2eeDevices, getDataE2eeDevices, getE2eeGroups, getE2eePolicies } from '@cloud-portal/contract/e2ee';
import { cancelEdpReset, getEdpUser, resetEdpUser } from '@cloud-portal/contract/edp';
import { startPasswordConfirmation } from '@cloud-portal/contract/confirm-token';
import { buildPath, type Endpoint } from '@cloud-portal/contract/endpoint';
import { ERASURE_TASK_TYPE, getIncompletedTasks, requestErasure } from '@cloud-portal/contract/erasure';
import { getGalleryQuota, getPhotos, getPhotoThumbnail, GALLERY_SERVICE_ID } from '@cloud-portal/contract/gallery';
import { getNotifications, markAllNotificationsRead, markNotificationRead } from '@cloud-portal/contract/notifications';
import { getOneDriveLinkStatus } from '@cloud-portal/contract/onedrive';
import { downloadProductImage, fetchProducts } from '@cloud-portal/contract/products';
import { getProfile } from '@cloud-portal/contract/profile';
import { getQuotaUsage } from '@cloud-portal/contract/quota';
import { endBrowserSession, endOtherBrowserSessions, getBrowserSessions, getSecurityEvents } from '@cloud-portal/contract/security';
import { Rcodes, type RcodeDefinition } from '@cloud-portal/contract/rcodes';
import { getSession } from '@cloud-portal/contract/session';
import { deleteTemporaryBackup, extendTemporaryBackup, getTemporaryBackups } from '@cloud-portal/contract/temporary-backup';
import {
  confirmWebSignInByEmail,
  getWebSignInVerified,
  pollWebSignIn,
  startWebSignIn,
} from '@cloud-portal/contract/web-sign-in';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionRepository } from '../src/auth/session-repository';
import { accounts } from '../src/db/schema';
import { generateDemoPhoto } from '../src/demo/demo-photo-generator';
import { seedDemoAccount } from '../src/demo/seed-demo-data';
import { backupFileKey } from '../src/modules/backup/backup-file-keys';
import { DeviceCredentialRepository } from '../src/modules/device-api/device-credential-repository';
import { photoThumbnailKey } from '../src/modules/gallery/gallery-blob-keys';
import { addPhoto } from '../src/modules/gallery/gallery-service';
import { raiseNotification } from '../src/modules/notifications/notification-repository';
import { fileBlobStoreIn } from '../src/storage/file-blob-store';
import { DEVICE_DATA_ENDPOINTS } from './device-data-endpoints';
import { createTestApp, type TestApp, webClientHeaders } from './test-app';
import { createTestConfirmTokens, TEST_ISSUER, type TestConfirmTokens, confirmBatchHeaders } from './test-confirm-tokens';

/** Every deletion of this file is one run: a token is never refused for its batch here. */
const ONE_BATCH = confirmBatchHeaders();

/** A well-formed call: it would succeed (and change data) for an account the cloud serves. */
interface ValidCall {
  params?: Record<string, string>;
  query?: Record<string, string>;
  payload?: object;
}

/** The account states the cloud pre-handler refuses, with the answer each must give. */
const REFUSED_STATES = [
  { label: 'withdrawn', set: { status: 'withdrawn' }, rcode: Rcodes.ACCOUNT_WITHDRAWN.rcode },
  { label: 'suspended', set: { status: 'suspended' }, rcode: Rcodes.ACCOUNT_SUSPENDED.rcode },
  { label: 'cloud locked', set: { cloudLockRcode: 101920 }, rcode: Rcodes.CLOUD_LOCKED.rcode },
  { label: 'cloud locked after a security event', set: { cloudLockRcode: 101921 }, rcode: Rcodes.CLOUD_LOCKED_BY_SECURITY.rcode },
  { label: 'cloud locked by support', set: { cloudLockRcode: 101922 }, rcode: Rcodes.CLOUD_LOCKED_BY_SUPPORT.rcode },
] as const;

type SessionMaker = (sessions: SessionRepository, accountId: string) => Promise<string>;

/** A new session of the account, then ended by `end`. */
function endedBy(end: (sessions: SessionRepository, token: string, accountId: string) => Promise<unknown>): SessionMaker {
  return async (sessions, accountId) => {
    const token = await sessions.create(accountId, null);
    await end(sessions, token, accountId);
    return token;
  };
}

/**
 * Sessions that ended while their cookie is still in use, made afresh for each call: a
 * sign-out (19008), "sign out everywhere" (101903, which ends every session of the account),
 * or a sign-in by another provider than the configured one (49202, ended by the first call).
 * Only the last clears the cookie; the web's sign-out needs the others' to name them.
 */
const ENDED_SESSIONS: ReadonlyArray<{ label: string; end: SessionMaker; answer: RcodeDefinition; clearsCookie: boolean }> = [
  { label: 'signed out', end: endedBy((sessions, token) => sessions.signOut(token)), answer: Rcodes.SESSION_REVOKED, clearsCookie: false },
  {
    label: 'signed out everywhere',
    end: endedBy((sessions, _token, accountId) => sessions.revokeAll(accountId)),
    answer: Rcodes.SESSION_FORBIDDEN,
    clearsCookie: false,
  },
  {
    label: 'signed in by another provider',
    end: (sessions, accountId) => sessions.create(accountId, 'old-id-token', 'https://old-login.example.com'),
    answer: Rcodes.ACCOUNT_TOKEN_REJECTED,
    clearsCookie: true,
  },
];

/**
 * Spec §8 account and session status: a withdrawn or suspended account, or a locked cloud,
 * gets 403 with its rcode from every cloud call — valid calls included, destructive ones
 * with a valid confirm token — and nothing changes. A session that ended gets its rcode from
 * every call behind a session, the session check included.
 */
describe('account status × every cloud endpoint', () => {
  let testApp: TestApp;
  let tokens: TestConfirmTokens;
  let accountId: string;
  let session: string;
  let photoId: string;
  let calls: Map<Endpoint, ValidCall>;
  const blobs = fileBlobStoreIn(mkdtempSync(path.join(tmpdir(), 'portal-account-status-')));

  async function call(endpoint: Endpoint, { params, query, payload }: ValidCall = {}, sessionToken = session) {
    const response = await testApp.app.inject({
      method: endpoint.method,
      url: buildPath(endpoint.path, params),
      ...(query && { query }),
      headers: { ...webClientHeaders, 'x-sc-confirm-token': await tokens.issue('status-subject'), ...ONE_BATCH },
      cookies: { portal_session: sessionToken },
      ...(payload && { payload }),
    });
    return { status: response.statusCode, body: response.body ? response.json() : null, setCookie: response.headers['set-cookie'] };
  }

  /** Everything the account can read, to compare before and after the refused calls. */
  async function snapshot() {
    const reads = [
      getBackupDevices,
      getTemporaryBackups,
      getDeviceContexts,
      getQuotaUsage,
      getEdpUser,
      getE2eeGroups,
      getIncompletedTasks,
      getWebSignInVerified,
      getSecurityEvents,
      getNotifications,
    ];
    const bodies = await Promise.all(reads.map(async (endpoint) => (await call(endpoint)).body));
    const photos = (await call(getPhotos, { query: { count: '100' } })).body;
    const cachedThumbnail = await blobs.get(photoThumbnailKey(accountId, photoId, 240));
    return { bodies, photos, cachedThumbnail };
  }

  beforeAll(async () => {
    tokens = await createTestConfirmTokens();
    testApp = await createTestApp({ confirmTokenKeys: tokens.keySource, blobs });
    const seeded = await seedDemoAccount(testApp.database.db, blobs, {
      issuer: TEST_ISSUER,
      subject: 'status-subject',
      name: 'Status Tester',
      loginId: 'status@example.com',
      pictureUrl: null,
      emailVerified: true,
      profile: 'noPhotos',
    });
    accountId = seeded.accountId;
    session = await new SessionRepository(testApp.database.db, 600_000).create(accountId, null);
    photoId = (await addPhoto(testApp.database.db, blobs, accountId, { bytes: await generateDemoPhoto(0, { width: 400, height: 300 }), serverTimestamp: new Date() })).photoId;

    // A second browser of the account, which the valid session calls would sign out.
    await new SessionRepository(testApp.database.db, 600_000).create(accountId, null);
    const otherSessionId = (await call(getBrowserSessions)).body.sessions.find((each: { thisBrowser: boolean }) => !each.thisBrowser).sessionId;
    const device = (await call(getBackupDevices)).body.devices[0];
    const temporaryBackupId = (await call(getTemporaryBackups)).body.backups[0].id;
    const edpVersion = (await call(getEdpUser)).body.edpUserData.version;
    const product = (await call(fetchProducts, { payload: { modelCodes: [device.modelCode], modelNames: [] } })).body.products[0];
    const imageId = product.images[0].file.downloadApi.split('/').pop();
    // An unread notification, which the valid calls would mark read.
    await raiseNotification(testApp.database.db, { accountId, kind: 'erasureFinished', reminderKey: 'status-matrix', at: new Date() });
    const notificationId = (await call(getNotifications)).body.notifications[0].id;

    calls = new Map<Endpoint, ValidCall>([
      [getEdpUser, {}],
      [resetEdpUser, { payload: { edpUserData: { enabled: true, version: edpVersion } } }],
      [cancelEdpReset, { payload: {} }],
      [getGalleryQuota, { params: { serviceId: GALLERY_SERVICE_ID } }],
      [getPhotos, { query: { count: '20' } }],
      [getPhotoThumbnail, { params: { photoId }, query: { size: '240' } }],
      [getBackupDevices, {}],
      [deleteBackupContent, { params: { cid: device.items[0].cid }, query: { tdid: device.device_id } }],
      [deleteBackupDevice, { params: { id: device.device_id } }],
      [deleteTemporaryBackup, { params: { id: temporaryBackupId } }],
      [getTemporaryBackups, {}],
      [extendTemporaryBackup, { params: { id: temporaryBackupId }, payload: {} }],
      [fetchProducts, { payload: { modelCodes: [device.modelCode], modelNames: [] } }],
      [downloadProductImage, { params: { imageId } }],
      [getE2eeGroups, {}],
      [getE2eePolicies, {}],
      [getBackupE2eeDevices, {}],
      [getDataE2eeDevices, {}],
      [getDeviceContexts, {}],
      [getAppUsage, { payload: { deviceIds: [device.device_id] } }],
      [signOutDevice, { params: { id: device.device_id } }],
      [getQuotaUsage, {}],
      [requestErasure, { payload: { taskType: ERASURE_TASK_TYPE, extendedRequest: ['contacts'] } }],
      [getIncompletedTasks, {}],
      [getOneDriveLinkStatus, {}],
      [getProfile, {}],
      [startWebSignIn, { query: { authFlow: 'email' }, payload: {} }],
      [pollWebSignIn, { query: { authCode: 'AAAAAAAAAAAAAAAAAAAAAAAA' } }],
      [getWebSignInVerified, {}],
      [confirmWebSignInByEmail, { params: { token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }, payload: {} }],
      [getBrowserSessions, {}],
      [endBrowserSession, { params: { sessionId: otherSessionId } }],
      [endOtherBrowserSessions, { payload: {} }],
      [getSecurityEvents, {}],
      [getCurrentAnnouncements, { query: { language: 'en', country: 'US' } }],
      [getNotifications, {}],
      [markNotificationRead, { params: { id: notificationId }, payload: {} }],
      [markAllNotificationsRead, { payload: {} }],
      [getSession, {}],
      [startPasswordConfirmation, { payload: { returnTo: '/backup' } }],
    ]);
  }, 120_000);
  afterAll(() => testApp.close());

  it('has a valid call for every endpoint of the contract', () => {
    expect(CLOUD_ENDPOINTS.filter((endpoint) => !calls.has(endpoint)).map((endpoint) => endpoint.path)).toEqual([]);
  });

  it.each(REFUSED_STATES)('$label: every call answers 403 $rcode and nothing changes', async ({ set, rcode }) => {
    const before = await snapshot();
    await testApp.database.db.update(accounts).set(set).where(eq(accounts.id, accountId));
    try {
      for (const endpoint of CLOUD_ENDPOINTS) {
        const { status, body, setCookie } = await call(endpoint, calls.get(endpoint));
        const name = `${endpoint.method} ${endpoint.path}`;
        expect({ name, status, rcode: body?.rcode }).toEqual({ name, status: 403, rcode });
        expect(setCookie, name).toBeUndefined();
      }
    } finally {
      await testApp.database.db.update(accounts).set({ status: 'active', cloudLockRcode: null }).where(eq(accounts.id, accountId));
    }
    expect(await snapshot()).toEqual(before);
  });

  it.each(REFUSED_STATES)('$label: every data call of the account’s devices answers 403 $rcode and nothing changes', async ({ label, set, rcode }) => {
    const device = (await call(getBackupDevices)).body.devices[0];
    const credential = (await new DeviceCredentialRepository(testApp.database.db).issue(accountId, device.device_id))!;
    const fromDevice = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object | Buffer, contentType = 'application/json') =>
      testApp.app.inject({ method, url, headers: { authorization: `Bearer ${credential}`, ...(payload && { 'content-type': contentType }) }, ...(payload && { payload }) });
    // A file the device backed up while the cloud served the account, for the restore calls.
    const kept = Buffer.from(`kept before the account was ${label}`);
    const keptHash = createHash('sha256').update(kept).digest('base64url');
    expect((await fromDevice('PUT', buildPath(uploadDeviceBackupFile.path, { contentHash: keptHash }), kept, 'application/octet-stream')).statusCode).toBe(200);
    const keptFiles = [{ name: 'kept.bin', size: kept.length, contentHash: keptHash }];
    expect((await fromDevice('POST', recordDeviceBackupRun.path, { items: [{ cid: 'CALENDAR', usage: kept.length, count: 1, state: 'on', files: keptFiles }] })).statusCode).toBe(200);
    // A photo the device trashed while the cloud served the account, to restore and to empty.
    const trashed = await fromDevice('POST', uploadDevicePhoto.path, await generateDemoPhoto(10 + REFUSED_STATES.findIndex((state) => state.label === label), { width: 64, height: 48 }), 'image/jpeg');
    const trashedId = trashed.json<{ photoId: string }>().photoId;
    expect((await fromDevice('DELETE', buildPath(trashDevicePhoto.path, { id: trashedId }))).statusCode).toBe(200);
    const fresh = Buffer.from('bytes the device sends while refused');
    const freshHash = createHash('sha256').update(fresh).digest('base64url');
    const calls: Record<string, () => Promise<{ statusCode: number; json(): unknown }>> = {
      [`${reportDeviceSyncedContents.method} ${reportDeviceSyncedContents.path}`]: () =>
        fromDevice('PUT', reportDeviceSyncedContents.path, { items: [{ cid: 'contacts', cnt: 1, size: 1, state: 'on' }] }),
      [`${recordDeviceBackupRun.method} ${recordDeviceBackupRun.path}`]: () =>
        fromDevice('POST', recordDeviceBackupRun.path, { items: [{ cid: 'CALENDAR', usage: 1, count: 1, state: 'on' }] }),
      [`${uploadDevicePhoto.method} ${uploadDevicePhoto.path}`]: async () =>
        fromDevice('POST', uploadDevicePhoto.path, await generateDemoPhoto(9, { width: 64, height: 48 }), 'image/jpeg'),
      [`${uploadDeviceBackupFile.method} ${uploadDeviceBackupFile.path}`]: () =>
        fromDevice('PUT', buildPath(uploadDeviceBackupFile.path, { contentHash: freshHash }), fresh, 'application/octet-stream'),
      [`${listDeviceRestoreFiles.method} ${listDeviceRestoreFiles.path}`]: () => fromDevice('GET', listDeviceRestoreFiles.path),
      [`${downloadDeviceRestoreFile.method} ${downloadDeviceRestoreFile.path}`]: () =>
        fromDevice('GET', buildPath(downloadDeviceRestoreFile.path, { contentHash: keptHash })),
      [`${listDevicePhotos.method} ${listDevicePhotos.path}`]: () => fromDevice('GET', listDevicePhotos.path),
      [`${trashDevicePhoto.method} ${trashDevicePhoto.path}`]: () => fromDevice('DELETE', buildPath(trashDevicePhoto.path, { id: photoId })),
      [`${restoreDevicePhoto.method} ${restoreDevicePhoto.path}`]: () => fromDevice('POST', buildPath(restoreDevicePhoto.path, { id: trashedId })),
      [`${emptyDevicePhotoTrash.method} ${emptyDevicePhotoTrash.path}`]: () => fromDevice('DELETE', emptyDevicePhotoTrash.path),
    };
    expect(Object.keys(calls).sort()).toEqual(DEVICE_DATA_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`).sort());
    const before = await snapshot();
    await testApp.database.db.update(accounts).set(set).where(eq(accounts.id, accountId));
    try {
      for (const [name, send] of Object.entries(calls)) {
        const answer = await send();
        expect({ name, status: answer.statusCode, rcode: (answer.json() as { rcode?: number }).rcode }).toEqual({ name, status: 403, rcode });
      }
    } finally {
      await testApp.database.db.update(accounts).set({ status: 'active', cloudLockRcode: null }).where(eq(accounts.id, accountId));
    }
    expect(await snapshot()).toEqual(before);
    expect(await blobs.get(backupFileKey(accountId, freshHash))).toBeNull();
  });

  it.each(ENDED_SESSIONS)('$label: every call behind a session answers $answer.status $answer.rcode and nothing changes', async ({ end, answer, clearsCookie }) => {
    const before = await snapshot();
    const sessions = new SessionRepository(testApp.database.db, 600_000, testApp.config.oidc.issuer);
    try {
      for (const endpoint of [...CLOUD_ENDPOINTS, getSession, startPasswordConfirmation]) {
        const { status, body, setCookie } = await call(endpoint, calls.get(endpoint), await end(sessions, accountId));
        const name = `${endpoint.method} ${endpoint.path}`;
        expect({ name, status, rcode: body?.rcode }).toEqual({ name, status: answer.status, rcode: answer.rcode });
        expect(String(setCookie ?? '').startsWith('portal_session=;'), name).toBe(clearsCookie);
      }
    } finally {
      // Signing out everywhere ended this test's own session too.
      session = await sessions.create(accountId, null);
    }
    expect(await snapshot()).toEqual(before);
  });
});
