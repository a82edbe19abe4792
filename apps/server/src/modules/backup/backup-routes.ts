import { deleteBackupContent, deleteBackupDevice, getBackupDevices } from '@cloud-portal/contract/backup';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/api-error';
import { cloudAccountOf } from '../../http/cloud-account';
import { registerEndpoint } from '../../http/register-endpoint';
import type { PortalServices } from '../../portal-services';
import { requestBrowser } from '../security/request-browser';
import { changeRecorded } from '../security/security-event-repository';
import { listBackupDevices, removeBackupContent, removeDeviceBackup } from './backup-service';

/** Device backups (spec §7 /backup/v4). */
export async function backupRoutes(app: FastifyInstance, deps: PortalServices): Promise<void> {
  registerEndpoint(app, getBackupDevices, async (request) =>
    listBackupDevices(deps.db, cloudAccountOf(request).accountId, Date.now(), request.query),
  );

  registerEndpoint(app, deleteBackupContent, async (request) => {
    const { cid } = request.params;
    const { tdid, cid: repeatedCid } = request.query;
    // A malformed request is refused before the confirm token is even looked at, as the
    // schema validation before it is.
    if (repeatedCid !== undefined && repeatedCid !== cid) {
      throw new ApiError(Rcodes.INVALID_REQUEST, 'The cid of the query differs from the cid of the path.');
    }
    const { accountId } = cloudAccountOf(request);
    await deps.confirmTokens.requireValid(request, accountId);
    const event = { accountId, type: 'dataDeleted', browser: requestBrowser(request), subject: 'backupContent' } as const;
    return changeRecorded(deps.db, event, (tx) => removeBackupContent(tx, accountId, tdid, cid, Date.now()));
  });

  registerEndpoint(app, deleteBackupDevice, async (request) => {
    const { accountId } = cloudAccountOf(request);
    await deps.confirmTokens.requireValid(request, accountId);
    const event = { accountId, type: 'dataDeleted', browser: requestBrowser(request), subject: 'deviceBackup' } as const;
    return changeRecorded(deps.db, event, (tx) => removeDeviceBackup(tx, accountId, request.params.id, Date.now()));
  });
}
