import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CLOUD_ENDPOINTS } from '@cloud-portal/contract/cloud-endpoints';
import { PERSONAL_DATA_IDS } from '@cloud-portal/domain/personal-data-categories';
import { generateDeviceId } from '@cloud-portal/domain/device-id';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionRepository } from '../src/auth/session-repository';
import { seedDemoAccount } from '../src/demo/seed-demo-data';
import { runNextErasureTask } from '../src/modules/erasure/erasure-task-runner';
import { BROWSER_ID_COOKIE } from '../src/modules/verification/browser-id-cookie';
import { fileBlobStoreIn } from '../src/storage/file-blob-store';
import { silentLogger } from './erasure-test-data';
import { verificationByEmailConfig, verifyBrowserByEmail } from './outbox-email';
import { createTestApp, type TestApp, webClientHeaders } from './test-app';
import { signInTestAccount } from './test-accounts';
import {
  createTestConfirmTokens,
  TEST_ISSUER,
  type TestConfirmTokens,
  confirmBatchHeaders,
} from './test-confirm-tokens';

/** Every deletion of this file is one run: a token is never refused for its batch here. */
const ONE_BATCH = confirmBatchHeaders();

/**
 * Architecture "Ownership": every call is scoped to the signed-in account; another account's
 * id answers exactly like an id that does not exist (404 where the call names a stored
 * thing), and changes nothing. The matrix walks every endpoint of the contract: each is
 * called by account B with account A's ids (or, for calls without ids, on B's own data), and
 * A's data is compared before and after.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Caller {
  name: string;
  subject: string;
  sessionToken: string;
  browserId: string;
}
interface Attempt {
  method: Method;
  url: string;
  payload?: object;
}
interface Answer {
  status: number;
  body: unknown;
}

/** A's ids, found through A's own calls. */
interface IdsOfA {
  deviceId: string;
  cid: string;
  temporaryBackupId: string;
  photoId: string;
  authCode: string;
  signedPath: string;
  /** The id the security page gives A's session. */
  sessionId: string;
  /** Strings only A's data holds: none may appear in an answer to B. */
  identifying: string[];
}

/** B names one of A's ids: the answer must equal the answer for a made-up id, with this status. */
interface NamesAnId {
  kind: 'names an id';
  status: number;
  foreign: (a: IdsOfA) => Attempt;
  unknown: Attempt;
}
/** B reads or changes its own data: the answer shows nothing of A's. */
interface OwnData {
  kind: 'own data';
  attempt: Attempt;
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
};
const erasureOfEverything = {
  taskType: 'CSWEB_DATA_ERASURE',
  extendedRequest: PERSONAL_DATA_IDS.slice(0, 64),
};

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
  },
  'DELETE /api/backup/v4/devices/:id': {
    kind: 'names an id',
    status: 404,
    foreign: (a) => ({ method: 'DELETE', url: `/api/backup/v4/devices/${a.deviceId}` }),
    unknown: { method: 'DELETE', url: `/api/backup/v4/devices/${MADE_UP.deviceId}` },
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
};

