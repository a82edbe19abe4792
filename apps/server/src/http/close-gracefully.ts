import type { FastifyInstance } from 'fastify';

/** How often connections that went idle during a close are closed. */
const IDLE_CHECK_MS = 100;

/** How a close ended: every request and job finished, or the grace time ran out and they were cut. */
export type CloseOutcome = 'finished' | 'cut';

/**
 * Closes the server as an orchestrator's SIGTERM asks: it stops accepting connections, lets
 * the requests in flight and the jobs in hand (the workers' preClose hooks) finish, and
 * closes the database last (its onClose hook); whatever is still running after `graceMs`
 * has its connections cut so the process can end.
 */
export async function closeGracefully(app: FastifyInstance, graceMs: number): Promise<CloseOutcome> {
  // A keep-alive connection whose request finishes during the close stays open for its next
  // request, and the server's close waits for it: such connections are closed as they go idle.
  const idle = setInterval(() => app.server.closeIdleConnections(), IDLE_CHECK_MS);
  let timer: NodeJS.Timeout | undefined;
  const graceOver = new Promise<'cut'>((resolve) => {
    timer = setTimeout(() => {
      app.server.closeAllConnections();
      resolve('cut');
    }, graceMs);
  });
  const closed = app.close().then((): CloseOutcome => 'finished');
  try {
    const outcome = await Promise.race([closed, graceOver]);
    // Cut or not, the close goes on to its end: the database is closed after the server.
    await closed;
    return outcome;
  } finally {
    clearTimeout(timer);
    clearInterval(idle);
  }
}
