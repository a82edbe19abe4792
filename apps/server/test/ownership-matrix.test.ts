import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CLOUD_ENDPOINTS } from '@cloud-portal/contract/cloud-endpoints';
import { approveWebSignInFromDevice, refreshDeviceCredential } from '@cloud-portal/contract/device-api';
import { recordDeviceBackupRun, reportDeviceSyncedContents, uploadDevicePhoto } from '@cloud-portal/contract/device-data';
import { emptyDevicePhotoTrash, listDevicePhotos, restoreDevicePhoto, trashDevicePhoto, type DevicePhotoListing } from '@cloud-portal/contract/device-photos';
import { buildPath } from '@cloud-portal/contract/endpoint';
import { getDeviceBackupFileUpload, listDeviceRestoreFiles, uploadDeviceBackupFilePart } from '@cloud-portal/contract/device-backup-files';
import { enrolDevice, getDeviceEnrolmentSettings } from '@cloud-portal/contract/device-enrolment';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import { PERSONAL_DATA_IDS } from '@cloud-portal/domain/personal-data-categories';
import { generateDeviceId } from '@cloud-portal/domain/device-id';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, SIGN_IN_BINDING_COOKIE } from '../src/auth/auth-cookies';
import { newSecretToken } from '../src/auth/secret-token';
import { SessionRepository } from '../src/auth/session-repository';
import { SignInRequestRepository } from '../src/auth/sign-in-request-repository';
import { devices, sessions, verifiedBrowsers, webSignInRequests } from '../src/db/schema';
import { demoDevices } from '../src/demo/demo-devices';
import type { DemoPhotoSource } from '../src/demo/demo-photo-files';
import { generateDemoPhoto } from '../src/demo/demo-photo-generator';
import { seedDemoAccount } from '../src/demo/seed-demo-data';
import { DEMO_ERASURE_ID } from '../src/demo/seed-erasure';
import { runDueBlobDeletions } from '../src/modules/blob-deletion/blob-deletion-runner';
import { DeviceCredentialRepository } from '../src/modules/device-api/device-credential-repository';
import { runNextErasureTask } from '../src/modules/erasure/erasure-task-runner';
import { raiseNotification } from '../src/modules/notifications/notification-repository';
import { raiseDueReminders } from '../src/modules/notifications/raise-reminders';
import { BROWSER_ID_COOKIE } from '../src/modules/verification/browser-id-cookie';
import { fileBlobStoreIn } from '../src/storage/file-blob-store';
import { answerOf, type Answer as ComparedAnswer, type Method } from './compared-answer';
import { DEVICE_DATA_ENDPOINTS } from './device-data-endpoints';
import { silentLogger } from './erasure-test-data';
import { verificationByEmailConfig, verifyBrowserByEmail } from './outbox-email';
import { webClientHeaders } from './test-app';
import { TEST_ISSUER, confirmBatchHeaders } from './test-confirm-tokens';
import { seedDevices } from './test-devices';
import { usePortalWithTestIdp } from './use-portal-with-test-idp';
import { useTestConfirmTokens } from './use-test-confirm-tokens';

/** Every deletion of this file is one run: a token is never refused for its batch here. */
const ONE_BATCH = confirmBatchHeaders();

/**
 * Architecture "Ownership": every call is scoped to the signed-in account; another account's
 * id answers exactly like an id that does not exist (404 where the call names a stored
 * thing), and changes nothing. Account B is seeded like account A (the demo seed gives every
 * account the same device ids, cids and photo files, and B uses A's browser-id cookie), so
 * where an id names both accounts' things, B's call must act on B's alone. The matrix walks
 * every endpoint of the contract, the /auth routes and the device API: each is called by B
 * with A's ids, with the ids both hold, or on B's own data; A's data (answers, session rows
 * and the files on disk) is compared before and after.
 */

interface Caller {
  subject: string;
  accountId: string;
  /** Session, browser-id and sign-in binding cookies. */
  cookies: Record<string, string>;
}
interface Attempt {
  method: Method;
  url: string;
  payload?: object;
}
/** The answer, and where it redirects to. */
interface Answer extends ComparedAnswer {
  location?: string;
}

/** A's ids, found through A's own calls; none of them is also B's. */
interface IdsOfA {
  deviceId: string;
  cid: string;
  temporaryBackupId: string;
  photoId: string;
  authCode: string;
  signedPath: string;
  /** The id the security page gives A's session. */
  sessionId: string;
  /** The state of A's password confirmation under way, and a confirm token of A's. */
  confirmState: string;
  confirmToken: string;
  /** A notification of A's (the reminder job raised it). */
  notificationId: string;
  /** Strings only A's data holds: none may appear in an answer to B. */
  identifying: string[];
}
/** Ids both accounts hold: a device both back up, and a cid of both backups. */
interface SharedIds {
  deviceId: string;
  cid: string;
}

/** B names one of A's ids: the answer must equal the answer for a made-up id, with this status. */
interface NamesAnId {
  kind: 'names an id';
  status: number;
  foreign: (a: IdsOfA) => Attempt;
  unknown: Attempt;
  /** B names an id it holds too: the call acts on B's own (2xx), and A's stays as it was. */
  shared?: (ids: SharedIds) => Attempt;
}
/** B reads or changes its own data: the answer shows nothing of A's. */
interface OwnData {
  kind: 'own data';
  attempt: Attempt;
  /** The status B gets; any 2xx when not given. */
  status?: number;
  /** A's own answer changes as A calls (the sessions' last activity): left out of A's snapshot. */
  movesWithUse?: true;
}
/** The product catalogue is shared by every account: B gets what A gets. */
interface SharedCatalogue {
  kind: 'shared catalogue';
  attempt: (a: IdsOfA, imagePath: string) => Attempt;
}
type Row = NamesAnId | OwnData | SharedCatalogue;

