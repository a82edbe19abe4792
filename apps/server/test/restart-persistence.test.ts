import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CLOUD_ENDPOINTS } from '@cloud-portal/contract/cloud-endpoints';
import { generateDeviceId } from '@cloud-portal/domain/device-id';
import { firstPersonalDataIdOfKind } from '@cloud-portal/domain/personal-data-categories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeviceCredentialRepository } from '../src/modules/device-api/device-credential-repository';
import { ensureCloudAccount } from '../src/modules/quota/cloud-account-settings';
import { SessionRepository } from '../src/auth/session-repository';
import { generateDemoPhoto } from '../src/demo/demo-photo-generator';
import { seedDemoAccount } from '../src/demo/seed-demo-data';
import { insertAnnouncement } from '../src/modules/announcements/announcement-repository';
import { runNextErasureTask } from '../src/modules/erasure/erasure-task-runner';
import { raiseDueReminders } from '../src/modules/notifications/raise-reminders';
import { BROWSER_ID_COOKIE } from '../src/modules/verification/browser-id-cookie';
import { fileBlobStoreIn } from '../src/storage/file-blob-store';
import { answerOf, type Answer, type Method } from './compared-answer';
import { silentLogger } from './erasure-test-data';
import { verificationByEmailConfig, verifyBrowserByEmail } from './outbox-email';
import { createTestApp, webClientHeaders, type TestApp } from './test-app';
import { createTestConfirmTokens, TEST_ISSUER, type TestConfirmTokens, confirmBatchHeaders } from './test-confirm-tokens';
import { signInTestAccount } from './test-accounts';
import { createTestDatabase, type TestDatabase } from './test-database';
import { registerTestPhone } from './test-devices';

/** Every deletion of this file is one run: a token is never refused for its batch here. */
const ONE_BATCH = confirmBatchHeaders();

/**
 * Issue 3: "a change made through one call is visible in every other call that reads the same
 * data, after a server restart too". The demo account is changed through every call of the
 * contract that changes something; then every call of the contract is answered, the server
 * and its database are closed and reopened, and every call must answer exactly the same.
 * Runs on PGlite (a file-backed database under a temporary DATA_DIR) and on PostgreSQL.
 */

const SUBJECT = 'restart-subject';
const NOTES_ID = firstPersonalDataIdOfKind('notes');

const keyOf = (method: Method, path: string) => `${method} ${path}`;

let dataDir: string;
let testDatabase: TestDatabase;
let tokens: TestConfirmTokens;
let sessionToken: string;
const browserId = generateDeviceId((length) => randomBytes(length));

async function startPortal(): Promise<TestApp> {
  return createTestApp({
    testDatabase,
    confirmTokenKeys: tokens.keySource,
    blobs: fileBlobStoreIn(dataDir),
    // Verification on, so the verified browser itself is something that must survive.
    config: verificationByEmailConfig(dataDir),
  });
}

async function call(
  portal: TestApp,
  method: Method,
  url: string,
  options: { payload?: object; confirm?: boolean } = {},
): Promise<Answer> {
  const response = await portal.app.inject({
    method,
    url,
    headers: {
      ...webClientHeaders,
      ...(options.confirm && { 'x-sc-confirm-token': await tokens.issue(SUBJECT), ...ONE_BATCH }),
    },
    cookies: { portal_session: sessionToken, [BROWSER_ID_COOKIE]: browserId },
    ...(options.payload && { payload: options.payload }),
  });
  return answerOf(response);
}

/** Ids taken from the demo data once, before anything changes. */
interface DemoIds {
  authCode: string;
  signedPath: string;
  productImagePath: string;
  photoId: string;
  modelCodes: string[];
  modelNames: string[];
  deviceIds: string[];
  temporaryBackupIds: string[];
}

