import { CLOUD_ENDPOINTS } from '@cloud-portal/contract/cloud-endpoints';
import type { Endpoint } from '@cloud-portal/contract/endpoint';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionRepository } from '../src/auth/session-repository';
import type { Db } from '../src/db/database';
import { backupItems, devices, edpUsers, erasureTasks, syncedContents, temporaryBackups } from '../src/db/schema';
import { seedDemoAccount } from '../src/demo/seed-demo-data';
import { fileBlobStoreIn } from '../src/storage/file-blob-store';
import { encodedLetterVariants, otherVariants, repeatedSegmentVariants } from './path-spellings';
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

/** The most a request body may carry (app.ts): a fixed number here, so that raising it fails this test. */
const BODY_LIMIT = 1024 * 1024;

/** Stands for a valid confirm token of the account, so that calls also get past the token check. */
const VALID_TOKEN = Symbol('valid confirm token');

/**
 * How a body may arrive: as JSON (also declared in a charset it is not written in), as a
 * cross-site form can send it (text/plain, form, multipart: no CORS preflight), or untyped.
 */
const BODY_ENCODINGS: Readonly<Record<string, { contentType?: string; encode: (json: string) => string | Buffer }>> = {
  json: { contentType: 'application/json', encode: (json) => json },
  'json in latin1': { contentType: 'application/json; charset=latin1', encode: (json) => Buffer.from(json, 'latin1') },
  'json declared utf-16': { contentType: 'application/json; charset=utf-16', encode: (json) => json },
  'text/plain': { contentType: 'text/plain', encode: (json) => json },
  form: { contentType: 'application/x-www-form-urlencoded', encode: (json) => new URLSearchParams({ json }).toString() },
  multipart: {
    contentType: 'multipart/form-data; boundary=fuzz',
    encode: (json) => `--fuzz\r\nContent-Disposition: form-data; name="json"\r\n\r\n${json}\r\n--fuzz--\r\n`,
  },
  'no content type': { encode: (json) => json },
};

function propertyNames(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return properties ? Object.keys(properties) : [];
}

/**
 * A random request for an endpoint: its parameter names filled with nasty values or the
 * account's real ids, plus noise; its body in one of BODY_ENCODINGS; its path in one of the
 * spellings of path-spellings.ts (`spelling` picks one of those the filled path has).
 */
function requestFor(endpoint: Endpoint, realIds: readonly string[]) {
  const idOrNasty = fc.oneof(nastyText, fc.nat().map((i) => realIds[i % Math.max(1, realIds.length)] ?? 'x'));
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
  // JSON most often, so that calls also get past the parser and act.
  const encoding = fc.oneof({ weight: 3, arbitrary: fc.constant('json') }, { weight: 4, arbitrary: fc.constantFrom(...Object.keys(BODY_ENCODINGS)) });
  const spelling = fc.option(fc.nat(), { nil: undefined, freq: 2 });
  return fc.record({ params, query, body, confirmToken, encoding, spelling });
}

function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => encodeURIComponent(params[name] ?? 'x'));
}

/** The path as written, or (for a number) one of its other spellings. */
function spelled(path: string, spelling: number | undefined): string {
  if (spelling === undefined) return path;
  const spellings = [...encodedLetterVariants(path), ...otherVariants(path), ...repeatedSegmentVariants(path)];
  return spellings[spelling % spellings.length] ?? path;
}

/**
 * What an account holds, row by row: a refused request (4xx) must leave the caller's exactly
 * so, and no request of the caller may change the bystander's (whose ids are the caller's).
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

/** The rcode of a JSON answer (an error answer the web can read has a numeric one). */
function rcodeOf(response: LightMyRequestResponse): unknown {
  const isJson = String(response.headers['content-type']).startsWith('application/json');
  return isJson ? response.json<{ rcode?: unknown }>().rcode : undefined;
}

/** Whether the body is declared JSON (whatever the charset says). */
function isJsonEncoding(encoding: string): boolean {
  return BODY_ENCODINGS[encoding]?.contentType?.startsWith('application/json') === true;
}

/** Whether the server has a parser for the encoding, so reads its body: JSON, and text. */
function isReadAsText(encoding: string): boolean {
  return isJsonEncoding(encoding) || encoding === 'text/plain';
}