const MADE_UP = {
  deviceId: 'no-such-device',
  cid: 'SMS',
  temporaryBackupId: 'tb_AAAAAAAAAAAAAAAA',
  photoId: 'ph_made_up_photo_id',
  sessionId: '00000000-0000-4000-8000-000000000000',
  state: 's'.repeat(43),
  confirmToken: 'made.up.token',
  notificationId: '00000000-0000-4000-8000-0000000000aa',
};
/** All B may erase: everything but the memos the demo seed is erasing already (asked again, 49512). */
const erasureOfEverything = {
  taskType: 'CSWEB_DATA_ERASURE',
  extendedRequest: PERSONAL_DATA_IDS.filter((id) => id !== DEMO_ERASURE_ID).slice(0, 64),
};
/** The main phone of the demo seed: every demo account has one with this id. */
const SHARED_PHONE = demoDevices(new Date()).find((device) => device.role === 'mainPhone')!.deviceId;

/** B reads a list of its own. */
const ownRead = (url: string): OwnData => ({ kind: 'own data', attempt: { method: 'GET', url } });

/** Every endpoint of the contract, by `METHOD path`. */
const MATRIX: Record<string, Row> = {
  'GET /api/sbp/edp/users': ownRead('/api/sbp/edp/users'),
  'POST /api/sbp/edp/users/reset': {
    kind: 'own data',
    attempt: {
      method: 'POST',
      url: '/api/sbp/edp/users/reset',
      payload: { edpUserData: { enabled: false, version: 0 } },
    },
  },
  'POST /api/sbp/edp/users/reset/cancel': {
    kind: 'own data',
    attempt: { method: 'POST', url: '/api/sbp/edp/users/reset/cancel', payload: {} },
  },
  'GET /api/odi/v2/quota/:serviceId': ownRead('/api/odi/v2/quota/gallery'),
  'GET /api/media/v1/photos': ownRead('/api/media/v1/photos?count=100'),
  'GET /api/media/v1/photos/:photoId/thumbnail': {
    kind: 'names an id',
    status: 404,
    foreign: (a) => ({
      method: 'GET',
      url: `/api/media/v1/photos/${a.photoId}/thumbnail?size=240`,
    }),
    unknown: { method: 'GET', url: `/api/media/v1/photos/${MADE_UP.photoId}/thumbnail?size=240` },
  },
  'GET /api/backup/v4/devices': ownRead('/api/backup/v4/devices'),
  'DELETE /api/backup/v4/contents/:cid': {
    kind: 'names an id',
    status: 404,
    foreign: (a) => ({
      method: 'DELETE',
      url: `/api/backup/v4/contents/${a.cid}?tdid=${a.deviceId}&cid=${a.cid}`,
    }),
    unknown: {
      method: 'DELETE',
      url: `/api/backup/v4/contents/${MADE_UP.cid}?tdid=${MADE_UP.deviceId}&cid=${MADE_UP.cid}`,
    },
    shared: (ids) => ({ method: 'DELETE', url: `/api/backup/v4/contents/${ids.cid}?tdid=${ids.deviceId}&cid=${ids.cid}` }),
  },
  'DELETE /api/backup/v4/devices/:id': {
    kind: 'names an id',
    status: 404,
    foreign: (a) => ({ method: 'DELETE', url: `/api/backup/v4/devices/${a.deviceId}` }),
    unknown: { method: 'DELETE', url: `/api/backup/v4/devices/${MADE_UP.deviceId}` },
    shared: (ids) => ({ method: 'DELETE', url: `/api/backup/v4/devices/${ids.deviceId}` }),
  },
  'DELETE /api/ctb/v2/backups/:id': {
    kind: 'names an id',
    status: 404,
    foreign: (a) => ({ method: 'DELETE', url: `/api/ctb/v2/backups/${a.temporaryBackupId}` }),
    unknown: { method: 'DELETE', url: `/api/ctb/v2/backups/${MADE_UP.temporaryBackupId}` },
  },
  'GET /api/ctb/csweb/backups': ownRead('/api/ctb/csweb/backups'),
  'POST /api/ctb/csweb/backups/:id/extend': {
    kind: 'names an id',
    status: 404,
    foreign: (a) => ({
      method: 'POST',
      url: `/api/ctb/csweb/backups/${a.temporaryBackupId}/extend`,
      payload: {},
    }),
    unknown: {
      method: 'POST',
      url: `/api/ctb/csweb/backups/${MADE_UP.temporaryBackupId}/extend`,
      payload: {},
    },
  },
  'POST /api/pki/v2/products/fetch': {
    kind: 'shared catalogue',
    attempt: () => ({
      method: 'POST',
      url: '/api/pki/v2/products/fetch',
      payload: { modelCodes: ['CP-P9100', 'CP-T7200'], modelNames: [] },
    }),
  },
  'GET /api/pki/v2/images/:imageId': {
    kind: 'shared catalogue',
    attempt: (_a, imagePath) => ({ method: 'GET', url: imagePath }),
  },
  'GET /api/kps/v2/manage/groups': ownRead('/api/kps/v2/manage/groups'),
  'GET /api/kps/v2/info/policy': ownRead('/api/kps/v2/info/policy'),
  'GET /api/backup/v4/e2ee/devices': ownRead('/api/backup/v4/e2ee/devices'),
  'GET /api/data/v3/e2ee/devices': ownRead('/api/data/v3/e2ee/devices'),
  'GET /api/device-context/v1/devices': ownRead('/api/device-context/v1/devices'),
  'POST /api/device-context/v1/get-app-usage': {
    kind: 'names an id',
    status: 404,
    foreign: (a) => ({
      method: 'POST',
      url: '/api/device-context/v1/get-app-usage',
      payload: { deviceIds: [a.deviceId] },
    }),
    unknown: {
      method: 'POST',
      url: '/api/device-context/v1/get-app-usage',
      payload: { deviceIds: [MADE_UP.deviceId] },
    },
    shared: (ids) => ({ method: 'POST', url: '/api/device-context/v1/get-app-usage', payload: { deviceIds: [ids.deviceId] } }),
  },
  'DELETE /api/device-context/v1/devices/:id/credentials': {
    kind: 'names an id',
    status: 404,
    foreign: (a) => ({ method: 'DELETE', url: `/api/device-context/v1/devices/${a.deviceId}/credentials` }),
    unknown: { method: 'DELETE', url: `/api/device-context/v1/devices/${MADE_UP.deviceId}/credentials` },
  },
  'GET /api/quota/v3/usage': ownRead('/api/quota/v3/usage'),
  // B erases everything it may: the worker then runs, and A's data must be untouched.
  'DELETE /api/lgi/eos/v1/data': {
    kind: 'own data',
    attempt: { method: 'DELETE', url: '/api/lgi/eos/v1/data', payload: erasureOfEverything },
  },
  'GET /api/lgi/eos/v1/task/incompleted': ownRead('/api/lgi/eos/v1/task/incompleted'),
  'GET /api/odi/v2/link/status': ownRead('/api/odi/v2/link/status'),
  'GET /api/user/v2/profile': ownRead('/api/user/v2/profile'),
  'PUT /api/auth/sc/tokens/v1/web': {
    kind: 'own data',
    attempt: { method: 'PUT', url: '/api/auth/sc/tokens/v1/web?authFlow=email', payload: {} },
  },
  // The poll's "not found" is 401 135002 (spec §8 lets the web's handler pass it to the flow).
  'GET /api/auth/sc/tokens/v1/web': {
    kind: 'names an id',
    status: 401,
    foreign: (a) => ({ method: 'GET', url: `/api/auth/sc/tokens/v1/web?authCode=${a.authCode}` }),
    unknown: { method: 'GET', url: `/api/auth/sc/tokens/v1/web?authCode=${'x'.repeat(43)}` },
  },
  'GET /api/auth/sc/verification/v1/tokens/web/isVerified': ownRead(
    '/api/auth/sc/verification/v1/tokens/web/isVerified',
  ),
  'POST /api/auth/sc/verification/v1/email/:token': {
    kind: 'names an id',
    status: 404,
    foreign: (a) => ({ method: 'POST', url: a.signedPath, payload: {} }),
    unknown: {
      method: 'POST',
      url: `/api/auth/sc/verification/v1/email/${'a'.repeat(43)}`,
      payload: {},
    },
  },
  'GET /api/security/v1/sessions': { ...ownRead('/api/security/v1/sessions'), movesWithUse: true },
  'DELETE /api/security/v1/sessions/:sessionId': {
    kind: 'names an id',
    status: 404,
    foreign: (a) => ({ method: 'DELETE', url: `/api/security/v1/sessions/${a.sessionId}` }),
    unknown: { method: 'DELETE', url: `/api/security/v1/sessions/${MADE_UP.sessionId}` },
  },
  // B signs out its other browsers (it has none): A's stay signed in.
  'POST /api/security/v1/sessions/end-others': {
    kind: 'own data',
    attempt: { method: 'POST', url: '/api/security/v1/sessions/end-others', payload: {} },
  },
  'GET /api/security/v1/events': ownRead('/api/security/v1/events'),
  'GET /api/announcements/v1/current': ownRead('/api/announcements/v1/current?language=en&country=US'),
  'GET /api/notifications/v1/list': ownRead('/api/notifications/v1/list'),
  'POST /api/notifications/v1/:id/read': {
    kind: 'names an id',
    status: 404,
    foreign: (a) => ({ method: 'POST', url: `/api/notifications/v1/${a.notificationId}/read`, payload: {} }),
    unknown: { method: 'POST', url: `/api/notifications/v1/${MADE_UP.notificationId}/read`, payload: {} },
  },
  // B marks its own read: A's stay unread.
  'POST /api/notifications/v1/read-all': { kind: 'own data', attempt: { method: 'POST', url: '/api/notifications/v1/read-all', payload: {} } },
};

