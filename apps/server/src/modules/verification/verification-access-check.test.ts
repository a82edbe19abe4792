import { randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import { generateDeviceId } from '@cloud-portal/domain/device-id';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionRepository } from '../../auth/session-repository';
import { accounts } from '../../db/schema';
import { resolveCloudAccount } from '../../http/cloud-account';
import { registerErrorHandler } from '../../http/error-handler';
import { registerDevice } from '../devices/device-registry';
import { signInTestAccount, type SignedInTestAccount } from '../../../test/test-accounts';
import { useTestDatabase } from '../../../test/use-test-database';
import { BROWSER_ID_COOKIE } from './browser-id-cookie';
import { webSignInAccessCheck } from './verification-access-check';
import type { WebSignInVerificationPolicy } from './verification-policy';
import { approvePendingWebSignIn, startWebSignIn } from './verification-service';

// app.ts does not take access checks from tests yet, so the check runs here exactly as the
// cloud API runs it: resolveCloudAccount in a pre-handler, on routes with the real paths.
const PROBED_ROUTES = [
  '/api/backup/v4/devices',
  '/api/auth/sc/tokens/v1/web',
  '/api/auth/sc/verification/v1/tokens/web/isVerified',
  '/api/auth/sc/verification/v1/email/:token',
  '/api/user/v2/profile',
];

const database = useTestDatabase();
const apps: FastifyInstance[] = [];

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

async function probeApp(policy: WebSignInVerificationPolicy): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(fastifyCookie);
  registerErrorHandler(app);
  const sessions = new SessionRepository(database.db, 30 * 60 * 1000);
  const checks = [webSignInAccessCheck({ webSignInVerification: policy, webSignInVerificationValidDays: 90 })];
  for (const url of PROBED_ROUTES) {
    app.get(url, { preHandler: async (request, reply) => void (await resolveCloudAccount(request, reply, { sessions, cookieSecure: true, checks })) }, async () => ({ reached: true }));
  }
  await app.ready();
  apps.push(app);
  return app;
}

function get(app: FastifyInstance, url: string, account: SignedInTestAccount | null, browserId: string | null) {
  const cookies: Record<string, string> = {};
  if (account) cookies.portal_session = account.sessionToken;
  if (browserId) cookies[BROWSER_ID_COOKIE] = browserId;
  return app.inject({ method: 'GET', url, cookies });
}

function newBrowserId(): string {
  return generateDeviceId((length) => randomBytes(length));
}

/** Verifies the browser for the account the way a phone does: a mobile request, then its approval. */
async function verifyBrowser(account: SignedInTestAccount, browserId: string): Promise<void> {
  const [row] = await database.db.select().from(accounts).where(eq(accounts.id, account.accountId));
  if (!row) throw new Error('account missing');
  await registerDevice(database.db, account.accountId, {
    deviceId: 'approving-phone',
    deviceType: 'phone',
    model: 'CP-P9100',
    modelCode: 'CP-P9100',
    modelName: 'P9100',
    lastAccessTime: new Date(),
  });
  const mailer = { send: async () => undefined };
  await startWebSignIn({ db: database.db, policy: 'first-sign-in', validDays: 90, mailer, publicUrl: 'http://localhost' }, { account: row, browserId, flow: 'mobile' });
  await approvePendingWebSignIn(database.db, account.accountId, 'approving-phone');
}

describe('under first-sign-in', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await probeApp('first-sign-in');
  });

  it('refuses cloud calls from a browser without a device id, or with an unverified one, with 403 101403', async () => {
    const account = await signInTestAccount(database.db);
    for (const browserId of [null, newBrowserId(), 'malformed']) {
      const response = await get(app, '/api/backup/v4/devices', account, browserId);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ rcode: Rcodes.VERIFICATION_REQUIRED.rcode, rmsg: expect.any(String) });
    }
  });

  it('keeps the verification calls and the profile reachable while unverified', async () => {
    const account = await signInTestAccount(database.db);
    const urls = [
      '/api/auth/sc/tokens/v1/web',
      '/api/auth/sc/verification/v1/tokens/web/isVerified',
      `/api/auth/sc/verification/v1/email/${'a'.repeat(43)}`,
      '/api/user/v2/profile',
    ];
    for (const url of urls) {
      const response = await get(app, url, account, null);
      expect(response.statusCode, url).toBe(200);
    }
  });

  it('is not fooled by an exempt path in the query string', async () => {
    const account = await signInTestAccount(database.db);
    const response = await get(app, '/api/backup/v4/devices?next=/api/auth/sc/tokens/v1/web', account, null);
    expect(response.statusCode).toBe(403);
  });

  it('lets the browser through once verified, for that account only', async () => {
    const account = await signInTestAccount(database.db);
    const browserId = newBrowserId();
    expect((await get(app, '/api/backup/v4/devices', account, browserId)).statusCode).toBe(403);

    await verifyBrowser(account, browserId);

    const response = await get(app, '/api/backup/v4/devices', account, browserId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ reached: true });
    // Another account signing in on the same browser verifies it for itself.
    const other = await signInTestAccount(database.db);
    expect((await get(app, '/api/backup/v4/devices', other, browserId)).statusCode).toBe(403);
  });

  it('answers 401 before anything else without a session', async () => {
    const response = await get(app, '/api/backup/v4/devices', null, newBrowserId());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ rcode: Rcodes.SESSION_REQUIRED.rcode });
  });
});

describe('under always-verified', () => {
  it('never asks', async () => {
    const app = await probeApp('always-verified');
    const account = await signInTestAccount(database.db);
    expect((await get(app, '/api/backup/v4/devices', account, null)).statusCode).toBe(200);
  });
});