describe('every endpoint survives random input (no 5xx); a refused call changes nothing, and no call another account’s data', () => {
  let testApp: TestApp;
  let tokens: TestConfirmTokens;
  let accountId: string;
  let sessionToken: string;
  /** Another account, seeded with the same demo data: its device ids and cids are the caller's. */
  let bystanderId: string;
  /** Ids the fuzzed account really holds (its device ids and cids the bystander's too), so that calls also get past "not found". */
  const realIds: string[] = [];
  const subject = 'fuzz-subject';

  beforeAll(async () => {
    tokens = await createTestConfirmTokens();
    testApp = await createTestApp({ confirmTokenKeys: tokens.keySource });
    const { db } = testApp.database;
    // The demo data without photos: real devices, backups, cids and temporary backups to hit.
    const seed = (who: string) =>
      seedDemoAccount(db, fileBlobStoreIn('/nonexistent-fuzz-blobs'), {
        issuer: TEST_ISSUER,
        subject: `${who}-subject`,
        name: who,
        loginId: `${who}@example.com`,
        pictureUrl: null,
        emailVerified: true,
        profile: 'noPhotos',
      });
    ({ accountId } = await seed('fuzz'));
    ({ accountId: bystanderId } = await seed('bystander'));
    sessionToken = await new SessionRepository(db, 3_600_000).create(accountId, null);
    const [items, temporary] = await Promise.all([
      db.select({ cid: backupItems.cid }).from(backupItems).where(eq(backupItems.accountId, accountId)),
      db.select({ id: temporaryBackups.id }).from(temporaryBackups).where(eq(temporaryBackups.accountId, accountId)),
    ]);
    const deviceList = await testApp.app.inject({
      method: 'GET',
      url: '/api/device-context/v1/devices',
      headers: webClientHeaders,
      cookies: { portal_session: sessionToken },
    });
    realIds.push(
      ...deviceList.json<{ devices: Array<{ id: string }> }>().devices.map((device) => device.id),
      ...new Set(items.map((item) => item.cid)),
      ...temporary.map((backup) => backup.id),
    );
  }, 120_000);
  afterAll(() => testApp.close());

  it('fuzzes an account whose device ids the bystander holds too', async () => {
    const { db } = testApp.database;
    const deviceIdsOf = async (id: string) =>
      (await db.select({ deviceId: devices.deviceId }).from(devices).where(eq(devices.accountId, id))).map((row) => row.deviceId).sort();
    const ofCaller = await deviceIdsOf(accountId);
    expect(ofCaller.length).toBeGreaterThan(0);
    expect(await deviceIdsOf(bystanderId)).toEqual(ofCaller);
  });

  /**
   * Every route of /openapi.json that may take a body, with a real device id for its path
   * parameters: were a body let through, the call would act on it.
   */
  async function bodyRoutes(): Promise<Array<{ method: 'POST'; url: string; readsBody: boolean }>> {
    const document = (await testApp.app.inject({ method: 'GET', url: '/openapi.json' })).json<{
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    }>();
    return Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method]) => ['post', 'put', 'delete', 'patch'].includes(method))
        .map(([method, operation]) => ({
          // Inject takes any method; POST stands for all of them in its type.
          method: method.toUpperCase() as 'POST',
          url: path.replace(/\{[A-Za-z0-9_]+\}/g, encodeURIComponent(realIds[0] ?? 'x')),
          readsBody: operation.requestBody !== undefined,
        })),
    );
  }

  /** The route called signed in, with a valid confirm token, and this JSON text in this encoding. */
  async function withBody(route: { method: 'POST'; url: string }, encoding: string, json: string): Promise<LightMyRequestResponse> {
    const { contentType, encode } = BODY_ENCODINGS[encoding]!;
    return testApp.app.inject({
      ...route,
      headers: {
        ...webClientHeaders,
        'x-sc-confirm-token': await tokens.issue(subject),
        ...ONE_BATCH,
        ...(contentType !== undefined && { 'content-type': contentType }),
      },
      cookies: { portal_session: sessionToken },
      payload: encode(json),
    });
  }

  it('answers 413 with an rcode to a body over the limit on every route that takes a body, and runs none of them', async () => {
    const { db } = testApp.database;
    const routes = await bodyRoutes();
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(['POST /auth/token/expire', 'POST /device-api/v1/web-sign-in/approve', `DELETE /api/backup/v4/devices/${realIds[0]}`]),
    );
    const oversized = JSON.stringify({ padding: 'x'.repeat(BODY_LIMIT) });
    const before = await holdingsOf(db, accountId);
    const bystanderBefore = await holdingsOf(db, bystanderId);
    const wrong: string[] = [];
    for (const route of routes) {
      for (const encoding of Object.keys(BODY_ENCODINGS)) {
        const response = await withBody(route, encoding, oversized);
        // A body the server has a parser for is read up to the limit (413); any other is refused by its type (415).
        const expected = isReadAsText(encoding) ? 413 : 415;
        if (response.statusCode !== expected || typeof rcodeOf(response) !== 'number') wrong.push(`${route.method} ${route.url} (${encoding}) → ${response.statusCode} ${response.body.slice(0, 100)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await holdingsOf(db, accountId)).toEqual(before);
    expect(await holdingsOf(db, bystanderId)).toEqual(bystanderBefore);
    // The sign-out got its oversized bodies too: the session is still live.
    const profile = await testApp.app.inject({ method: 'GET', url: '/api/user/v2/profile', headers: webClientHeaders, cookies: { portal_session: sessionToken } });
    expect(profile.statusCode).toBe(200);
  });

  it('never reads a body a cross-site form can send (text/plain, form, multipart, untyped) as JSON', async () => {
    const { db } = testApp.database;
    const wrong: string[] = [];
    let acceptedAsJson = 0;
    for (const route of (await bodyRoutes()).filter((candidate) => candidate.readsBody)) {
      const before = await holdingsOf(db, accountId);
      for (const encoding of Object.keys(BODY_ENCODINGS).filter((name) => !isJsonEncoding(name))) {
        const response = await withBody(route, encoding, '{}');
        if (response.statusCode < 400 || typeof rcodeOf(response) !== 'number') wrong.push(`${route.method} ${route.url} (${encoding}) → ${response.statusCode}`);
      }
      expect(await holdingsOf(db, accountId), route.url).toEqual(before);
      // The same body as JSON: some routes take it, so the refusals above were the encoding's.
      if ((await withBody(route, 'json', '{}')).statusCode < 400) acceptedAsJson += 1;
    }
    expect(wrong).toEqual([]);
    expect(acceptedAsJson).toBeGreaterThan(0);
  });

  it.each(CLOUD_ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s',
    async (_name, endpoint) => {
      const { db } = testApp.database;
      const changes = endpoint.method !== 'GET';
      await fc.assert(
        fc.asyncProperty(requestFor(endpoint, realIds), async ({ params, query, body, confirmToken, encoding, spelling }) => {
          const before = changes ? await holdingsOf(db, accountId) : null;
          // Taken for each call, so that a shrunk counterexample is a call that changed it.
          const bystanderBefore = await holdingsOf(db, bystanderId);
          const token = confirmToken === VALID_TOKEN ? await tokens.issue(subject) : confirmToken;
          const { contentType, encode } = BODY_ENCODINGS[encoding]!;
          const url = spelled(fillPath(endpoint.path, params), spelling);
          const response = await testApp.app.inject({
            method: endpoint.method,
            url,
            query: query as Record<string, string | string[]>,
            headers: {
              ...webClientHeaders,
              ...(token !== undefined && { 'x-sc-confirm-token': token, ...ONE_BATCH }),
              ...(changes && contentType !== undefined && { 'content-type': contentType }),
            },
            cookies: { portal_session: sessionToken },
            ...(changes && { payload: encode(JSON.stringify(body)) }),
          });
          const outcome = `${endpoint.method} ${url} (${encoding}) → ${response.statusCode} ${response.body}`;
          expect(response.statusCode, outcome).toBeLessThan(500);
          // A body a cross-site form can send is never read as the JSON it spells.
          if (changes && endpoint.body && !isJsonEncoding(encoding)) {
            expect(response.statusCode, outcome).toBeGreaterThanOrEqual(400);
          }
          if (response.statusCode >= 400) {
            expect(typeof rcodeOf(response), outcome).toBe('number');
            if (before) expect(await holdingsOf(db, accountId), outcome).toEqual(before);
          }
          expect(await holdingsOf(db, bystanderId), `${outcome}: the other account's data`).toEqual(bystanderBefore);
        }),
        { numRuns: 25 },
      );
    },
  );
});