const SIGN_IN_FIELDS = { returnTo: '/backup', locale: 'en-US', countryCode: 'US', goBackRoute: '/login' };

/** Every /auth route, by `METHOD path`; B's sign-out last, since it ends the session of the walk. */
const AUTH_ROWS: Record<string, Row> = {
  'GET /auth/session': ownRead('/auth/session'),
  'POST /auth/authorize': { kind: 'own data', attempt: { method: 'POST', url: '/auth/authorize', payload: SIGN_IN_FIELDS } },
  'GET /auth/authorize': {
    kind: 'own data',
    status: 302,
    attempt: { method: 'GET', url: `/auth/authorize?${new URLSearchParams(SIGN_IN_FIELDS).toString()}` },
  },
  'POST /auth/confirm-password': { kind: 'own data', attempt: { method: 'POST', url: '/auth/confirm-password', payload: { returnTo: '/backup' } } },
  // B comes back from the password gate with A's state and a confirm token of A's.
  'GET /auth/token/access': {
    kind: 'names an id',
    status: 302,
    foreign: (a) => ({ method: 'GET', url: `/auth/token/access?state=${a.confirmState}&confirm_token=${a.confirmToken}` }),
    unknown: { method: 'GET', url: `/auth/token/access?state=${MADE_UP.state}&confirm_token=${MADE_UP.confirmToken}` },
  },
  'POST /auth/token/expire': { kind: 'own data', attempt: { method: 'POST', url: '/auth/token/expire', payload: { reason: 'signOut' } } },
};
/**
 * Device-API routes, walked by the device-credential test below; enrolment acts for the
 * account its ID token names, whatever ids the request carries (device-enrolment.test.ts:
 * two owners enrolling one device id).
 */
