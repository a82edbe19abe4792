import { AsyncResource } from 'node:async_hooks';
import pg from 'pg';
import { ACCOUNT_CHANGES_CHANNEL, type AccountChangeHandlers } from './data-change-signals';

/** Waits before connecting again after the listening connection is lost: from 1 s, doubling, to 30 s. */
const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

/**
 * Listens for migration 0012's notices on a connection of its own (a pooled connection would
 * be handed to queries and stop listening). A lost connection is said (`listening(false)`)
 * and made again until `stop`; every account may have changed meanwhile, which
 * `listening(true)` says. Resolves once the first connection listens or failed to.
 * Notices sent by `ownBackends` (this node's pool) are not passed on: this node heard of its
 * own writes as each statement ended, and a late notice would only forget lookups kept since.
 */
export async function listenForAccountChanges(
  url: string,
  handlers: AccountChangeHandlers,
  ownBackends: ReadonlySet<number> = new Set(),
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let retryMs = FIRST_RETRY_MS;

  const lost = (from: pg.Client) => {
    if (client !== from) return;
    client = null;
    from.end().catch(() => undefined);
    handlers.listening(false);
    if (stopped) return;
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  };

  const connect = async () => {
    retryTimer = null;
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (notice) => {
      if (notice.channel !== ACCOUNT_CHANGES_CHANNEL || !notice.payload || ownBackends.has(notice.processId)) return;
      handlers.changed(notice.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${ACCOUNT_CHANGES_CHANNEL}`);
    } catch {
      lost(next);
      return;
    }
    if (client !== next) return;
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    retryMs = FIRST_RETRY_MS;
    handlers.listening(true);
  };

  await connect();
  return async () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    const open = client;
    client = null;
    if (open) await open.end().catch(() => undefined);
  };
}

/**
 * Has `client` tell `writes` of every statement it ended. pg's query takes a dozen shapes
 * (text, config, callback, stream): each is passed through unchanged, with the statement's
 * end reported once it has one.
 */
export function reportStatementEnds(client: pg.ClientBase, ended: (statement: string, startedAt: number) => void): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const patched = (...args: unknown[]): unknown => {
    const [first] = args;
    const statement = typeof first === 'string' ? first : (first as { text?: unknown } | null)?.text;
    if (typeof statement !== 'string') return query(...args);
    const startedAt = performance.now();
    const last = args.at(-1);
    if (typeof last === 'function') {
      const callback = last as (...results: unknown[]) => unknown;
      return query(
        ...args.slice(0, -1),
        // Bound to the caller's context: the answer arrives on the connection's socket, whose
        // context is the one it was opened in, and a trace finds its request through it.
        AsyncResource.bind((...results: unknown[]) => {
          ended(statement, startedAt);
          return callback(...results);
        }),
      );
    }
    const result = query(...args);
    if (result instanceof Promise) return result.finally(() => ended(statement, startedAt));
    // A stream (pg-cursor, pg-query-stream): not used by the portal; reported as it starts.
    ended(statement, startedAt);
    return result;
  };
  client.query = patched as typeof client.query;
}
