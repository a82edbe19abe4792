import { ACCOUNT_CHANGES_WAIT_MS, waitForAccountChanges } from '@cloud-portal/contract/account-changes';
import type { FastifyInstance } from 'fastify';
import { cloudAccountOf } from '../../http/cloud-account';
import { registerEndpoint } from '../../http/register-endpoint';
import type { PortalServices } from '../../portal-services';

/** The long poll an open portal waits on for its account's data to change (packages/contract account-changes.ts). */
export async function changesRoutes(app: FastifyInstance, deps: PortalServices): Promise<void> {
  registerEndpoint(app, waitForAccountChanges, async (request, reply) => {
    const { accountId, session } = cloudAccountOf(request);
    // The counter as the session's own query read it: no query when it already moved.
    const { since } = request.query;
    if (since === undefined || since !== session.dataVersion) return { version: session.dataVersion, changed: since !== undefined };
    const gone = new AbortController();
    // The response's close, not the request's: a GET's request closes as soon as it is read.
    reply.raw.once('close', () => gone.abort());
    const version = await deps.changes.wait(accountId, since, ACCOUNT_CHANGES_WAIT_MS, gone.signal);
    return { version, changed: version !== since };
  });
}