/** Every call of the contract, as the key `METHOD path` → the call to make for reading. */
function readingCalls(
  ids: DemoIds,
): Record<string, { method: Method; url: string; payload?: object }> {
  return {
    [keyOf('GET', '/api/sbp/edp/users')]: { method: 'GET', url: '/api/sbp/edp/users' },
    [keyOf('GET', '/api/odi/v2/quota/:serviceId')]: {
      method: 'GET',
      url: '/api/odi/v2/quota/gallery',
    },
    [keyOf('GET', '/api/media/v1/photos')]: {
      method: 'GET',
      url: '/api/media/v1/photos?count=100',
    },
    [keyOf('GET', '/api/media/v1/photos/:photoId/thumbnail')]: {
      method: 'GET',
      url: `/api/media/v1/photos/${ids.photoId}/thumbnail?size=240`,
    },
    [keyOf('GET', '/api/backup/v4/devices')]: { method: 'GET', url: '/api/backup/v4/devices' },
    [keyOf('GET', '/api/ctb/csweb/backups')]: { method: 'GET', url: '/api/ctb/csweb/backups' },
    [keyOf('POST', '/api/pki/v2/products/fetch')]: {
      method: 'POST',
      url: '/api/pki/v2/products/fetch',
      payload: { modelCodes: ids.modelCodes, modelNames: ids.modelNames },
    },
    [keyOf('GET', '/api/pki/v2/images/:imageId')]: { method: 'GET', url: ids.productImagePath },
    [keyOf('GET', '/api/kps/v2/manage/groups')]: {
      method: 'GET',
      url: '/api/kps/v2/manage/groups',
    },
    [keyOf('GET', '/api/kps/v2/info/policy')]: { method: 'GET', url: '/api/kps/v2/info/policy' },
    [keyOf('GET', '/api/backup/v4/e2ee/devices')]: {
      method: 'GET',
      url: '/api/backup/v4/e2ee/devices',
    },
    [keyOf('GET', '/api/data/v3/e2ee/devices')]: {
      method: 'GET',
      url: '/api/data/v3/e2ee/devices',
    },
    [keyOf('GET', '/api/device-context/v1/devices')]: {
      method: 'GET',
      url: '/api/device-context/v1/devices',
    },
    [keyOf('POST', '/api/device-context/v1/get-app-usage')]: {
      method: 'POST',
      url: '/api/device-context/v1/get-app-usage',
      payload: { deviceIds: ids.deviceIds.slice(0, 10) },
    },
    [keyOf('GET', '/api/quota/v3/usage')]: { method: 'GET', url: '/api/quota/v3/usage' },
    [keyOf('GET', '/api/lgi/eos/v1/task/incompleted')]: {
      method: 'GET',
      url: '/api/lgi/eos/v1/task/incompleted',
    },
    [keyOf('GET', '/api/odi/v2/link/status')]: { method: 'GET', url: '/api/odi/v2/link/status' },
    [keyOf('GET', '/api/user/v2/profile')]: { method: 'GET', url: '/api/user/v2/profile' },
    // The web sign-in calls answer from what the verification stored.
    [keyOf('PUT', '/api/auth/sc/tokens/v1/web')]: {
      method: 'PUT',
      url: '/api/auth/sc/tokens/v1/web?authFlow=email',
      payload: {},
    },
    [keyOf('GET', '/api/auth/sc/tokens/v1/web')]: {
      method: 'GET',
      url: `/api/auth/sc/tokens/v1/web?authCode=${ids.authCode}`,
    },
    [keyOf('GET', '/api/auth/sc/verification/v1/tokens/web/isVerified')]: {
      method: 'GET',
      url: '/api/auth/sc/verification/v1/tokens/web/isVerified',
    },
    [keyOf('POST', '/api/auth/sc/verification/v1/email/:token')]: {
      method: 'POST',
      url: ids.signedPath,
      payload: {},
    },
    [keyOf('GET', '/api/security/v1/sessions')]: { method: 'GET', url: '/api/security/v1/sessions' },
    [keyOf('GET', '/api/security/v1/events')]: { method: 'GET', url: '/api/security/v1/events' },
    [keyOf('GET', '/api/announcements/v1/current')]: { method: 'GET', url: '/api/announcements/v1/current?language=en&country=US' },
    [keyOf('GET', '/api/notifications/v1/list')]: { method: 'GET', url: '/api/notifications/v1/list' },
  };
}

/** Every call moves the session's last activity (every 30 s at most): the rest must stay. */
function withoutLastActivity(answer: Answer): Answer {
  const body = answer.body as { sessions: Array<Record<string, unknown>> };
  return { ...answer, body: { sessions: body.sessions.map(({ lastActiveAt: _moves, ...rest }) => rest) } };
}

