import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CLIENT_HEADER,
  CLIENT_HEADER_VALUE,
  CONFIRM_BATCH_HEADER,
  CONFIRM_TOKEN_HEADER,
} from '@cloud-portal/contract/client-headers';
import { PERSONAL_DATA_IDS } from '@cloud-portal/domain/personal-data-categories';
import { startIdp, type RunningIdp } from '@cloud-portal/idp/start-idp';
import { readForm, TestBrowser } from '@cloud-portal/idp/test-support/test-browser';
import { DEMO } from '@cloud-portal/idp/test-support/test-idp';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ProviderStateRepository } from '../src/auth/provider-state-repository';
import type { DatabaseHandle } from '../src/db/database';
import { accounts, erasureTasks } from '../src/db/schema';
import { generateDemoPhoto } from '../src/demo/demo-photo-generator';
import { requestErasure } from '../src/modules/erasure/erasure-service';
import { addPhoto } from '../src/modules/gallery/gallery-service';
import { ensureCloudAccount } from '../src/modules/quota/cloud-account-settings';
import { S3BlobStore } from '../src/storage/s3-blob-store';
import { listAll } from './blob-store-behaviour';
import { giveSyncedData, syncedRows } from './erasure-test-data';
import { freePort } from './free-port';
import { startPortalNode, type PortalNode } from './portal-node';
import { S3_TEST_CREDENTIALS, startS3TestServer, type S3TestServer } from './s3-test-server';
import { formUrl, type FormNavigation } from './sign-in-navigation';
import { signInTestAccount } from './test-accounts';
import { createTestDatabase, type TestDatabase } from './test-database';
import { seedDevices } from './test-devices';

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
/** The reverse proxy's address, which both nodes are configured with (docs/operations.md); the test plays the proxy. */
const PUBLIC_URL = 'https://portal.test';
const CLIENT = { clientId: 'cloud-portal', clientSecret: 'two-nodes-client-secret' };
/** Where the nodes keep photos in the S3 test server's bucket. */
const BLOB_PREFIX = 'two-nodes';
/**
 * How long a change made through one node may take to show on the other: the other hears of
 * it by the database's notice. Well under the 5 s a kept answer lives at most
 * (account-answer-cache.ts), so an answer kept past the change fails the test.
 */
const CHANGE_SEEN_WITHIN = { timeout: 2_000, interval: 20 };
/** A ceiling for work the nodes' erasure workers (polling every 2 s) carry out. */
const WORK_DONE_WITHIN = { timeout: 15_000, interval: 50 };
const ERASURE_COMPLETED = 'erasure task completed';

/**
 * Issue 20 part 2: two portal nodes, each a built server process (`portal-server.mjs`, the
 * server alone, as a deployment with N nodes runs it), on one PostgreSQL database and one
 * S3-protocol store, with one sign-in provider (on the same database, as `npm start` runs it).
 * Everything goes over real HTTP: a browser signs in through node A and goes on through node B;
 * a deletion through B shows on A at once; erasures are carried out exactly once while both
 * nodes' workers run; and a node killed with SIGKILL in the middle of an erasure leaves it to
 * the other, which finishes it.
 */
