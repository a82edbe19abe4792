import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ErasureRequest, IncompletedTask } from '@cloud-portal/contract/erasure';
import type { ErrorBody } from '@cloud-portal/contract/error-body';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import { DAY_IN_MS } from '@cloud-portal/domain/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingLogger, giveSyncedData, silentLogger, syncedCids, syncedRows, TEST_SYNCED_CIDS } from '../../../test/erasure-test-data';
import { withStatementRefused } from '../../../test/refuse-statement';
import { createTestApp, webClientHeaders, type TestApp } from '../../../test/test-app';
import { signInTestAccount, type SignedInTestAccount } from '../../../test/test-accounts';
import { createTestConfirmTokens, type TestConfirmTokens, confirmBatchHeaders } from '../../../test/test-confirm-tokens';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { okBodyOf } from '../../../test/web-calls';
import { erasureTasks } from '../../db/schema';
import { startErasureWorker } from '../../jobs/erasure-worker';
import { generateDemoPhoto } from '../../demo/demo-photo-generator';
import type { BlobStore } from '../../storage/blob-store';
import { fileBlobStoreIn } from '../../storage/file-blob-store';
import { listBlobDeletions } from '../blob-deletion/blob-deletion-repository';
import { photoOriginalKey, photoThumbnailKey } from '../gallery/gallery-blob-keys';
import { addPhoto, newestPhotos, photoThumbnail } from '../gallery/gallery-service';
import { ERASURE_REQUEST_WINDOW_MS, requestErasure } from './erasure-service';
import { runNextErasureTask, type ErasureRunnerOptions, type ErasureRunResult } from './erasure-task-runner';

/** Every deletion of this file is one run: a token is never refused for its batch here. */
const ONE_BATCH = confirmBatchHeaders();

const NOTES_ID = 'Hq8sD2fJ6a';
const NOTES_PARTNER_ID = 'nV5tY1gK9e';
const GALLERY_ID = 'Vs2eK8mX3h';
const GALLERY_PARTNER_ID = 'o5NbW1cY6j';
const MEMO_ID = 'Zb6mC3xW8r';
const CALENDAR_ID = 'kX3vT9qLm2';