describe('ownership matrix: account B with account A ids', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-ownership-'));
  const blobs = fileBlobStoreIn(dataDir);
  let testApp: TestApp;
  let tokens: TestConfirmTokens;
  let a: Caller;
  let b: Caller;
  let idsOfA: IdsOfA;
  let imagePath: string;

  async function call(caller: Caller, attempt: Attempt): Promise<Answer> {
    const response = await testApp.app.inject({
      method: attempt.method,
      url: attempt.url,
      headers: { ...webClientHeaders, 'x-sc-confirm-token': await tokens.issue(caller.subject), ...ONE_BATCH },
      cookies: { portal_session: caller.sessionToken, [BROWSER_ID_COOKIE]: caller.browserId },
      ...(attempt.payload !== undefined && { payload: attempt.payload }),
    });
    const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
    return {
      status: response.statusCode,
      body: isJson ? response.json() : response.rawPayload.toString('base64'),
    };
  }

  async function json<T>(caller: Caller, url: string): Promise<T> {
    const answer = await call(caller, { method: 'GET', url });
    expect(answer.status, url).toBe(200);
    return answer.body as T;
  }

  /** Verifies the caller's browser through the e-mail link (this file runs with verification on). */
  function verifyBrowser(caller: Caller): Promise<{ authCode: string; signedPath: string }> {
    return verifyBrowserByEmail(testApp.app, dataDir, {
      portal_session: caller.sessionToken,
      [BROWSER_ID_COOKIE]: caller.browserId,
    });
  }

  /** Everything account A can read, to compare before and after B's attempts. */
  async function snapshotOfA(): Promise<Answer[]> {
    const reads = Object.values(MATRIX).flatMap((row) =>
      row.kind === 'own data' && row.attempt.method === 'GET' && !row.movesWithUse ? [row.attempt] : [],
    );
    return Promise.all(reads.map((attempt) => call(a, attempt)));
  }

  /** The answer with every id B may have asked about replaced by `<id>`. */
  function withoutAskedIds(answer: Answer): Answer {
    const asked = [...idsOfA.identifying, idsOfA.cid, ...Object.values(MADE_UP)];
    const text = asked.reduce((json, id) => json.split(id).join('<id>'), JSON.stringify(answer));
    return JSON.parse(text) as Answer;
  }

  function newBrowserId(): string {
    return generateDeviceId((length) => randomBytes(length));
  }

  beforeAll(async () => {
    tokens = await createTestConfirmTokens();
    testApp = await createTestApp({
      confirmTokenKeys: tokens.keySource,
      blobs,
      config: verificationByEmailConfig(dataDir),
    });
    const { db } = testApp.database;
    const { accountId } = await seedDemoAccount(db, blobs, {
      issuer: TEST_ISSUER,
      subject: 'owner-subject',
      name: 'Account A Owner',
      loginId: 'owner-a@example.com',
      pictureUrl: null,
      emailVerified: true,
      profile: 'full',
    });
    a = {
      name: 'A',
      subject: 'owner-subject',
      sessionToken: await new SessionRepository(db, 600_000).create(accountId, null),
      browserId: newBrowserId(),
    };
    const signedInB = await signInTestAccount(db, { name: 'Account B' });
    b = {
      name: 'B',
      subject: signedInB.subject,
      sessionToken: signedInB.sessionToken,
      browserId: newBrowserId(),
    };
    const verificationOfA = await verifyBrowser(a);
    await verifyBrowser(b);

    const backups = await json<{
      devices: Array<{ device_id: string; items: Array<{ cid: string }> }>;
    }>(a, '/api/backup/v4/devices');
    const temporary = await json<{ backups: Array<{ id: string }> }>(a, '/api/ctb/csweb/backups');
    const photos = await json<{ list: Array<{ photoId: string }> }>(
      a,
      '/api/media/v1/photos?count=100',
    );
    const groups = await json<{ e2eeGroups: Array<{ e2eeGroupId: string }> }>(
      a,
      '/api/kps/v2/manage/groups',
    );
    const tasks = await json<{ incompletedTasks: Array<{ referenceId: string }> }>(
      a,
      '/api/lgi/eos/v1/task/incompleted',
    );
    const sessionsOfA = await json<{ sessions: Array<{ sessionId: string }> }>(a, '/api/security/v1/sessions');
    const device = backups.devices[0]!;
    idsOfA = {
      deviceId: device.device_id,
      cid: device.items[0]!.cid,
      temporaryBackupId: temporary.backups[0]!.id,
      photoId: photos.list[0]!.photoId,
      ...verificationOfA,
      sessionId: sessionsOfA.sessions[0]!.sessionId,
      identifying: [
        ...sessionsOfA.sessions.map((session) => session.sessionId),
        'Account A Owner',
        'owner-a@example.com',
        ...backups.devices.map((d) => d.device_id),
        ...temporary.backups.map((t) => t.id),
        ...photos.list.map((p) => p.photoId),
        ...groups.e2eeGroups.map((g) => g.e2eeGroupId),
        ...tasks.incompletedTasks.map((t) => t.referenceId),
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
  afterAll(async () => {
    await testApp.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('has a row for every endpoint of the contract', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(
      CLOUD_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`).sort(),
    );
  });

  it('answers B’s every call exactly as for an id that does not exist, shows B nothing of A’s, and changes nothing of A’s', async () => {
    const before = await snapshotOfA();
    for (const [endpoint, row] of Object.entries(MATRIX)) {
      if (row.kind === 'names an id') {
        const foreign = await call(b, row.foreign(idsOfA));
        const unknown = await call(b, row.unknown);
        // A message may repeat the id it was asked about; apart from that, the answers are one.
        expect(withoutAskedIds(foreign), `${endpoint} with A’s id`).toEqual(
          withoutAskedIds(unknown),
        );
        expect(foreign.status, endpoint).toBe(row.status);
      } else if (row.kind === 'own data') {
        const answer = await call(b, row.attempt);
        expect(answer.status, `${endpoint} → ${JSON.stringify(answer.body)}`).toBeLessThan(300);
        const text = JSON.stringify(answer.body);
        for (const identifying of idsOfA.identifying)
          expect(text, `${endpoint} shows B “${identifying}”`).not.toContain(identifying);
      } else {
        const attempt = row.attempt(idsOfA, imagePath);
        expect(await call(b, attempt), endpoint).toEqual(await call(a, attempt));
      }
    }
    // B's erasure request is carried out before A's data is compared.
    for (
      let run = await runNextErasureTask({ db: testApp.database.db, blobs, logger: silentLogger });
      run.outcome === 'completed';
    ) {
      run = await runNextErasureTask({ db: testApp.database.db, blobs, logger: silentLogger });
    }
    expect(await snapshotOfA()).toEqual(before);
    // A is still signed in, in every browser it had.
    expect((await json<{ sessions: unknown[] }>(a, '/api/security/v1/sessions')).sessions).toHaveLength(1);
  });

  it('refuses A’s confirm token on B’s session, deleting nothing', async () => {
    const before = await snapshotOfA();
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/backup/v4/devices/${idsOfA.deviceId}`,
      headers: { ...webClientHeaders, 'x-sc-confirm-token': await tokens.issue(a.subject), ...ONE_BATCH },
      cookies: { portal_session: b.sessionToken, [BROWSER_ID_COOKIE]: b.browserId },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().rcode).toBe(40305001);
    expect(await snapshotOfA()).toEqual(before);
  });
});
