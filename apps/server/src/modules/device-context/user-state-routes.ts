import type { FastifyInstance } from 'fastify';
import type { CloudApiDependencies } from '../cloud-api-dependencies';
import { driveRoutes } from '../drive/drive-routes';
import { e2eeRoutes } from '../e2ee/e2ee-routes';
import { edpRoutes } from '../edp/edp-routes';
import { profileRoutes } from '../profile/profile-routes';
import { quotaRoutes } from '../quota/quota-routes';
import { deviceContextRoutes } from './device-context-routes';

/**
 * The calls the web makes to build its user state (spec §3 User state): devices and their
 * app usage, storage usage, E2EE groups, policies and devices, the EDP record, the drive link
 * status and the profile. One plugin, so the cloud API registers them in one line.
 */
export async function userStateRoutes(app: FastifyInstance, deps: CloudApiDependencies): Promise<void> {
  await app.register(deviceContextRoutes, deps);
  await app.register(quotaRoutes, deps);
  await app.register(e2eeRoutes, deps);
  await app.register(edpRoutes, deps);
  await app.register(driveRoutes, deps);
  await app.register(profileRoutes);
}