describe('erasure requests, incompleted tasks and the worker', () => {
  let dataDir: string;
  let testDatabase: TestDatabase;
  let tokens: TestConfirmTokens;
  let portal: TestApp;
  let blobs: BlobStore;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'portal-erasure-'));
    testDatabase = await createTestDatabase({ pgliteDataDir: path.join(dataDir, 'pglite') });
    tokens = await createTestConfirmTokens();
    portal = await createTestApp({ testDatabase, confirmTokenKeys: tokens.keySource, config: { dataDir } });
    blobs = fileBlobStoreIn(dataDir);
  });
  afterAll(async () => {
    await portal.close();
    await testDatabase.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });

  const db = () => portal.database.db;

  async function newAccount(): Promise<SignedInTestAccount & { rows: string[] }> {
    const account = await signInTestAccount(db());
    return { ...account, rows: await giveSyncedData(db(), account.accountId) };
  }

  async function erase(account: SignedInTestAccount, body: unknown, token?: string | null) {
    const confirmToken = token === undefined ? await tokens.issue(account.subject) : token;
    return portal.app.inject({
      method: 'DELETE',
      url: '/api/lgi/eos/v1/data',
      headers: { ...webClientHeaders, ...(confirmToken !== null && { 'x-sc-confirm-token': confirmToken, ...ONE_BATCH }) },
      cookies: { portal_session: account.sessionToken },
      payload: body as object,
    });
  }

  const incompleted = async (account: SignedInTestAccount) =>
    (await okBodyOf<{ incompletedTasks: IncompletedTask[] }>(portal.app, account, '/api/lgi/eos/v1/task/incompleted')).incompletedTasks;

  /** Runs the worker until nothing is due; answers what it did. */
  async function drain(options: Partial<ErasureRunnerOptions> = {}): Promise<ErasureRunResult[]> {
    const results: ErasureRunResult[] = [];
    for (;;) {
      const result = await runNextErasureTask({ db: db(), blobs, logger: silentLogger, ...options });
      if (result.outcome === 'idle') return results;
      results.push(result);
      if (result.outcome === 'failed') return results;
    }
  }

  const body = (...ids: string[]) => ({ taskType: 'CSWEB_DATA_ERASURE', extendedRequest: ids });

  it('accepts a request, lists it until the worker has erased exactly its data, then not', async () => {
    await drain();
    const alice = await newAccount();
    const before = Date.now();
    const response = await erase(alice, body('contacts', NOTES_ID));
    expect(response.statusCode).toBe(202);
    const accepted = response.json<ErasureRequest>();
    expect(accepted).toEqual({
      referenceId: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/),
      startedAt: expect.any(Number),
      expiryAt: accepted.startedAt + 30 * DAY_IN_MS,
      taskType: 'CSWEB_DATA_ERASURE',
      // The notes id brings its partner (spec §5).
      extendedRequest: ['contacts', NOTES_ID, NOTES_PARTNER_ID],
    });
    expect(accepted.startedAt).toBeGreaterThanOrEqual(before);
    expect(await incompleted(alice)).toEqual([
      { referenceId: accepted.referenceId, taskType: 'CSWEB_DATA_ERASURE', startedAt: accepted.startedAt, expiryAt: accepted.expiryAt, cids: accepted.extendedRequest },
    ]);
    // Nothing is erased until the worker runs.
    expect(await syncedRows(db(), alice.accountId)).toEqual(alice.rows);

    const results = await drain();
    expect(results).toEqual([
      { outcome: 'completed', referenceId: accepted.referenceId, accountId: alice.accountId, erased: { syncedContents: 4, photos: 0 } },
    ]);
    expect(await incompleted(alice)).toEqual([]);
    // contacts and notes are gone from both devices; everything else is intact.
    expect(await syncedCids(db(), alice.accountId)).toEqual(TEST_SYNCED_CIDS.filter((cid) => cid !== 'contacts' && cid !== 'notes').sort());
    expect(await syncedRows(db(), alice.accountId)).toEqual(alice.rows.filter((row) => !row.endsWith(':contacts') && !row.endsWith(':notes')));
    const [task] = await db().select().from(erasureTasks).where(eq(erasureTasks.referenceId, accepted.referenceId));
    expect(task).toMatchObject({ status: 'completed', attempts: 1, completedAt: expect.any(Date) });
  });

  it('erases the gallery: every photo, its files, and the synced gallery data', async () => {
    await drain();
    const alice = await newAccount();
    const photos = [];
    for (let i = 0; i < 3; i += 1) {
      const bytes = await generateDemoPhoto(i, { width: 80, height: 60 });
      photos.push(await addPhoto(db(), blobs, alice.accountId, { bytes, serverTimestamp: new Date() }));
    }
    await photoThumbnail(db(), blobs, alice.accountId, photos[0]!.photoId, 240);
    const response = await erase(alice, body(GALLERY_PARTNER_ID));
    expect(response.json<ErasureRequest>().extendedRequest).toEqual([GALLERY_PARTNER_ID, GALLERY_ID]);

    expect(await drain()).toMatchObject([{ outcome: 'completed', erased: { syncedContents: 2, photos: 3 } }]);
    expect(await newestPhotos(db(), alice.accountId)).toEqual([]);
    for (const photo of photos) expect(await blobs.get(photoOriginalKey(alice.accountId, photo.photoId))).toBeNull();
    expect(await blobs.get(photoThumbnailKey(alice.accountId, photos[0]!.photoId, 240))).toBeNull();
    // Deleted at once: nothing is left waiting in the blob outbox, nor as a folder named after the account.
    expect(await listBlobDeletions(db())).toEqual([]);
    await expect(stat(path.join(dataDir, 'blobs', 'photos', alice.accountId))).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await syncedCids(db(), alice.accountId)).not.toContain('gallery');
  });

  it('completes a request for data this portal does not store without touching anything', async () => {
    await drain();
    const alice = await newAccount();
    expect((await erase(alice, body(MEMO_ID))).statusCode).toBe(202);
    expect(await drain()).toMatchObject([{ outcome: 'completed', erased: { syncedContents: 0, photos: 0 } }]);
    expect(await syncedRows(db(), alice.accountId)).toEqual(alice.rows);
    expect(await incompleted(alice)).toEqual([]);
  });

  it('answers 49512 while the same data is being erased, also through a partner, and creates nothing', async () => {
    await drain();
    const alice = await newAccount();
    expect((await erase(alice, body(NOTES_ID, 'calendar'))).statusCode).toBe(202);
    for (const ids of [['calendar'], [NOTES_PARTNER_ID], ['reminders', NOTES_ID]]) {
      const refused = await erase(alice, body(...ids));
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ErrorBody>().rcode).toBe(Rcodes.ERASURE_TRY_LATER.rcode);
    }
    expect(await incompleted(alice)).toHaveLength(1);
    // Other data may be erased meanwhile, and the same again once the first task is done.
    expect((await erase(alice, body('contacts'))).statusCode).toBe(202);
    await drain();
    expect((await erase(alice, body('calendar'))).statusCode).toBe(202);
  });

  it('answers 49512 for data on its way out another way: an app deleted from Synced apps, or its kind being erased', async () => {
    await drain();
    const alice = await newAccount();
    // Synced apps' Delete names the app's cid; the erasure screen names the kind's ids.
    expect((await erase(alice, body('calendar'))).statusCode).toBe(202);
    expect((await erase(alice, body(NOTES_ID))).statusCode).toBe(202);
    for (const ids of [[CALENDAR_ID], ['notes']]) {
      const refused = await erase(alice, body(...ids));
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ErrorBody>().rcode).toBe(Rcodes.ERASURE_TRY_LATER.rcode);
    }
    // The synced gallery data leaves the photos: erasing Gallery still has work to do.
    expect((await erase(alice, body('gallery'))).statusCode).toBe(202);
    expect((await erase(alice, body(GALLERY_ID))).statusCode).toBe(202);
    expect(await incompleted(alice)).toHaveLength(4);
  });

  it('creates no task when the security event cannot be written', async () => {
    const alice = await newAccount();
    await withStatementRefused(db(), { table: 'security_events', operation: 'insert', when: "new.type = 'erasureRequested'" }, async () => {
      expect((await erase(alice, body(NOTES_ID))).statusCode).toBe(500);
    });
    expect(await incompleted(alice)).toEqual([]);
  });

  it('answers 49209 after 5 requests in 10 minutes and creates nothing', async () => {
    const alice = await newAccount();
    for (const id of ['contacts', 'calendar', 'notes', 'reminders', 'internet']) {
      expect((await erase(alice, body(id))).statusCode).toBe(202);
    }
    const refused = await erase(alice, body('gallery'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().rcode).toBe(Rcodes.ERASURE_TOO_MANY_REQUESTS.rcode);
    expect(await incompleted(alice)).toHaveLength(5);
    // Completed requests still count; once the window has passed, requests are accepted again.
    await drain();
    const later = new Date(Date.now() + ERASURE_REQUEST_WINDOW_MS + 1000);
    await expect(requestErasure(db(), alice.accountId, ['wifi'])).rejects.toMatchObject({ rcode: Rcodes.ERASURE_TOO_MANY_REQUESTS.rcode });
    await expect(requestErasure(db(), alice.accountId, ['wifi'], { now: later })).resolves.toMatchObject({ extendedRequest: ['wifi'] });
  });

  it('lets only one of two simultaneous requests past the limit', async () => {
    const alice = await newAccount();
    for (const id of ['contacts', 'calendar', 'notes', 'reminders']) await requestErasure(db(), alice.accountId, [id]);
    const answers = await Promise.all([erase(alice, body('internet')), erase(alice, body('wifi'))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 400]);
    expect(await incompleted(alice)).toHaveLength(5);
  });

  it.each([
    ['no confirm token', null],
    ['an expired confirm token', 'expired'],
    ['another account’s confirm token', 'foreign'],
    ['a token for another client', 'audience'],
  ] as const)('answers 403 40305001 with %s and creates nothing', async (_name, kind) => {
    const alice = await newAccount();
    const bob = await signInTestAccount(db());
    const token =
      kind === null
        ? null
        : kind === 'expired'
          ? await tokens.issue(alice.subject, { expiresInSeconds: -60 })
          : kind === 'foreign'
            ? await tokens.issue(bob.subject)
            : await tokens.issue(alice.subject, { audience: 'another-client' });
    const response = await erase(alice, body('contacts'), token);
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>().rcode).toBe(Rcodes.CONFIRM_TOKEN_REQUIRED.rcode);
    expect(await incompleted(alice)).toEqual([]);
  });

  it('checks the confirm token before the body: an unknown id without a token is 403, not 400', async () => {
    const alice = await newAccount();
    const response = await erase(alice, body('SMS'), null);
    expect(response.statusCode).toBe(403);
  });

  it.each([
    ['an id that is neither a personal-data id nor a sync cid', body('contacts', 'SMS')],
    ['the auto-sync marker', body('device_sync_status')],
    ['no ids', body()],
    ['a malformed id', body('not-a-cid')],
    ['the same id twice', body('contacts', 'contacts')],
    ['65 ids', body(...Array.from({ length: 65 }, (_, i) => `cid${i}`))],
    ['another task type', { taskType: 'OTHER', extendedRequest: ['contacts'] }],
    ['an unknown property', { ...body('contacts'), force: true }],
    ['a number for an id', { taskType: 'CSWEB_DATA_ERASURE', extendedRequest: [42] }],
    ['no body', undefined],
  ])('answers 400 for %s and creates nothing', async (_name, payload) => {
    const alice = await newAccount();
    const response = await erase(alice, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().rcode).toBe(Rcodes.INVALID_REQUEST.rcode);
    expect(await incompleted(alice)).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    for (const [method, url] of [
      ['DELETE', '/api/lgi/eos/v1/data'],
      ['GET', '/api/lgi/eos/v1/task/incompleted'],
    ] as const) {
      const response = await portal.app.inject({ method, url, headers: webClientHeaders, ...(method === 'DELETE' && { payload: body('contacts') }) });
      expect(response.statusCode).toBe(401);
      expect(response.json<ErrorBody>().rcode).toBe(Rcodes.SESSION_REQUIRED.rcode);
    }
  });

  it('keeps accounts apart: B never sees A’s tasks, and B’s erasure never touches A’s data', async () => {
    await drain();
    const alice = await newAccount();
    const bob = await newAccount();
    const aliceTask = (await erase(alice, body(MEMO_ID))).json<ErasureRequest>();
    // The same data for B is not "already being erased": A's task is A's.
    expect((await erase(bob, body(MEMO_ID, 'contacts'))).statusCode).toBe(202);
    expect((await incompleted(bob)).map((task) => task.referenceId)).not.toContain(aliceTask.referenceId);
    expect(await incompleted(alice)).toHaveLength(1);
    await drain();
    expect(await syncedRows(db(), alice.accountId)).toEqual(alice.rows);
    expect(await syncedCids(db(), bob.accountId)).not.toContain('contacts');
  });

  it('leaves a deferred task (the demo’s) in progress until its expiry, then carries it out', async () => {
    await drain();
    const alice = await newAccount();
    const deferred = await requestErasure(db(), alice.accountId, ['contacts'], { deferred: true });
    expect(await drain()).toEqual([]);
    expect(await incompleted(alice)).toMatchObject([{ referenceId: deferred.referenceId }]);
    // Still refused while it waits: its data is being erased.
    expect((await erase(alice, body('contacts'))).statusCode).toBe(400);
    const afterExpiry = new Date(deferred.expiryAt + 1);
    expect(await drain({ now: () => afterExpiry })).toMatchObject([{ outcome: 'completed', referenceId: deferred.referenceId }]);
    expect(await syncedCids(db(), alice.accountId)).not.toContain('contacts');
  });

  it('rolls a failed task back, retries it after the retry delay, and lets other tasks pass meanwhile', async () => {
    await drain();
    const alice = await newAccount();
    const failing = await requestErasure(db(), alice.accountId, ['contacts'], { now: new Date(Date.now() - 1000) });
    const other = await requestErasure(db(), alice.accountId, ['calendar']);
    const logger = recordingLogger();
    const failure = await runNextErasureTask({
      db: db(),
      blobs,
      logger,
      beforeCommit: async () => {
        throw new Error('disk on fire');
      },
    });
    expect(failure).toMatchObject({ outcome: 'failed', referenceId: failing.referenceId });
    expect(logger.entries).toMatchObject([{ level: 'error', details: { referenceId: failing.referenceId } }]);
    expect(await syncedRows(db(), alice.accountId)).toEqual(alice.rows);
    expect(await drain()).toMatchObject([{ outcome: 'completed', referenceId: other.referenceId }]);
    const retryTime = new Date(Date.now() + 61_000);
    expect(await drain({ now: () => retryTime })).toMatchObject([{ outcome: 'completed', referenceId: failing.referenceId }]);
    const [task] = await db().select().from(erasureTasks).where(eq(erasureTasks.referenceId, failing.referenceId));
    expect(task).toMatchObject({ status: 'completed', attempts: 2 });
  });

  it('takes over a task left running by a worker whose claim went stale', async () => {
    await drain();
    const alice = await newAccount();
    const task = await requestErasure(db(), alice.accountId, ['contacts']);
    // No service leaves a task 'running' (the worker's claim is its row lock); this writes one as an
    // older worker that committed its claim and died would have.
    const claimedAt = new Date(Date.now() - 5 * 60_000);
    await db().update(erasureTasks).set({ status: 'running', claimedAt, claimedBy: 'gone' }).where(eq(erasureTasks.referenceId, task.referenceId));
    expect(await drain()).toEqual([]);
    const later = new Date(Date.now() + 6 * 60_000);
    expect(await drain({ now: () => later })).toMatchObject([{ outcome: 'completed', referenceId: task.referenceId }]);
  });

  it('runs as a background worker that can be stopped', async () => {
    await drain();
    const alice = await newAccount();
    const logger = recordingLogger();
    const worker = startErasureWorker({ db: db(), blobs, logger, pollIntervalMs: 20 });
    try {
      const accepted = (await erase(alice, body('reminders'))).json<ErasureRequest>();
      await expect.poll(async () => (await incompleted(alice)).length, { timeout: 10_000 }).toBe(0);
      expect(logger.entries).toMatchObject([{ level: 'info', message: 'erasure task completed', details: { referenceId: accepted.referenceId } }]);
    } finally {
      await worker.stop();
    }
    expect(await syncedCids(db(), alice.accountId)).not.toContain('reminders');
  });

  it('keeps unfinished tasks across a restart', async () => {
    await drain();
    const alice = await newAccount();
    const accepted = (await erase(alice, body('internet'))).json<ErasureRequest>();
    await portal.close();
    portal = await createTestApp({ testDatabase, confirmTokenKeys: tokens.keySource, config: { dataDir } });
    expect(await incompleted(alice)).toMatchObject([{ referenceId: accepted.referenceId, cids: ['internet'] }]);
  });
});
