import { deleteTemporaryBackup, extendTemporaryBackup, getTemporaryBackups } from '@cloud-portal/contract/temporary-backup';
import type { FastifyInstance } from 'fastify';
import { cloudAccountOf } from '../../http/cloud-account';
import { registerEndpoint } from '../../http/register-endpoint';
import type { PortalServices } from '../../portal-services';
import { requestBrowser } from '../security/request-browser';
import { changeRecorded } from '../security/security-event-repository';
import { listTemporaryBackups, postponeTemporaryBackupExpiry, removeTemporaryBackup } from './temporary-backup-service';

/** Temporary cloud backups (spec §7 /ctb). */
export async function temporaryBackupRoutes(app: FastifyInstance, deps: PortalServices): Promise<void> {
  registerEndpoint(app, getTemporaryBackups, async (request) =>
    listTemporaryBackups(deps.db, cloudAccountOf(request).accountId, new Date()),
  );

  registerEndpoint(app, extendTemporaryBackup, async (request) =>
    postponeTemporaryBackupExpiry(deps.db, cloudAccountOf(request).accountId, request.params.id, new Date()),
  );

  registerEndpoint(app, deleteTemporaryBackup, async (request) => {
    const { accountId } = cloudAccountOf(request);
    await deps.confirmTokens.requireValid(request, accountId);
    const event = { accountId, type: 'dataDeleted', browser: requestBrowser(request), subject: 'temporaryBackup' } as const;
    return changeRecorded(deps.db, event, (tx) => removeTemporaryBackup(tx, accountId, request.params.id, new Date()));
  });
}