const DEVICE_API_ROUTES = [
  approveWebSignInFromDevice,
  getDeviceEnrolmentSettings,
  enrolDevice,
  refreshDeviceCredential,
  ...DEVICE_DATA_ENDPOINTS,
  uploadDeviceBackupFilePart,
  getDeviceBackupFileUpload,
].map((endpoint) => `${endpoint.method} ${endpoint.path}`.replace(/:([A-Za-z0-9_]+)/g, '{$1}'));

/** A few pictures drawn once serve every photo of both accounts: whose file it is matters here, not what it shows. */
function fewPicturesDrawnOnce(): DemoPhotoSource {
  const drawn = new Map<number, Promise<Buffer>>();
  return (index) => {
    const picture = index % 4;
    if (!drawn.has(picture)) drawn.set(picture, generateDemoPhoto(picture));
    return drawn.get(picture)!;
  };
}

/** Every file under `root` (path → SHA-256 of its bytes): what is on disk, whatever the store would list. */
async function filesUnder(root: string): Promise<Record<string, string>> {
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    // The store removes a folder its last file leaves: nothing there.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  const hashes = await Promise.all(files.map(async (file) => createHash('sha256').update(await readFile(file)).digest('hex')));
  return Object.fromEntries(files.map((file, index) => [path.relative(root, file), hashes[index]]).sort());
}

function newBrowserId(): string {
  return generateDeviceId((length) => randomBytes(length));
}

