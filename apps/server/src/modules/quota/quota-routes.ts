import { getQuotaUsage } from '@cloud-portal/contract/quota';
import type { FastifyInstance } from 'fastify';
import { cloudAccountOf } from '../../http/cloud-account';
import { registerEndpoint } from '../../http/register-endpoint';
import type { PortalServices } from '../../portal-services';
import { readQuotaUsage } from './quota-service';

export async function quotaRoutes(app: FastifyInstance, deps: PortalServices): Promise<void> {
  registerEndpoint(app, getQuotaUsage, async (request) => readQuotaUsage(deps.db, cloudAccountOf(request).accountId, Date.now()));
}