/** The calls that change data; each is read back through the reading calls. */
const CHANGING_CALLS = [
  keyOf('POST', '/api/sbp/edp/users/reset'),
  keyOf('POST', '/api/sbp/edp/users/reset/cancel'),
  keyOf('DELETE', '/api/backup/v4/contents/:cid'),
  keyOf('DELETE', '/api/backup/v4/devices/:id'),
  keyOf('DELETE', '/api/ctb/v2/backups/:id'),
  keyOf('POST', '/api/ctb/csweb/backups/:id/extend'),
  keyOf('DELETE', '/api/lgi/eos/v1/data'),
  keyOf('DELETE', '/api/security/v1/sessions/:sessionId'),
  keyOf('POST', '/api/security/v1/sessions/end-others'),
  keyOf('DELETE', '/api/device-context/v1/devices/:id/credentials'),
  keyOf('POST', '/api/notifications/v1/:id/read'),
  keyOf('POST', '/api/notifications/v1/read-all'),
];

async function answersOf(portal: TestApp, ids: DemoIds): Promise<Record<string, Answer>> {
  const answers: Record<string, Answer> = {};
  for (const [key, { method, url, payload }] of Object.entries(readingCalls(ids))) {
    const answer = await call(portal, method, url, payload ? { payload } : {});
    answers[key] = key === keyOf('GET', '/api/security/v1/sessions') ? withoutLastActivity(answer) : answer;
  }
  return answers;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-restart-'));
  testDatabase = await createTestDatabase({ pgliteDataDir: path.join(dataDir, 'pglite') });
  tokens = await createTestConfirmTokens();
});

