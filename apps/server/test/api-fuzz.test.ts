import { CLOUD_ENDPOINTS } from '@cloud-portal/contract/cloud-endpoints';
import type { Endpoint } from '@cloud-portal/contract/endpoint';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionRepository } from '../src/auth/session-repository';
import type { Db } from '../src/db/database';
import { backupItems, edpUsers, erasureTasks, syncedContents, temporaryBackups } from '../src/db/schema';
import { seedDemoAccount } from '../src/demo/seed-demo-data';
import { fileBlobStoreIn } from '../src/storage/file-blob-store';
import { createTestApp, type TestApp, webClientHeaders } from './test-app';
import { createTestConfirmTokens, TEST_ISSUER, type TestConfirmTokens, confirmBatchHeaders } from './test-confirm-tokens';

/** Every deletion of this file is one run: a token is never refused for its batch here. */
const ONE_BATCH = confirmBatchHeaders();

/** Text that tends to break parsers: empty, huge, unicode, path tricks, numbers, SQL-ish. */
const nastyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', ' ', '0', '-1', '1e309', 'NaN', 'null', 'undefined', '../../etc/passwd', "' OR 1=1 --", '%00', '🙂', 'a'.repeat(5000)),
  fc.integer().map(String),
);

const jsonValue = fc.jsonValue({ maxDepth: 3 });

/** Ids the fuzzed account really holds, so that calls also get past "not found". */
const realIds: string[] = [];
/** Stands for a valid confirm token of the account, so that calls also get past the token check. */
const VALID_TOKEN = Symbol('valid confirm token');

/** A value for an id-like parameter: nasty text, or one of the account's real ids. */
const idOrNasty = fc.oneof(nastyText, fc.nat().map((i) => realIds[i % Math.max(1, realIds.length)] ?? 'x'));

function propertyNames(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return properties ? Object.keys(properties) : [];
}

/** A random request for an endpoint: its parameter names filled with nasty values, plus noise. */
function requestFor(endpoint: Endpoint) {
  const params = fc.record(Object.fromEntries(propertyNames(endpoint.params).map((name) => [name, idOrNasty])));
  const queryNames = [...propertyNames(endpoint.querystring), 'extra'];
  const query = fc.dictionary(fc.constantFrom(...queryNames), fc.oneof(idOrNasty, fc.array(idOrNasty, { maxLength: 12 })), {
    maxKeys: 3,
  });
  const bodyNames = propertyNames(endpoint.body);
  const body = fc.oneof(
    jsonValue,
    fc.dictionary(fc.constantFrom(...bodyNames, 'extra'), fc.oneof(jsonValue, fc.array(idOrNasty, { maxLength: 60 }))),
  );
  const confirmToken = fc.option(fc.oneof(nastyText, fc.constant(VALID_TOKEN)), { nil: undefined });
  return fc.record({ params, query, body, confirmToken });
}

function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => encodeURIComponent(params[name] ?? 'x'));
}

/**
 * What the account holds, row by row: a refused request (4xx) must leave it exactly so.
 * (The random ids and the account's real ones do not touch other accounts: there are none.)
 */
async function holdingsOf(db: Db, accountId: string): Promise<unknown[]> {
  return Promise.all([
    db.select().from(syncedContents).where(eq(syncedContents.accountId, accountId)),
    db.select().from(backupItems).where(eq(backupItems.accountId, accountId)),
    db.select().from(temporaryBackups).where(eq(temporaryBackups.accountId, accountId)),
    db.select().from(edpUsers).where(eq(edpUsers.accountId, accountId)),
    db.select().from(erasureTasks).where(eq(erasureTasks.accountId, accountId)),
  ]);
}

describe('every endpoint survives random input (no 5xx), and a refused call changes nothing', () => {
  let testApp: TestApp;
  let tokens: TestConfirmTokens;
  let accountId: string;
  let sessionToken: string;
  const subject = 'fuzz-subject';

  beforeAll(async () => {
    tokens = await createTestConfirmTokens();
    testApp = await createTestApp({ confirmTokenKeys: tokens.keySource });
    const { db } = testApp.database;
    // The demo data without photos: real devices, backups, cids and temporary backups to hit.
    ({ accountId } = await seedDemoAccount(db, fileBlobStoreIn('/nonexistent-fuzz-blobs'), {
      issuer: TEST_ISSUER,
      subject,
      name: 'Fuzz',
      loginId: 'fuzz@example.com',
      pictureUrl: null,
      emailVerified: true,
      profile: 'noPhotos',
    }));
    sessionToken = await new SessionRepository(db, 3_600_000).create(accountId, null);
    const [items, temporary] = await Promise.all([
      db.select({ cid: backupItems.cid }).from(backupItems).where(eq(backupItems.accountId, accountId)),
      db.select({ id: temporaryBackups.id }).from(temporaryBackups).where(eq(temporaryBackups.accountId, accountId)),
    ]);
    const devices = await testApp.app.inject({
      method: 'GET',
      url: '/api/device-context/v1/devices',
      headers: webClientHeaders,
      cookies: { portal_session: sessionToken },
    });
    realIds.push(
      ...devices.json<{ devices: Array<{ id: string }> }>().devices.map((device) => device.id),
      ...new Set(items.map((item) => item.cid)),
      ...temporary.map((backup) => backup.id),
    );
  }, 120_000);
  afterAll(() => testApp.close());

  it.each(CLOUD_ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s',
    async (_name, endpoint) => {
      const { db } = testApp.database;
      const changes = endpoint.method !== 'GET';
      await fc.assert(
        fc.asyncProperty(requestFor(endpoint), async ({ params, query, body, confirmToken }) => {
          const before = changes ? await holdingsOf(db, accountId) : null;
          const token = confirmToken === VALID_TOKEN ? await tokens.issue(subject) : confirmToken;
          const response = await testApp.app.inject({
            method: endpoint.method,
            url: fillPath(endpoint.path, params),
            query: query as Record<string, string | string[]>,
            headers: {
              ...webClientHeaders,
              ...(token !== undefined && { 'x-sc-confirm-token': token, ...ONE_BATCH }),
              ...(changes && { 'content-type': 'application/json' }),
            },
            cookies: { portal_session: sessionToken },
            ...(changes && { payload: JSON.stringify(body) }),
          });
          const outcome = `${endpoint.method} ${endpoint.path} → ${response.statusCode} ${response.body}`;
          expect(response.statusCode, outcome).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(typeof response.json().rcode, outcome).toBe('number');
            if (before) expect(await holdingsOf(db, accountId), outcome).toEqual(before);
          }
        }),
        { numRuns: 25 },
      );
    },
  );
});
