// @ts-check
// The thread that owns the embedded database. PGlite runs PostgreSQL compiled to WebAssembly
// synchronously: on the main thread every query would stop the server from answering
// anything else until it ends. Here it only holds up this thread; the main thread talks to it
// through pglite-worker-client.ts (messages in pglite-worker-protocol.ts).
// Plain JavaScript on purpose: a worker thread starts with Node's own loader, so this one file
// runs unchanged under Vitest, tsx and the production build.
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/**
 * @typedef {import('./pglite-worker-protocol').PgliteRequest} PgliteRequest
 * @typedef {import('./pglite-worker-protocol').PgliteAnswer} PgliteAnswer
 * @typedef {import('./pglite-worker-protocol').PgliteWorkerData} PgliteWorkerData
 * @typedef {import('./pglite-worker-protocol').SerializedError} SerializedError
 * @typedef {import('@electric-sql/pglite').Transaction} Transaction
 */

/**
 * PostgreSQL settings. shared_buffers: PGlite's default of 128 MB of page cache is the
 * largest part of its memory; 16 MB holds the portal's working set. synchronous_commit on
 * (PostgreSQL's default, stated so nobody trades it away): COMMIT returns after the WAL is
 * written to the data folder's files, so a committed transaction survives the process being
 * killed (docs/decisions.md, "PGlite durability").
 */
const POSTGRESQL_CONF = ['shared_buffers = 16MB', 'synchronous_commit = on'];

const port = parentPort;
if (!port) throw new Error('pglite-worker.mjs runs as a worker thread');
const { dataDir, template, textTypes } = /** @type {PgliteWorkerData} */ (workerData);

/** Thrown into PGlite's transaction callback to make it roll back. */
const ROLLBACK = Symbol('rollback');

/** @type {Map<number, { tx: Transaction; finish: (commit: boolean) => void; ended: Promise<void> }>} */
const transactions = new Map();
let nextTransactionId = 1;

/** @param {unknown} error @returns {SerializedError} */
function serializeError(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  /** @type {Record<string, unknown>} */
  const fields = {};
  // PostgreSQL's error fields (code, detail, constraint, …) are own enumerable properties;
  // anything that cannot cross a thread (functions, symbols) is left behind.
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}


/**
 * @param {PGlite} db
 * @param {PgliteRequest} request
 * @returns {Promise<unknown>}
 */
async function handle(db, request) {
  switch (request.kind) {
    case 'query': {
      const options = { rowMode: request.rowMode };
      if (request.transactionId === undefined) return db.query(request.sql, request.params, options);
      const transaction = transactions.get(request.transactionId);
      if (!transaction) throw new Error(`No open transaction ${request.transactionId}`);
      return transaction.tx.query(request.sql, request.params, options);
    }
    case 'begin':
      return begin(db);
    case 'end': {
      const transaction = transactions.get(request.transactionId);
      if (!transaction) throw new Error(`No open transaction ${request.transactionId}`);
      transaction.finish(request.commit);
      await transaction.ended;
      return null;
    }
    case 'close':
      await db.close();
      return null;
  }
}

/**
 * Opens a transaction and answers its id once BEGIN has run. PGlite's transaction() holds the
 * database until its callback ends: queries outside it wait, as on one PostgreSQL connection.
 * @param {PGlite} db
 * @returns {Promise<number>}
 */
function begin(db) {
  const id = nextTransactionId++;
  return new Promise((resolve, reject) => {
    /** @type {(commit: boolean) => void} */
    let finish = () => undefined;
    const decided = new Promise((resolveDecision) => {
      finish = resolveDecision;
    });
    const ended = db
      .transaction(async (tx) => {
        transactions.set(id, { tx, finish, ended });
        resolve(id);
        // Throwing here makes PGlite roll back; returning makes it commit.
        if (!(await decided)) throw ROLLBACK;
      })
      .catch((error) => {
        if (error !== ROLLBACK) throw error;
      })
      .finally(() => transactions.delete(id));
    // A BEGIN that fails never reaches the callback.
    ended.catch(reject);
  });
}

async function main() {
  let db;
  try {
    const loadDataDir = template === null ? undefined : new Blob([await readFile(template)]);
    // Parsers that keep these types as PostgreSQL's text.
    const parsers = Object.fromEntries(textTypes.map((oid) => [oid, (/** @type {string} */ value) => value]));
    db = new PGlite(dataDir ?? undefined, { postgresqlconf: POSTGRESQL_CONF, loadDataDir, parsers });
    await db.waitReady;
  } catch (error) {
    port?.postMessage({ kind: 'failed', error: serializeError(error) });
    return;
  }
  const open = db;
  port?.on('message', (/** @type {PgliteRequest} */ request) => {
    handle(open, request).then(
      (value) => port.postMessage(/** @type {PgliteAnswer} */ ({ id: request.id, ok: true, value })),
      (error) => port.postMessage(/** @type {PgliteAnswer} */ ({ id: request.id, ok: false, error: serializeError(error) })),
    );
  });
  port?.postMessage({ kind: 'ready' });
}

await main();
