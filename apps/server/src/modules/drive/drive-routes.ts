import { getOneDriveLinkStatus } from '@cloud-portal/contract/onedrive';
import type { FastifyInstance } from 'fastify';
import { cloudAccountOf } from '../../http/cloud-account';
import { registerEndpoint } from '../../http/register-endpoint';
import type { PortalServices } from '../../portal-services';
import { readCloudAccountSettings } from '../quota/cloud-account-settings';

/** The third-party drive's link status (spec §4): NOT_LINKED for an account with no cloud settings. */
export async function driveRoutes(app: FastifyInstance, deps: PortalServices): Promise<void> {
  registerEndpoint(app, getOneDriveLinkStatus, async (request) => {
    const settings = await readCloudAccountSettings(deps.db, cloudAccountOf(request).accountId);
    return { oneDriveLinkStatus: settings.oneDriveStatus };
  });
}
