import { postAnnouncement } from '@cloud-portal/contract/announcements';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/api-error';
import { registerEndpoint } from '../../http/register-endpoint';
import type { PortalServices } from '../../portal-services';
import { insertAnnouncement } from './announcement-repository';
import { announcementProblem } from './announcement-rules';
import { isOperatorAuthorization } from './operator-token';

/**
 * The operator's calls (the announce command while the portal runs on PGlite). Not served
 * without an operator token (tests of other parts, a portal built by hand).
 */
export async function operatorRoutes(app: FastifyInstance, deps: Pick<PortalServices, 'db' | 'operatorToken'>): Promise<void> {
  const { operatorToken } = deps;
  if (operatorToken === null) return;
  registerEndpoint(app, postAnnouncement, async (request) => {
    if (!isOperatorAuthorization(request.headers.authorization, operatorToken)) {
      throw new ApiError(Rcodes.OPERATOR_TOKEN_INVALID, 'The operator token is missing or wrong.');
    }
    const problem = announcementProblem(request.body);
    if (problem !== null) throw new ApiError(Rcodes.INVALID_REQUEST, problem);
    return insertAnnouncement(deps.db, request.body);
  });
}