afterAll(async () => {
  await testDatabase.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

describe('every call of the contract across a restart', () => {
  it('reads back or changes every endpoint of the contract', () => {
    const ids = {
      authCode: 'x',
      signedPath: 'x',
      productImagePath: 'x',
      photoId: 'x',
      modelCodes: [],
      modelNames: [],
      deviceIds: [],
      temporaryBackupIds: [],
    };
    const covered = [...Object.keys(readingCalls(ids)), ...CHANGING_CALLS].sort();
    expect(covered).toEqual(
      CLOUD_ENDPOINTS.map((endpoint) => keyOf(endpoint.method, endpoint.path)).sort(),
    );
  });

  it('answers every call the same after the server and its database restart, changes included', async () => {
    const first = await startPortal();
    let ids: DemoIds;
    let before: Record<string, Answer>;
    let changed: {
      contentDevice: string;
      deletedCid: string;
      deletedDevice: string;
      extended: string;
      deletedTemporary: string;
    };
    try {
      const { db } = first.database;
      const { accountId } = await seedDemoAccount(db, fileBlobStoreIn(dataDir), {
        issuer: TEST_ISSUER,
        subject: SUBJECT,
        name: 'Restart Owner',
        loginId: 'restart@example.com',
        pictureUrl: null,
        emailVerified: true,
        profile: 'full',
      });
      const sessionRepository = new SessionRepository(db, 3_600_000);
      sessionToken = await sessionRepository.create(accountId, null);
      // Two more browsers: one signed out by name, one by "everywhere else".
      await sessionRepository.create(accountId, null);
      await sessionRepository.create(accountId, null);

      // Verify this browser by e-mail, as its user does.
      const verification = await verifyBrowserByEmail(first.app, dataDir, {
        portal_session: sessionToken,
        [BROWSER_ID_COOKIE]: browserId,
      });

      const devices = (await call(first, 'GET', '/api/device-context/v1/devices')).body as {
        devices: Array<{ id: string; modelCode: string; modelName: string }>;
      };
      const products = (
        await call(first, 'POST', '/api/pki/v2/products/fetch', {
          payload: { modelCodes: devices.devices.map((d) => d.modelCode), modelNames: [] },
        })
      ).body as { products: Array<{ images: Array<{ file: { downloadApi: string } }> }> };
      const photos = (await call(first, 'GET', '/api/media/v1/photos?count=1')).body as {
        list: Array<{ photoId: string }>;
      };
      const temporary = (await call(first, 'GET', '/api/ctb/csweb/backups')).body as {
        backups: Array<{ id: string }>;
      };
      ids = {
        ...verification,
        productImagePath: products.products[0]!.images[0]!.file.downloadApi,
        photoId: photos.list[0]!.photoId,
        modelCodes: [...new Set(devices.devices.map((d) => d.modelCode))],
        modelNames: [...new Set(devices.devices.map((d) => d.modelName))],
        deviceIds: devices.devices.map((d) => d.id),
        temporaryBackupIds: temporary.backups.map((b) => b.id),
      };
      expect(ids.temporaryBackupIds.length).toBeGreaterThanOrEqual(2);

      // Every changing call, once. A device signed out of the cloud: the lists say so after the restart too.
      const signedOut = ids.deviceIds[0]!;
      expect(await new DeviceCredentialRepository(db).issue(accountId, signedOut)).not.toBeNull();
      expect((await call(first, 'DELETE', `/api/device-context/v1/devices/${signedOut}/credentials`)).status).toBe(200);
      const edp = (await call(first, 'GET', '/api/sbp/edp/users')).body as {
        edpUserData: { enabled: boolean; version: number };
      };
      expect(
        (
          await call(first, 'POST', '/api/sbp/edp/users/reset', {
            payload: { edpUserData: edp.edpUserData },
          })
        ).status,
      ).toBe(200);
      expect(
        (await call(first, 'POST', '/api/sbp/edp/users/reset/cancel', { payload: {} })).status,
      ).toBe(200);

      const backups = (await call(first, 'GET', '/api/backup/v4/devices')).body as {
        devices: Array<{ device_id: string; items: Array<{ cid: string }> }>;
      };
      const [withContent, toDelete] = backups.devices;
      if (!withContent || !toDelete) throw new Error('the demo account needs two device backups');
      const deletedCid = withContent.items[0]!.cid;
      const contentUrl = `/api/backup/v4/contents/${deletedCid}?tdid=${withContent.device_id}&cid=${deletedCid}`;
      expect((await call(first, 'DELETE', contentUrl, { confirm: true })).status).toBe(200);
      expect(
        (
          await call(first, 'DELETE', `/api/backup/v4/devices/${toDelete.device_id}`, {
            confirm: true,
          })
        ).status,
      ).toBe(200);

      const [extended, deletedTemporary] = ids.temporaryBackupIds;
      expect(
        (await call(first, 'POST', `/api/ctb/csweb/backups/${extended}/extend`, { payload: {} }))
          .status,
      ).toBe(200);
      expect(
        (await call(first, 'DELETE', `/api/ctb/v2/backups/${deletedTemporary}`, { confirm: true }))
          .status,
      ).toBe(200);

      const erasure = await call(first, 'DELETE', '/api/lgi/eos/v1/data', {
        confirm: true,
        payload: { taskType: 'CSWEB_DATA_ERASURE', extendedRequest: [NOTES_ID] },
      });
      expect(erasure.status).toBe(202);
      // The worker carries the request out (the demo's own erasure stays deferred).
      const run = await runNextErasureTask({
        db,
        blobs: fileBlobStoreIn(dataDir),
        logger: silentLogger,
      });
      expect(run).toMatchObject({
        outcome: 'completed',
        referenceId: (erasure.body as { referenceId: string }).referenceId,
      });

      const browsers = (await call(first, 'GET', '/api/security/v1/sessions')).body as {
        sessions: Array<{ sessionId: string; thisBrowser: boolean }>;
      };
      const another = browsers.sessions.find((each) => !each.thisBrowser)!;
      expect((await call(first, 'DELETE', `/api/security/v1/sessions/${another.sessionId}`)).status).toBe(200);
      expect(await call(first, 'POST', '/api/security/v1/sessions/end-others', { payload: {} })).toEqual({
        status: 200,
        body: { ended: 1 },
      });

      // An announcement, and the notifications the reminder job raises (the demo's backup nearing
      // deletion, the erasure just finished): one read by name, then all read.
      await insertAnnouncement(db, { title: 'Maintenance', body: 'Sunday night', language: 'en', countries: ['US'], from: Date.now() - 60_000, until: Date.now() + 86_400_000 });
      expect(await raiseDueReminders(db, new Date())).toBeGreaterThanOrEqual(2);
      const raised = (await call(first, 'GET', '/api/notifications/v1/list')).body as { notifications: Array<{ id: string }>; unreadCount: number };
      expect((await call(first, 'POST', `/api/notifications/v1/${raised.notifications[0]!.id}/read`, { payload: {} })).status).toBe(200);
      expect((await call(first, 'GET', '/api/notifications/v1/list')).body).toMatchObject({ unreadCount: raised.unreadCount - 1 });
      expect((await call(first, 'POST', '/api/notifications/v1/read-all', { payload: {} })).status).toBe(200);

      changed = {
        contentDevice: withContent.device_id,
        deletedCid,
        deletedDevice: toDelete.device_id,
        extended: extended!,
        deletedTemporary: deletedTemporary!,
      };
      before = await answersOf(first, ids);
    } finally {
      await first.close();
    }

    const second = await startPortal();
    try {
      const after = await answersOf(second, ids);
      for (const key of Object.keys(before)) expect(after[key], key).toEqual(before[key]);

      // …and what they answer is the changed data.
      expect(after[keyOf('GET', '/api/sbp/edp/users')]!.body).toMatchObject({
        reset: { status: 'CANCELLED' },
      });
      const backupDevices = (
        after[keyOf('GET', '/api/backup/v4/devices')]!.body as {
          devices: Array<{ device_id: string; items: Array<{ cid: string }> }>;
        }
      ).devices;
      expect(backupDevices.map((d) => d.device_id)).not.toContain(changed.deletedDevice);
      expect(
        backupDevices.find((d) => d.device_id === changed.contentDevice)!.items.map((i) => i.cid),
      ).not.toContain(changed.deletedCid);
      const temporaryAfter = (
        after[keyOf('GET', '/api/ctb/csweb/backups')]!.body as {
          backups: Array<{ id: string; extended: boolean }>;
        }
      ).backups;
      expect(temporaryAfter.map((b) => b.id)).not.toContain(changed.deletedTemporary);
      expect(temporaryAfter.find((b) => b.id === changed.extended)).toMatchObject({
        extended: true,
      });
      const contexts = (
        after[keyOf('GET', '/api/device-context/v1/devices')]!.body as {
          devices: Array<{ sync_list: Array<{ cid: string }> }>;
        }
      ).devices;
      expect(contexts.flatMap((d) => d.sync_list.map((item) => item.cid))).not.toContain('notes');
      const tasks = (
        after[keyOf('GET', '/api/lgi/eos/v1/task/incompleted')]!.body as {
          incompletedTasks: Array<{ cids: string[] }>;
        }
      ).incompletedTasks;
      expect(tasks.flatMap((task) => task.cids)).not.toContain(NOTES_ID);
      expect(tasks).toHaveLength(1); // the demo's deferred erasure only
      expect(
        after[keyOf('GET', '/api/auth/sc/verification/v1/tokens/web/isVerified')]!.body,
      ).toEqual({ isVerified: true });
      expect(after[keyOf('GET', '/api/auth/sc/tokens/v1/web')]).toEqual({
        status: 200,
        body: { status: 'VERIFIED' },
      });
      expect(after[keyOf('GET', '/api/security/v1/sessions')]!.body).toMatchObject({ sessions: [{ thisBrowser: true }] });
      const events = (after[keyOf('GET', '/api/security/v1/events')]!.body as { events: Array<{ type: string }> }).events;
      expect(events.map((event) => event.type)).toEqual(
        expect.arrayContaining(['sessionsEnded', 'erasureRequested', 'dataDeleted', 'passwordConfirmed']),
      );
      expect(after[keyOf('GET', '/api/announcements/v1/current')]!.body).toMatchObject({ announcements: [{ title: 'Maintenance' }] });
      const notifications = after[keyOf('GET', '/api/notifications/v1/list')]!.body as { notifications: Array<{ kind: string; read: boolean }>; unreadCount: number };
      expect(notifications.unreadCount).toBe(0);
      expect(notifications.notifications.map((notification) => notification.kind)).toEqual(expect.arrayContaining(['backupDeletion', 'erasureFinished']));
      expect(notifications.notifications.every((notification) => notification.read)).toBe(true);
      for (const answer of Object.values(after)) expect(answer.status).toBeLessThan(300);
    } finally {
      await second.close();
    }
  }, 240_000); // seeding 45 photos and two opens of a file-backed PGlite

  it('restores a device backup the same, byte for byte, after the server and its database restart', async () => {
    const bytes = randomBytes(40_000);
    const contentHash = createHash('sha256').update(bytes).digest('base64url');
    const restore = async (portal: TestApp, credential: string) => {
      const headers = { authorization: `Bearer ${credential}` };
      const listing = await portal.app.inject({ method: 'GET', url: '/device-api/v1/restore/files', headers });
      const file = await portal.app.inject({ method: 'GET', url: `/device-api/v1/restore/files/${contentHash}`, headers });
      return { listing: { status: listing.statusCode, body: listing.json<unknown>() }, file: { status: file.statusCode, bytes: file.rawPayload } };
    };
    const first = await startPortal();
    let credential: string;
    let before: Awaited<ReturnType<typeof restore>>;
    try {
      const { db } = first.database;
      const owner = await signInTestAccount(db);
      await ensureCloudAccount(db, owner.accountId);
      await registerTestPhone(db, owner.accountId, 'restart-restore-phone');
      credential = (await new DeviceCredentialRepository(db).issue(owner.accountId, 'restart-restore-phone'))!;
      const headers = { authorization: `Bearer ${credential}` };
      const uploaded = await first.app.inject({
        method: 'PUT',
        url: `/device-api/v1/backup-files/${contentHash}`,
        headers: { ...headers, 'content-type': 'application/octet-stream' },
        payload: bytes,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      const files = [{ name: 'messages.db', size: bytes.length, contentHash }];
      const ran = await first.app.inject({
        method: 'POST',
        url: '/device-api/v1/backups',
        headers,
        payload: { items: [{ cid: 'SMS', usage: bytes.length, count: 1, state: 'on', files }] },
      });
      expect(ran.statusCode, ran.body).toBe(200);
      before = await restore(first, credential);
    } finally {
      await first.close();
    }
    const second = await startPortal();
    try {
      const after = await restore(second, credential);
      expect(after.listing).toEqual(before.listing);
      expect(after.listing).toMatchObject({ status: 200, body: { files: [{ cid: 'SMS', name: 'messages.db', contentHash }] } });
      expect(after.file.status).toBe(200);
      expect(after.file.bytes.equals(bytes)).toBe(true);
    } finally {
      await second.close();
    }
  }, 120_000);

  it('keeps a photo in the Gallery trash the same after the server and its database restart, and restores it after', async () => {
    const first = await startPortal();
    let credential: string;
    let trashedId: string;
    let sessionOfOwner: string;
    const ownersBrowser = generateDeviceId((length) => randomBytes(length));
    const browserOfOwner = () => ({ portal_session: sessionOfOwner, [BROWSER_ID_COOKIE]: ownersBrowser });
    const seen = async (portal: TestApp) => {
      const fromPhone = (method: 'GET' | 'POST', url: string) => portal.app.inject({ method, url, headers: { authorization: `Bearer ${credential}` } });
      const web = (url: string) => portal.app.inject({ method: 'GET', url, headers: webClientHeaders, cookies: browserOfOwner() });
      return {
        device: (await fromPhone('GET', '/device-api/v1/photos')).json<unknown>(),
        trash: (await fromPhone('GET', '/device-api/v1/photos?trashed=true')).json<unknown>(),
        gallery: (await web('/api/media/v1/photos?count=100')).json<unknown>(),
        quota: (await web('/api/odi/v2/quota/gallery')).json<unknown>(),
      };
    };
    let before: Awaited<ReturnType<typeof seen>>;
    try {
      const { db } = first.database;
      const owner = await signInTestAccount(db);
      sessionOfOwner = owner.sessionToken;
      await verifyBrowserByEmail(first.app, dataDir, browserOfOwner());
      await ensureCloudAccount(db, owner.accountId);
      await registerTestPhone(db, owner.accountId, 'restart-trash-phone');
      credential = (await new DeviceCredentialRepository(db).issue(owner.accountId, 'restart-trash-phone'))!;
      const upload = async (seed: number) => {
        const answer = await first.app.inject({
          method: 'POST',
          url: '/device-api/v1/photos',
          headers: { authorization: `Bearer ${credential}`, 'content-type': 'image/jpeg' },
          payload: await generateDemoPhoto(seed, { width: 64, height: 48 }),
        });
        expect(answer.statusCode, answer.body).toBe(200);
        return answer.json<{ photoId: string }>().photoId;
      };
      const keptId = await upload(1);
      trashedId = await upload(2);
      const trashed = await first.app.inject({ method: 'DELETE', url: `/device-api/v1/photos/${trashedId}`, headers: { authorization: `Bearer ${credential}` } });
      expect(trashed.statusCode, trashed.body).toBe(200);
      before = await seen(first);
      expect(before.gallery).toMatchObject({ list: [{ photoId: keptId }] });
      expect(before.trash).toMatchObject({ photos: [{ photoId: trashedId, trashedAt: expect.any(Number) }] });
      expect(before.quota).toMatchObject({ photoCount: 1 });
    } finally {
      await first.close();
    }
    const second = await startPortal();
    try {
      expect(await seen(second)).toEqual(before);
      const restored = await second.app.inject({ method: 'POST', url: `/device-api/v1/photos/${trashedId}/restore`, headers: { authorization: `Bearer ${credential}` } });
      expect(restored.statusCode, restored.body).toBe(200);
      expect((await seen(second)).quota).toMatchObject({ photoCount: 2 });
    } finally {
      await second.close();
    }
  }, 120_000);
});