describe('ownership: account B, whose ids collide with account A’s', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-ownership-'));
  const blobs = fileBlobStoreIn(dataDir);
  const blobRoot = path.join(dataDir, 'blobs');
  // Registered before the portal's fixture, so it runs after the portal has closed.
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  const tokens = useTestConfirmTokens();
  const stack = usePortalWithTestIdp({ confirmTokenKeys: tokens.keySource, blobs, config: verificationByEmailConfig(dataDir) });
  let sessionRepository: SessionRepository;
  let a: Caller;
  let b: Caller;
  let idsOfA: IdsOfA;
  /** Every device both accounts back up: the first for B's walk, the second for both accounts' calls. */
  let shared: SharedIds[];
  /** The state of a sign-in A started: still pending after everything B does. */
  let signInStateOfA: string;
  let imagePath: string;

  async function call(caller: Caller, attempt: Attempt): Promise<Answer> {
    const response = await stack.portal.app.inject({
      method: attempt.method,
      url: attempt.url,
      headers: { ...webClientHeaders, 'x-sc-confirm-token': await tokens.issue(caller.subject), ...ONE_BATCH },
      cookies: caller.cookies,
      ...(attempt.payload !== undefined && { payload: attempt.payload }),
    });
    return {
      ...answerOf(response),
      ...(response.headers.location !== undefined && { location: String(response.headers.location) }),
    };
  }

  async function json<T>(caller: Caller, url: string, method: Method = 'GET', payload?: object): Promise<T> {
    const answer = await call(caller, { method, url, ...(payload && { payload }) });
    expect(answer.status, url).toBe(200);
    return answer.body as T;
  }

  /** Verifies the caller's browser through the e-mail link (this file runs with verification on). */
  function verifyBrowser(caller: Caller): Promise<{ authCode: string; signedPath: string }> {
    return verifyBrowserByEmail(stack.portal.app, dataDir, caller.cookies);
  }

  /** The caller signed in once more (a new session), in the browser with this id. */
  async function signedInAgain(caller: Caller, browserId: string): Promise<Caller> {
    const sessionToken = await sessionRepository.create(caller.accountId, null);
    return { ...caller, cookies: { ...caller.cookies, [SESSION_COOKIE]: sessionToken, [BROWSER_ID_COOKIE]: browserId } };
  }

  /** The ids a caller's own calls show it. */
  async function idsShownTo(caller: Caller) {
    const [backups, temporary, photos, groups, tasks, sessionList, contexts] = await Promise.all([
      json<{ devices: Array<{ device_id: string; items: Array<{ cid: string }> }> }>(caller, '/api/backup/v4/devices'),
      json<{ backups: Array<{ id: string }> }>(caller, '/api/ctb/csweb/backups'),
      json<{ list: Array<{ photoId: string }> }>(caller, '/api/media/v1/photos?count=100'),
      json<{ e2eeGroups: Array<{ e2eeGroupId: string }> }>(caller, '/api/kps/v2/manage/groups'),
      json<{ incompletedTasks: Array<{ referenceId: string }> }>(caller, '/api/lgi/eos/v1/task/incompleted'),
      json<{ sessions: Array<{ sessionId: string }> }>(caller, '/api/security/v1/sessions'),
      json<{ devices: Array<{ id: string; alias: string | null }> }>(caller, '/api/device-context/v1/devices'),
    ]);
    const strings = [
      ...sessionList.sessions.map((session) => session.sessionId),
      ...backups.devices.map((device) => device.device_id),
      ...contexts.devices.flatMap((device) => [device.id, ...(device.alias ? [device.alias] : [])]),
      ...temporary.backups.map((backup) => backup.id),
      ...photos.list.map((photo) => photo.photoId),
      ...groups.e2eeGroups.map((group) => group.e2eeGroupId),
      ...tasks.incompletedTasks.map((task) => task.referenceId),
    ];
    return { backups, temporary, photos, sessions: sessionList.sessions, strings };
  }

  /**
   * Everything of A's that B could touch: what A reads through the API, A's session and
   * verification rows, A's pending sign-in, and the files on disk (all but B's own).
   */
  async function stateOfA() {
    const { db } = stack.portal.database;
    const [sessionRows, requests, browsers] = await Promise.all([
      // Last activity and expiry move as A itself reads: the rest of the row is A's session.
      db
        .select({ id: sessions.id, endedAt: sessions.endedAt, endReason: sessions.endReason, browserIdHash: sessions.browserIdHash, handle: sessions.handle })
        .from(sessions)
        .where(eq(sessions.accountId, a.accountId))
        .orderBy(asc(sessions.id)),
      db.select().from(webSignInRequests).where(eq(webSignInRequests.accountId, a.accountId)).orderBy(asc(webSignInRequests.authCodeHash)),
      db.select().from(verifiedBrowsers).where(eq(verifiedBrowsers.accountId, a.accountId)).orderBy(asc(verifiedBrowsers.browserIdHash)),
    ]);
    const reads = Object.values(MATRIX).flatMap((row) =>
      row.kind === 'own data' && row.attempt.method === 'GET' && !row.movesWithUse ? [row.attempt] : [],
    );
    const filesOfB = [`photos${path.sep}${b.accountId}${path.sep}`, `backup-files${path.sep}${b.accountId}${path.sep}`];
    const files = Object.entries(await filesUnder(blobRoot)).filter(([file]) => !filesOfB.some((folder) => file.startsWith(folder)));
    return {
      answers: await Promise.all(reads.map((attempt) => call(a, attempt))),
      sessionRows,
      requests,
      browsers,
      signInPending: await new SignInRequestRepository(db).isPending(signInStateOfA),
      files,
    };
  }

  /** The answer with every id B may have asked about replaced by `<id>`. */
  function withoutAskedIds(answer: Answer): Answer {
    const asked = [...idsOfA.identifying, idsOfA.cid, ...Object.values(MADE_UP)];
    const text = asked.reduce((json, id) => json.split(id).join('<id>'), JSON.stringify(answer));
    return JSON.parse(text) as Answer;
  }

  /** B calls every row: see NamesAnId, OwnData and SharedCatalogue for what each must answer. */
  async function walk(rows: Record<string, Row>, caller: Caller): Promise<void> {
    for (const [endpoint, row] of Object.entries(rows)) {
      if (row.kind === 'names an id') {
        const foreign = await call(caller, row.foreign(idsOfA));
        const unknown = await call(caller, row.unknown);
        // A message may repeat the id it was asked about; apart from that, the answers are one.
        expect(withoutAskedIds(foreign), `${endpoint} with A’s id`).toEqual(withoutAskedIds(unknown));
        expect(foreign.status, endpoint).toBe(row.status);
        if (row.shared) {
          const own = await call(caller, row.shared(shared[0]!));
          expect(own.status, `${endpoint} with an id B holds too → ${JSON.stringify(own.body)}`).toBeLessThan(300);
        }
      } else if (row.kind === 'own data') {
        const answer = await call(caller, row.attempt);
        const outcome = `${endpoint} → ${answer.status} ${JSON.stringify(answer.body)}`;
        if (row.status === undefined) expect(answer.status, outcome).toBeLessThan(300);
        else expect(answer.status, outcome).toBe(row.status);
        const text = JSON.stringify(answer);
        for (const identifying of idsOfA.identifying)
          expect(text, `${endpoint} shows B “${identifying}”`).not.toContain(identifying);
      } else {
        const attempt = row.attempt(idsOfA, imagePath);
        expect(await call(caller, attempt), endpoint).toEqual(await call(a, attempt));
      }
    }
  }

  beforeAll(async () => {
    const { db } = stack.portal.database;
    sessionRepository = new SessionRepository(db, 600_000);
    const photos = fewPicturesDrawnOnce();
    const seeded = async (who: string, name: string, loginId: string): Promise<Caller> => {
      const identity = { issuer: TEST_ISSUER, subject: `${who}-subject`, name, loginId, pictureUrl: null, emailVerified: true, profile: 'full' } as const;
      const { accountId } = await seedDemoAccount(db, blobs, identity, new Date(), photos);
      const cookies = { [SESSION_COOKIE]: await sessionRepository.create(accountId, null), [SIGN_IN_BINDING_COOKIE]: newSecretToken() };
      return { subject: identity.subject, accountId, cookies };
    };
    a = await seeded('owner', 'Account A Owner', 'owner-a@example.com');
    b = await seeded('intruder', 'Account B Intruder', 'intruder-b@example.com');
    // One browser for both: its device-id cookie is an id B holds too.
    const browserId = newBrowserId();
    a.cookies[BROWSER_ID_COOKIE] = browserId;
    b.cookies[BROWSER_ID_COOKIE] = browserId;
    // A device only A has, and a name of A's own for the phone both have: an answer to B
    // that mixed the two accounts' rows would show them.
    await seedDevices(db, a.accountId, 1, 'only-a');
    const aliasOfA = 'Phone of A, not of B';
    await db.update(devices).set({ alias: aliasOfA }).where(and(eq(devices.accountId, a.accountId), eq(devices.deviceId, SHARED_PHONE)));

    const verificationOfA = await verifyBrowser(a);
    await verifyBrowser(b);
    const gate = await json<{ action: string; fields: { state: string } }>(a, '/auth/confirm-password', 'POST', { returnTo: '/backup' });
    expect(gate.action).toBe(`${stack.idp.issuer}/confirm-password`);
    signInStateOfA = (await json<{ fields: { state: string } }>(a, '/auth/authorize', 'POST', SIGN_IN_FIELDS)).fields.state;

    // Both accounts' reminders (the demo backup nearing deletion), and one only A has.
    await raiseDueReminders(db, new Date());
    await raiseNotification(db, { accountId: a.accountId, kind: 'newBrowserSignIn', reminderKey: 'only-a', at: new Date(), browserName: 'Browser of A only', systemName: null });
    const notificationsOfA = await json<{ notifications: Array<{ id: string; browserName: string | null }> }>(a, '/api/notifications/v1/list');
    const ofA = await idsShownTo(a);
    const ofB = await idsShownTo(b);
    const onlyA = (id: string) => !ofB.strings.includes(id);
    const deviceOfA = ofA.backups.devices.find((device) => onlyA(device.device_id))!;
    const backupsOfB = new Map(ofB.backups.devices.map((device) => [device.device_id, device.items.map((item) => item.cid)]));
    shared = ofA.backups.devices.flatMap(({ device_id: deviceId, items }) => {
      const cid = items.find((item) => backupsOfB.get(deviceId)?.includes(item.cid))?.cid;
      return cid === undefined ? [] : [{ deviceId, cid }];
    });
    expect(shared.length).toBeGreaterThanOrEqual(2);
    idsOfA = {
      deviceId: deviceOfA.device_id,
      cid: deviceOfA.items[0]!.cid,
      temporaryBackupId: ofA.temporary.backups.find((backup) => onlyA(backup.id))!.id,
      photoId: ofA.photos.list.find((photo) => onlyA(photo.photoId))!.photoId,
      ...verificationOfA,
      sessionId: ofA.sessions[0]!.sessionId,
      confirmState: gate.fields.state,
      confirmToken: await tokens.issue(a.subject),
      notificationId: notificationsOfA.notifications.find((notification) => notification.browserName === 'Browser of A only')!.id,
      identifying: [
        'Browser of A only',
        ...notificationsOfA.notifications.map((notification) => notification.id),
        'Account A Owner',
        'owner-a@example.com',
        aliasOfA,
        verificationOfA.authCode,
        gate.fields.state,
        signInStateOfA,
        ...ofA.strings.filter(onlyA),
      ],
    };
    const products = (
      await call(a, {
        method: 'POST',
        url: '/api/pki/v2/products/fetch',
        payload: { modelCodes: ['CP-P9100'], modelNames: [] },
      })
    ).body as { products: Array<{ images: Array<{ file: { downloadApi: string } }> }> };
    imagePath = products.products[0]!.images[0]!.file.downloadApi;
  }, 180_000);

  it('gives B the ids and the files A has', async () => {
    const filesOf = async (caller: Caller) =>
      Object.entries(await filesUnder(path.join(blobRoot, 'photos', caller.accountId))).map(([, hash]) => hash).sort();
    const filesOfA = await filesOf(a);
    expect(filesOfA.length).toBeGreaterThan(0);
    expect(await filesOf(b)).toEqual(filesOfA);
    expect(a.cookies[BROWSER_ID_COOKIE]).toBe(b.cookies[BROWSER_ID_COOKIE]);
  });

  describe('the cloud API', () => {
    it('has a row for every endpoint of the contract', () => {
      expect(Object.keys(MATRIX).sort()).toEqual(
        CLOUD_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`).sort(),
      );
    });

    it('answers B’s every call exactly as for an id that does not exist, acts on B’s own where the id is both’s, shows B nothing of A’s, and changes nothing of A’s', async () => {
      const before = await stateOfA();
      await walk(MATRIX, b);
      // B's erasure request is carried out, files included, before A's data is compared.
      const worker = { db: stack.portal.database.db, blobs, logger: silentLogger };
      while ((await runNextErasureTask(worker)).outcome === 'completed') {
        // Until no task is left.
      }
      await runDueBlobDeletions(worker);
      expect(await filesUnder(path.join(blobRoot, 'photos', b.accountId)), 'B’s files, erased').toEqual({});
      expect(await stateOfA()).toEqual(before);
    });

    // A lookup by id alone that then checks the owner finds one account's row first: the other's call fails.
    it('acts on the caller’s own where both accounts hold the id, whichever account calls first', async () => {
      for (const [endpoint, row] of Object.entries(MATRIX)) {
        if (row.kind !== 'names an id' || !row.shared) continue;
        for (const caller of [a, b]) {
          const answer = await call(caller, row.shared(shared[1]!));
          expect(answer.status, `${endpoint} by ${caller.subject} → ${JSON.stringify(answer.body)}`).toBeLessThan(300);
        }
      }
    });

    it('refuses A’s confirm token on B’s session, deleting nothing', async () => {
      const before = await stateOfA();
      const response = await stack.portal.app.inject({
        method: 'DELETE',
        url: `/api/backup/v4/devices/${idsOfA.deviceId}`,
        headers: { ...webClientHeaders, 'x-sc-confirm-token': await tokens.issue(a.subject), ...ONE_BATCH },
        cookies: b.cookies,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().rcode).toBe(40305001);
      expect(await stateOfA()).toEqual(before);
    });
  });

  describe('the /auth routes and the device API', () => {
    it('has a row for every /auth and device-API route the server serves', async () => {
      const document = (await stack.portal.app.inject({ method: 'GET', url: '/openapi.json' })).json<{ paths: Record<string, object> }>();
      const routes = Object.entries(document.paths).flatMap(([route, operations]) =>
        route.startsWith('/api/') ? [] : Object.keys(operations).map((method) => `${method.toUpperCase()} ${route}`),
      );
      expect([...Object.keys(AUTH_ROWS), ...DEVICE_API_ROUTES].sort()).toEqual(routes.sort());
    });

    it('answers B’s /auth calls for B alone, A’s state as a made-up one, and never touches A’s session', async () => {
      const before = await stateOfA();
      await walk(AUTH_ROWS, await signedInAgain(b, b.cookies[BROWSER_ID_COOKIE]!));
      expect(await stateOfA()).toEqual(before);
      expect((await call(a, { method: 'GET', url: '/auth/session' })).body).toMatchObject({ account: { loginId: 'owner-a@example.com' } });
    });

    it('gives B no confirm token of A’s, even in the browser where A asked for it', async () => {
      const gate = await json<{ fields: { state: string } }>(a, '/auth/confirm-password', 'POST', { returnTo: '/backup' });
      // B signed in in that browser: A's binding cookie, B's session.
      const inTheSameBrowser = { ...b, cookies: { ...a.cookies, [SESSION_COOKIE]: b.cookies[SESSION_COOKIE]! } };
      const back = await call(inTheSameBrowser, {
        method: 'GET',
        url: `/auth/token/access?state=${gate.fields.state}&confirm_token=${idsOfA.confirmToken}`,
      });
      expect(back.status).toBe(302);
      expect(back.location).toBe(`${stack.portal.config.publicUrl}/#/backup`);
    });

    it('lets B’s phone, whose id is the id of A’s phone, put data into B’s cloud alone', async () => {
      const phoneOfB = (await new DeviceCredentialRepository(stack.portal.database.db).issue(b.accountId, SHARED_PHONE))!;
      const fromPhoneOfB = (url: string, method: 'PUT' | 'POST', payload: object | Buffer, contentType = 'application/json') =>
        stack.portal.app.inject({ method, url, payload, headers: { authorization: `Bearer ${phoneOfB}`, 'content-type': contentType } });
      const before = await stateOfA();
      const answers = [
        await fromPhoneOfB(reportDeviceSyncedContents.path, 'PUT', { items: [{ cid: 'contacts', cnt: 999, size: 999_999, state: 'off' }] }),
        await fromPhoneOfB(recordDeviceBackupRun.path, 'POST', { items: [{ cid: 'CONTACT', usage: 999_999, count: 999, state: 'off' }] }),
        await fromPhoneOfB(uploadDevicePhoto.path, 'POST', await generateDemoPhoto(5, { width: 64, height: 48 }), 'image/jpeg'),
      ];
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      expect(await stateOfA()).toEqual(before);
    });

    it('lets B’s phone, whose id is the id of A’s phone, restore B’s backups alone: A’s device and files are not found', async () => {
      const credentials = new DeviceCredentialRepository(stack.portal.database.db);
      const phoneOfA = (await credentials.issue(a.accountId, SHARED_PHONE))!;
      const phoneOfB = (await credentials.issue(b.accountId, SHARED_PHONE))!;
      const fromPhone = (credential: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object | Buffer, contentType = 'application/json') =>
        stack.portal.app.inject({ method, url, headers: { authorization: `Bearer ${credential}`, 'content-type': contentType }, ...(payload && { payload }) });
      const backUpOneFile = async (credential: string, bytes: Buffer) => {
        const contentHash = createHash('sha256').update(bytes).digest('base64url');
        expect((await fromPhone(credential, 'PUT', `/device-api/v1/backup-files/${contentHash}`, bytes, 'application/octet-stream')).statusCode).toBe(200);
        const files = [{ name: 'contacts.vcf', size: bytes.length, contentHash }];
        const ran = await fromPhone(credential, 'POST', recordDeviceBackupRun.path, { items: [{ cid: 'CONTACT', usage: bytes.length, count: 1, state: 'on', files }] });
        expect(ran.statusCode, ran.body).toBe(200);
        return contentHash;
      };
      const fileOfA = randomBytes(2_048);
      const hashOfA = await backUpOneFile(phoneOfA, fileOfA);
      const hashOfB = await backUpOneFile(phoneOfB, randomBytes(1_024));
      const before = await stateOfA();

      // B's own phone, the id A's phone has: B's backup, B's file.
      const own = await fromPhone(phoneOfB, 'GET', listDeviceRestoreFiles.path);
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json<{ files: Array<{ contentHash: string }> }>().files.map((file) => file.contentHash)).toEqual([hashOfB]);
      expect(own.body).not.toContain(hashOfA);
      // A device only A has, and A's file: answered as a made-up device and a made-up hash.
      const withId = (tdid: string) => fromPhone(phoneOfB, 'GET', `${listDeviceRestoreFiles.path}?tdid=${tdid}`);
      const foreignDevice = await withId(idsOfA.deviceId);
      expect(foreignDevice.statusCode).toBe(404);
      expect(foreignDevice.json()).toEqual((await withId(MADE_UP.deviceId)).json());
      const download = (contentHash: string) => fromPhone(phoneOfB, 'GET', `/device-api/v1/restore/files/${contentHash}`);
      const foreignFile = await download(hashOfA);
      expect(foreignFile.statusCode).toBe(404);
      expect(foreignFile.json()).toEqual((await download(createHash('sha256').update('made up').digest('base64url'))).json());
      // Bytes A keeps are new to B: stored for B, not answered from A's.
      const sameBytes = await fromPhone(phoneOfB, 'PUT', `/device-api/v1/backup-files/${hashOfA}`, fileOfA, 'application/octet-stream');
      expect(sameBytes.json()).toEqual({ contentHash: hashOfA, size: 2_048, stored: true });
      expect(await stateOfA()).toEqual(before);

      // A's own phone still restores A's file.
      expect((await fromPhone(phoneOfA, 'GET', `/device-api/v1/restore/files/${hashOfA}`)).rawPayload.equals(fileOfA)).toBe(true);

      // An upload in parts A has under way: B's phone is told of none, and adds nothing to it.
      const large = randomBytes(4_096);
      const hashOfLarge = createHash('sha256').update(large).digest('base64url');
      const partUrl = (offset: number) => `${buildPath(uploadDeviceBackupFilePart.path, { contentHash: hashOfLarge, offset })}?size=${large.length}`;
      expect((await fromPhone(phoneOfA, 'PUT', partUrl(0), large.subarray(0, 2_048), 'application/octet-stream')).statusCode).toBe(200);
      const statusUrl = (contentHash: string) => buildPath(getDeviceBackupFileUpload.path, { contentHash });
      const foreignUpload = await fromPhone(phoneOfB, 'GET', statusUrl(hashOfLarge));
      expect(foreignUpload.statusCode).toBe(404);
      expect(foreignUpload.json()).toEqual((await fromPhone(phoneOfB, 'GET', statusUrl(createHash('sha256').update('made up too').digest('base64url')))).json());
      expect((await fromPhone(phoneOfB, 'PUT', partUrl(2_048), large.subarray(2_048), 'application/octet-stream')).statusCode).toBe(409);
      expect((await fromPhone(phoneOfA, 'GET', statusUrl(hashOfLarge))).json()).toMatchObject({ received: 2_048, complete: false });
    });

    it('lets B’s phone, whose id is the id of A’s phone, keep B’s Gallery trash alone: A’s photos are not found', async () => {
      const credentials = new DeviceCredentialRepository(stack.portal.database.db);
      const phoneOfA = (await credentials.issue(a.accountId, SHARED_PHONE))!;
      const phoneOfB = (await credentials.issue(b.accountId, SHARED_PHONE))!;
      const fromPhone = (credential: string, method: 'GET' | 'POST' | 'DELETE', url: string) =>
        stack.portal.app.inject({ method, url, headers: { authorization: `Bearer ${credential}` } });
      const listing = async (credential: string) => (await fromPhone(credential, 'GET', `${listDevicePhotos.path}?limit=100`)).json<DevicePhotoListing>();
      // One photo of A's in the trash, one in A's Gallery; one of B's in B's trash.
      const [trashedOfA, shownOfA] = (await listing(phoneOfA)).photos;
      expect((await fromPhone(phoneOfA, 'DELETE', buildPath(trashDevicePhoto.path, { id: trashedOfA!.photoId }))).statusCode).toBe(200);
      const trashedOfB = (await listing(phoneOfB)).photos[0]!;
      expect((await fromPhone(phoneOfB, 'DELETE', buildPath(trashDevicePhoto.path, { id: trashedOfB.photoId }))).statusCode).toBe(200);
      const before = await stateOfA();
      const listedOfA = await listing(phoneOfA);

      const ofB = JSON.stringify(await listing(phoneOfB));
      for (const id of [trashedOfA!.photoId, shownOfA!.photoId]) expect(ofB).not.toContain(id);
      const asMadeUp = async (method: 'POST' | 'DELETE', path: string, id: string) => {
        const foreign = await fromPhone(phoneOfB, method, buildPath(path, { id }));
        const unknown = await fromPhone(phoneOfB, method, buildPath(path, { id: 'made-up-photo' }));
        expect(foreign.statusCode, `${method} ${path}`).toBe(404);
        expect(foreign.json()).toEqual(unknown.json());
      };
      await asMadeUp('DELETE', trashDevicePhoto.path, shownOfA!.photoId);
      await asMadeUp('POST', restoreDevicePhoto.path, trashedOfA!.photoId);
      const emptied = await fromPhone(phoneOfB, 'DELETE', emptyDevicePhotoTrash.path);
      expect(emptied.json()).toEqual({ deleted: 1, freedBytes: trashedOfB.size });

      expect(await stateOfA()).toEqual(before);
      expect(await listing(phoneOfA)).toEqual(listedOfA);
      expect(listedOfA.photos.find((photo) => photo.photoId === trashedOfA!.photoId)?.trashedAt).toEqual(expect.any(Number));
    });

    it('lets B’s phone, whose id is the id of A’s phone, refresh its own credential alone', async () => {
      const credentials = new DeviceCredentialRepository(stack.portal.database.db);
      const phoneOfB = (await credentials.issue(b.accountId, SHARED_PHONE))!;
      const phoneOfA = (await credentials.issue(a.accountId, SHARED_PHONE))!;
      const refreshed = await stack.portal.app.inject({ method: 'POST', url: refreshDeviceCredential.path, headers: { authorization: `Bearer ${phoneOfB}` } });
      expect(refreshed.statusCode, refreshed.body).toBe(200);
      const { credential } = refreshed.json<{ credential: string }>();
      expect(await credentials.findDevice(credential)).toMatchObject({ accountId: b.accountId, deviceId: SHARED_PHONE });
      expect(await credentials.findDevice(phoneOfA)).toMatchObject({ accountId: a.accountId, deviceId: SHARED_PHONE });
      expect(await credentials.findDevice(phoneOfB)).toBeNull();
    });

    it('lets B’s phone, whose id is the id of A’s phone, approve B’s waiting sign-in and never A’s', async () => {
      const credentials = new DeviceCredentialRepository(stack.portal.database.db);
      const phoneOfB = (await credentials.issue(b.accountId, SHARED_PHONE))!;
      const phoneOfA = (await credentials.issue(a.accountId, SHARED_PHONE))!;
      const approve = (credential: string) =>
        stack.portal.app.inject({ method: 'POST', url: approveWebSignInFromDevice.path, headers: { authorization: `Bearer ${credential}` } });
      /** The caller, in a new browser, waits for a phone's approval; answers the poll. */
      const waiting = async (caller: Caller) => {
        const started = await call(caller, { method: 'PUT', url: '/api/auth/sc/tokens/v1/web?authFlow=mobile', payload: {} });
        expect(started.status).toBe(202);
        const { authCode } = started.body as { authCode: string };
        return async () => (await call(caller, { method: 'GET', url: `/api/auth/sc/tokens/v1/web?authCode=${authCode}` })).body;
      };
      // Both in one new browser, B first: A's request is the newest waiting.
      const browserId = newBrowserId();
      const pollOfB = await waiting(await signedInAgain(b, browserId));
      const pollOfA = await waiting(await signedInAgain(a, browserId));
      const notVerified = { rcode: Rcodes.WEB_TOKEN_NOT_VERIFIED.rcode };
      const before = await stateOfA();

      const approved = await approve(phoneOfB);
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json()).toMatchObject({ deviceId: SHARED_PHONE });
      expect(await pollOfB()).toEqual({ status: 'VERIFIED' });
      expect(await pollOfA()).toMatchObject(notVerified);
      // Nothing of B's waits any more: B's phone finds nothing, and A's is still not B's to approve.
      const again = await approve(phoneOfB);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ rcode: Rcodes.NOT_FOUND.rcode });
      expect(await pollOfA()).toMatchObject(notVerified);
      expect(await stateOfA()).toEqual(before);

      // A's own phone can approve it: B's phone left alone a request that was there to approve.
      expect((await approve(phoneOfA)).statusCode).toBe(200);
      expect(await pollOfA()).toEqual({ status: 'VERIFIED' });
    });
  });
});