describe('two portal nodes on one PostgreSQL and one S3 store', () => {
  let buildDir: string;
  let s3: S3TestServer;
  let store: S3BlobStore;
  let testDatabase: TestDatabase;
  let database: DatabaseHandle;
  let databaseUrl: string;
  let idpDir: string;
  let idp: RunningIdp;
  let issuer: string;
  const nodeDirs: string[] = [];
  const nodes: PortalNode[] = [];
  let nodeA: PortalNode;
  let nodeB: PortalNode;
  /** The one browser of the sign-in tests: its cookies go to whichever node the "proxy" picks. */
  const browser = new TestBrowser();

  beforeAll(async () => {
    // A build of its own: another suite may rebuild dist/ while these processes start.
    buildDir = await mkdtemp(path.join(tmpdir(), 'portal-two-nodes-build-'));
    const build = spawnSync(
      process.execPath,
      [path.join('scripts', 'build-portal.mjs'), '--outdir', buildDir],
      { cwd: repoRoot, encoding: 'utf8' },
    );
    expect(build.status, build.stderr).toBe(0);

    s3 = await startS3TestServer();
    store = await S3BlobStore.open(s3.location(`${BLOB_PREFIX}/`), S3_TEST_CREDENTIALS);
    testDatabase = await createTestDatabase();
    database = await testDatabase.open();
    if (testDatabase.target.kind !== 'postgres')
      throw new Error('two nodes need PostgreSQL: run with TEST_DATABASE_URL');
    databaseUrl = testDatabase.target.url;

    idpDir = await mkdtemp(path.join(tmpdir(), 'portal-two-nodes-idp-'));
    issuer = `http://localhost:${await freePort()}`;
    idp = await startIdp({
      issuer,
      dataDir: idpDir,
      clients: [
        {
          ...CLIENT,
          redirectUris: [`${PUBLIC_URL}/auth/token/access`],
          postLogoutRedirectUris: [`${PUBLIC_URL}/logout`, `${PUBLIC_URL}/timeout`],
        },
      ],
      stateStore: new ProviderStateRepository(database.db),
      log: () => undefined,
    });

    const started = await Promise.allSettled(
      ['a', 'b'].map(async (name) => {
        const dataDir = await mkdtemp(path.join(tmpdir(), `portal-two-nodes-${name}-`));
        nodeDirs.push(dataDir);
        const url = new URL(databaseUrl);
        // Tells the nodes' connections apart in pg_stat_activity.
        url.searchParams.set('application_name', `two-nodes-${name}`);
        const node = await startPortalNode({
          name,
          bundle: path.join(buildDir, 'portal-server.mjs'),
          port: await freePort(),
          env: {
            DATA_DIR: dataDir,
            DATABASE_URL: url.href,
            BLOB_STORE_URL: `s3://${s3.location().bucket}/${BLOB_PREFIX}?endpoint=${encodeURIComponent(String(s3.location().endpoint))}`,
            AWS_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
            AWS_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
            PUBLIC_URL,
            OIDC_ISSUER: issuer,
            OIDC_CLIENT_ID: CLIENT.clientId,
            OIDC_CLIENT_SECRET: CLIENT.clientSecret,
            WEB_SIGN_IN_VERIFICATION: 'always-verified',
            WEB_DIST_DIR: '/nonexistent-web-dist',
            // Info: the erasure worker's "completed" lines are what this test counts.
            LOG_LEVEL: 'info',
          },
        });
        nodes.push(node);
        return node;
      }),
    );
    const failed = started.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    [nodeA, nodeB] = started.map(
      (outcome) => (outcome as PromiseFulfilledResult<PortalNode>).value,
    ) as [PortalNode, PortalNode];
  }, 120_000);

  afterAll(async () => {
    // Every step runs, whatever failed before it; the processes go first.
    const steps = [
      ...nodes.map((node) => () => node.kill()),
      () => idp?.close(),
      () => database?.close(),
      () => testDatabase?.dispose(),
      () => store?.close(),
      () => s3?.stop(),
      ...[buildDir, idpDir, ...nodeDirs].map(
        (dir) => () => (dir ? rm(dir, { recursive: true, force: true }) : undefined),
      ),
    ];
    const errors = [];
    for (const step of steps) {
      try {
        await step();
      } catch (error) {
        errors.push(error);
      }
    }
    if (errors.length > 0) throw errors[0];
  }, 60_000);

  /** The address `url` (at the proxy's address) names, on `node`: the proxy picks the node. */
  function onNode(node: PortalNode, url: string | URL): string {
    const target = new URL(url);
    expect(target.origin).toBe(PUBLIC_URL);
    return `${node.url}${target.pathname}${target.search}`;
  }

  function api(
    node: PortalNode,
    method: string,
    url: string,
    headers: Record<string, string> = {},
    body?: object,
  ): Promise<Response> {
    return browser.request(`${node.url}${url}`, {
      method,
      headers: {
        [CLIENT_HEADER]: CLIENT_HEADER_VALUE,
        ...(body && { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body && { body: JSON.stringify(body) }),
    });
  }

  async function backupDeviceIds(node: PortalNode): Promise<string[]> {
    const answer = await api(node, 'GET', '/api/backup/v4/devices?view=summary');
    expect(answer.status).toBe(200);
    const { devices } = (await answer.json()) as { devices: Array<{ device_id: string }> };
    return devices.map((device) => device.device_id).sort();
  }

  /** The "erasure task completed" lines both nodes logged for this task. */
  function completionsOf(
    referenceId: string,
  ): Array<{ node: string; workerId: unknown; erased: unknown }> {
    return nodes.flatMap((node) =>
      node
        .logEntries()
        .filter((entry) => entry.msg === ERASURE_COMPLETED && entry.referenceId === referenceId)
        .map((entry) => ({ node: node.name, workerId: entry.workerId, erased: entry.erased })),
    );
  }

  async function blobKeysOf(accountId: string): Promise<string[]> {
    return (await listAll(store)).map((blob) => blob.key).filter((key) => key.includes(accountId));
  }

  /** An account with synced data on two devices and a photo in the bucket, as the nodes' workers find it. */
  async function accountWithErasableData(photoSeed: number) {
    const { accountId } = await signInTestAccount(database.db);
    const rows = await giveSyncedData(database.db, accountId);
    await addPhoto(database.db, store, accountId, {
      bytes: await generateDemoPhoto(photoSeed, { width: 64, height: 48 }),
      serverTimestamp: new Date(),
    });
    expect(await blobKeysOf(accountId)).not.toEqual([]);
    return { accountId, syncedRowCount: rows.length };
  }

  /** A node's connection waiting on the test's lock, with the erasure task its transaction holds, if any. */
  interface BlockedConnection {
    /** The node's application_name (set in its DATABASE_URL): two-nodes-a or two-nodes-b. */
    node: string;
    query: string;
    /** The task row whose locker (xmax) is that connection's transaction. */
    task: string | null;
  }

  /**
   * Runs `during` while a transaction of the test holds the locks `lockStatement` takes, then
   * lets go (rolls back). `blocked` answers the nodes' connections waiting on those locks, read
   * from another connection (a transaction sees pg_stat_activity as it was at its first look).
   */
  async function holding(
    lockStatement: { text: string; values?: unknown[] },
    during: (blocked: () => Promise<BlockedConnection[]>) => Promise<void>,
  ): Promise<void> {
    const holder = new pg.Client({ connectionString: databaseUrl });
    const observer = new pg.Client({ connectionString: databaseUrl });
    try {
      await holder.connect();
      await observer.connect();
      await holder.query('begin');
      await holder.query(lockStatement.text, lockStatement.values);
      const { rows } = await holder.query<{ pid: number }>('select pg_backend_pid() as pid');
      const blocked = async () => {
        const { rows: waiting } = await observer.query<BlockedConnection>(
          `select a.application_name as node, a.query,
                  (select t.reference_id from erasure_tasks t where t.xmax = a.backend_xid) as task
             from pg_stat_activity a
            where $1 = any(pg_blocking_pids(a.pid))`,
          [rows[0]!.pid],
        );
        return waiting;
      };
      await during(blocked);
      await holder.query('rollback');
    } finally {
      await holder.end();
      await observer.end();
    }
  }

  /**
   * Holds the synced rows of these accounts: a worker that claims one of their erasure tasks
   * stops inside its transaction, at its deletion of synced data, until `during` ends.
   * `stuckWorkers` answers the workers stopped there.
   */
  function holdingSyncedRowsOf(
    accountIds: string[],
    during: (stuckWorkers: () => Promise<BlockedConnection[]>) => Promise<void>,
  ): Promise<void> {
    return holding(
      {
        text: 'select 1 from synced_contents where account_id = any($1) for update',
        values: [accountIds],
      },
      (blocked) =>
        during(async () => {
          const workers = await blocked();
          for (const worker of workers)
            expect(worker.query).toMatch(/^delete from "synced_contents"/);
          return workers;
        }),
    );
  }

  async function taskRow(referenceId: string) {
    const [row] = await database.db
      .select()
      .from(erasureTasks)
      .where(eq(erasureTasks.referenceId, referenceId));
    return row;
  }

  it('signs a browser in through node A, and its session answers on node B', async () => {
    const toProvider = await browser.get(
      `${nodeA.url}/auth/authorize?returnTo=%2Fbackup&goBackRoute=%2Flogin&locale=en-US&countryCode=US`,
    );
    expect(toProvider.status).toBe(302);
    const loginPage = await browser.followWithin(
      issuer,
      await browser.get(toProvider.headers.get('location') ?? ''),
    );
    expect(loginPage.status).toBe(200);
    const login = readForm(await loginPage.text(), loginPage.url);
    const back = await browser.followWithin(
      issuer,
      await browser.post(login.action, {
        ...login.fields,
        loginId: DEMO.loginId,
        password: DEMO.password,
      }),
    );
    // The provider sends the browser back to the proxy's address; the proxy picks node A.
    const signedIn = await browser.get(onNode(nodeA, back.headers.get('location') ?? ''));
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get('location')).toBe(`${PUBLIC_URL}/?success=1#/backup`);
    expect(browser.cookieNames()).toContain('portal_session');

    // The account node A made at the sign-in gets cloud data (as the devices would give it).
    const [account] = await database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.loginId, DEMO.loginId));
    await ensureCloudAccount(database.db, account!.id);
    await seedDevices(database.db, account!.id, 2, 'node');

    const session = await api(nodeB, 'GET', '/auth/session');
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({
      signedIn: true,
      account: { loginId: DEMO.loginId },
    });
    expect(await backupDeviceIds(nodeB)).toEqual(['node-00', 'node-01']);
    // Not an open door: node B without the cookie.
    expect(
      (
        await fetch(`${nodeB.url}/api/backup/v4/devices`, {
          headers: { [CLIENT_HEADER]: CLIENT_HEADER_VALUE },
        })
      ).status,
    ).toBe(401);
  });

  it('shows on node A, at once, a deletion made through node B', async () => {
    // The password confirmed through node B (the provider's gate, back through node B).
    const gateForm = await api(
      nodeB,
      'POST',
      '/auth/confirm-password',
      {},
      { returnTo: '/backup' },
    );
    expect(gateForm.status).toBe(200);
    const gatePage = await browser.followWithin(
      issuer,
      await browser.get(formUrl((await gateForm.json()) as FormNavigation)),
    );
    expect(gatePage.status).toBe(200);
    const gate = readForm(await gatePage.text(), gatePage.url);
    const fromGate = await browser.post(gate.action, { ...gate.fields, password: DEMO.password });
    expect(fromGate.status).toBe(303);
    const toScreen = await browser.get(onNode(nodeB, fromGate.headers.get('location') ?? ''));
    expect(toScreen.status).toBe(302);
    const confirmToken = new URL(toScreen.headers.get('location') ?? '').searchParams.get(
      'confirm_token',
    );
    expect(confirmToken).toBeTruthy();

    // Node A's own background work (its workers' claims, every few seconds) also makes it
    // forget what it keeps, whatever other nodes do: held here, both workers of node A waiting
    // on the test's table locks, so that only the notice of node B's change can make it forget.
    await holding(
      { text: 'lock table erasure_tasks, blob_deletions in exclusive mode' },
      async (blocked) => {
        await vi.waitFor(async () => {
          const queries = (await blocked())
            .filter((connection) => connection.node === 'two-nodes-a')
            .map((connection) => connection.query);
          expect(queries).toEqual(
            expect.arrayContaining([
              expect.stringMatching(/ from "erasure_tasks" /),
              expect.stringMatching(/^update "blob_deletions" /),
            ]),
          );
        }, WORK_DONE_WITHIN);

        // Node A answers the list, then keeps the answer (a second read is served from memory).
        expect(await backupDeviceIds(nodeA)).toEqual(['node-00', 'node-01']);
        expect(await backupDeviceIds(nodeA)).toEqual(['node-00', 'node-01']);

        const deleted = await api(nodeB, 'DELETE', '/api/backup/v4/devices/node-00', {
          [CONFIRM_TOKEN_HEADER]: confirmToken!,
          [CONFIRM_BATCH_HEADER]: randomUUID(),
        });
        expect(deleted.status).toBe(200);
        expect(await backupDeviceIds(nodeB)).toEqual(['node-01']);
        await vi.waitFor(
          async () => expect(await backupDeviceIds(nodeA)).toEqual(['node-01']),
          CHANGE_SEEN_WITHIN,
        );
      },
    );
  });

  it('carries out each erasure exactly once while both nodes’ workers run', async () => {
    const erased = [
      await accountWithErasableData(0),
      await accountWithErasableData(1),
      await accountWithErasableData(2),
    ];
    const references: string[] = [];
    await holdingSyncedRowsOf(
      erased.map((account) => account.accountId),
      async (stuckWorkers) => {
        for (const { accountId } of erased)
          references.push(
            (await requestErasure(database.db, accountId, [...PERSONAL_DATA_IDS])).referenceId,
          );
        // Both workers at work at once, each inside its own task's transaction: the other
        // worker passed over the task the first one holds (it is locked) to another one.
        const stuck = await vi.waitFor(async () => {
          const workers = await stuckWorkers();
          expect(workers.map((worker) => worker.node).sort()).toEqual([
            'two-nodes-a',
            'two-nodes-b',
          ]);
          return workers;
        }, WORK_DONE_WITHIN);
        const tasks = stuck.map((worker) => worker.task);
        expect(new Set(tasks).size).toBe(2);
        for (const task of tasks) expect(references).toContain(task);
      },
    );

    await vi.waitFor(
      () =>
        expect(references.filter((referenceId) => completionsOf(referenceId).length === 0)).toEqual(
          [],
        ),
      WORK_DONE_WITHIN,
    );
    for (const [index, referenceId] of references.entries()) {
      const { accountId, syncedRowCount } = erased[index]!;
      const completions = completionsOf(referenceId);
      expect(completions, `completions of task ${index}`).toHaveLength(1);
      expect(completions[0]!.erased).toEqual({ syncedContents: syncedRowCount, photos: 1 });
      expect(await taskRow(referenceId)).toMatchObject({
        status: 'completed',
        attempts: 1,
        claimedBy: completions[0]!.workerId,
      });
      expect(await syncedRows(database.db, accountId)).toEqual([]);
      expect(await blobKeysOf(accountId)).toEqual([]);
    }
  });

  // Last: it kills a node.
  it('finishes on the other node an erasure whose node was killed with SIGKILL mid-work', async () => {
    const { accountId, syncedRowCount } = await accountWithErasableData(3);
    let referenceId = '';
    let survivor: PortalNode | undefined;
    await holdingSyncedRowsOf([accountId], async (stuckWorkers) => {
      referenceId = (await requestErasure(database.db, accountId, [...PERSONAL_DATA_IDS]))
        .referenceId;
      const [stuck] = await vi.waitFor(async () => {
        const workers = await stuckWorkers();
        expect(workers).toHaveLength(1);
        return workers;
      }, WORK_DONE_WITHIN);
      expect(stuck!.task).toBe(referenceId);
      expect(['two-nodes-a', 'two-nodes-b']).toContain(stuck!.node);
      const doomed = stuck!.node === 'two-nodes-a' ? nodeA : nodeB;
      survivor = doomed === nodeA ? nodeB : nodeA;
      expect(await doomed.kill()).toBe('SIGKILL');
    });

    await vi.waitFor(() => expect(completionsOf(referenceId)).toHaveLength(1), WORK_DONE_WITHIN);
    expect(completionsOf(referenceId)[0]).toMatchObject({
      node: survivor!.name,
      erased: { syncedContents: syncedRowCount, photos: 1 },
    });
    // The one attempt that counts is the survivor's: the killed node's transaction rolled back whole.
    const row = await taskRow(referenceId);
    expect(row).toMatchObject({ status: 'completed', attempts: 1 });
    expect(row?.claimedBy).toMatch(new RegExp(`^erasure-worker-${survivor!.pid}-`));
    expect(await syncedRows(database.db, accountId)).toEqual([]);
    expect(await blobKeysOf(accountId)).toEqual([]);
  });
});
