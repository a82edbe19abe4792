import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { types } from '@electric-sql/pglite';
import { actingAccount } from './acting-account';
import { LocalWrites } from './local-writes';
import { StatementTimes } from './statement-times';
import type {
  PgliteAnswer,
  PgliteRequest,
  PgliteStartMessage,
  PgliteWorkerData,
  SerializedError,
} from './pglite-worker-protocol';

type Call = PgliteRequest extends infer R ? (R extends PgliteRequest ? Omit<R, 'id'> : never) : never;

/**
 * The types Drizzle's PGlite driver asks PGlite to leave as PostgreSQL's text on every query
 * (drizzle-orm/pglite/session.js): timestamps, intervals, dates, and arrays of them and of
 * numerics. The worker answers them so for every query.
 */
const TEXT_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const TEXT_TYPE_SET = new Set(TEXT_TYPES);

interface QueryOptions {
  rowMode?: 'array' | 'object';
  /**
   * Drizzle's PGlite driver passes, on every query, parsers that return their input for the
   * TEXT_TYPES. Functions cannot cross to the worker, which applies exactly that to every
   * query; parsers for any other type are refused rather than left out.
   */
  parsers?: Record<number, unknown>;
}

/** The part of a PGlite transaction that Drizzle's PGlite driver uses. */
export interface PgliteWorkerTransaction {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<unknown>;
}

/**
 * PGlite in a worker thread, with the part of PGlite's interface Drizzle's PGlite driver uses
 * (query, transaction), so the main thread stays free to answer requests while a query runs.
 * A transaction has the database to itself until it commits or rolls back, as with PGlite
 * itself; a callback that throws rolls it back.
 */
export class PgliteWorkerClient {
  /** Every statement that may have written, once it ended (a transaction's at its COMMIT too). */
  readonly writes = new LocalWrites(actingAccount);
  readonly statementTimes = new StatementTimes();
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  #nextId = 1;
  /** Set when the worker is gone: every later call fails with it. */
  #failure: Error | null = null;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (answer: PgliteAnswer) => this.#settle(answer));
    worker.on('error', (error) => this.#fail(error));
    worker.on('exit', (code) => this.#fail(new Error(`The database worker stopped (exit code ${code})`)));
    // An idle worker does not keep the process alive, as an open PGlite did not; a pending
    // call does (see #call).
    worker.unref();
  }

  /** Starts the worker and resolves once the database is open. */
  static async open(dataDir: string | null, template: string | null = null): Promise<PgliteWorkerClient> {
    if (dataDir !== null && !existsSync(path.join(dataDir, 'PG_VERSION'))) await createDataDir(dataDir);
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { dataDir, template, textTypes: TEXT_TYPES } satisfies PgliteWorkerData,
      // The worker's JavaScript is a thin layer over PGlite's WebAssembly: a small young
      // generation (V8's default is sized for a whole application) saves about 20 MB.
      resourceLimits: { maxYoungGenerationSizeMb: 4 },
    });
    const started = await new Promise<PgliteStartMessage>((resolve, reject) => {
      const stopped = (code: number) => reject(new Error(`The database worker stopped while starting (exit code ${code})`));
      worker.once('message', (message: PgliteStartMessage) => {
        // Only these listeners: the Worker keeps listeners of its own.
        worker.off('error', reject).off('exit', stopped);
        resolve(message);
      });
      worker.once('error', reject).once('exit', stopped);
    });
    if (started.kind === 'failed') {
      await worker.terminate();
      throw deserializeError(started.error);
    }
    return new PgliteWorkerClient(worker);
  }

  query(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<unknown> {
    return this.#query(sql, params, options);
  }

  async transaction<T>(callback: (tx: PgliteWorkerTransaction) => Promise<T>): Promise<T> {
    const transactionId = (await this.#call({ kind: 'begin' })) as number;
    let result: T;
    try {
      result = await callback({ query: (sql, params = [], options = {}) => this.#query(sql, params, options, transactionId) });
    } catch (error) {
      await this.#call({ kind: 'end', transactionId, commit: false });
      throw error;
    }
    await this.#call({ kind: 'end', transactionId, commit: true });
    this.writes.ended('COMMIT');
    return result;
  }

  /**
   * Closes the database (PostgreSQL shuts down, its files are closed), then lets the thread go.
   * The thread's end is not waited for: nothing of the database is left in it, and a caller
   * waiting on it could hang (an unreferenced worker's exit may never be reported).
   */
  async close(): Promise<void> {
    await this.#call({ kind: 'close' });
    this.#worker.terminate().catch(() => undefined);
  }

  #query(sql: string, params: unknown[], options: QueryOptions, transactionId?: number): Promise<unknown> {
    for (const type in options.parsers) {
      if (!TEXT_TYPE_SET.has(Number(type))) return Promise.reject(new Error(`The database worker cannot apply a parser for type ${type}`));
    }
    const startedAt = performance.now();
    const ended = () => {
      this.writes.ended(sql);
      this.statementTimes.ended(sql, startedAt);
    };
    const call = this.#call({ kind: 'query', sql, params, rowMode: options.rowMode ?? 'object', ...(transactionId !== undefined && { transactionId }) });
    return call.finally(ended);
  }

  #call(call: Call): Promise<unknown> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    // The stack of the caller, not of the worker: that is where the query was made.
    const callerStack = new Error().stack;
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise((resolve, reject) => {
      this.#pending.set(id, {
        resolve,
        reject: (error) => {
          if (callerStack) error.stack = `${error.name}: ${error.message}\n${callerStack.split('\n').slice(1).join('\n')}`;
          reject(error);
        },
      });
      this.#worker.postMessage({ ...call, id } as PgliteRequest);
    });
  }

  #settle(answer: PgliteAnswer): void {
    const call = this.#pending.get(answer.id);
    if (!call) return;
    this.#pending.delete(answer.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (answer.ok) call.resolve(answer.value);
    else call.reject(deserializeError(answer.error));
  }

  #fail(error: Error): void {
    this.#failure ??= error;
    for (const call of this.#pending.values()) call.reject(this.#failure);
    this.#pending.clear();
  }
}

/** Runs PostgreSQL's initdb for a new folder in a process of its own (pglite-create-data-dir.mjs). */
async function createDataDir(dataDir: string): Promise<void> {
  const script = fileURLToPath(new URL('./pglite-create-data-dir.mjs', import.meta.url));
  try {
    await promisify(execFile)(process.execPath, [script, dataDir]);
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(`Cannot create the PGlite database in ${dataDir}: ${stderr?.trim() || (error as Error).message}`);
  }
}

/** The worker's error as an Error here, with PostgreSQL's fields (code, detail, …) on it. */
function deserializeError(serialized: SerializedError): Error {
  const error = new Error(serialized.message);
  error.name = serialized.name;
  return Object.assign(error, serialized.fields);
}
