import { getProfile } from '@cloud-portal/contract/profile';
import type { FastifyInstance } from 'fastify';
import { cloudAccountOf } from '../../http/cloud-account';
import { registerEndpoint } from '../../http/register-endpoint';
import { accountProfile } from './account-profile';

/**
 * The signed-in account's profile. The cloud API's pre-handler has just read the account
 * with the session, so the profile costs no further query and is never older than this call.
 */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, getProfile, async (request) => accountProfile(cloudAccountOf(request).session.account));
}
