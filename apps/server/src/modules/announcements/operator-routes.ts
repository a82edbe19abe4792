import { postAnnouncement } from '@cloud-portal/contract/announcements';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { registerEndpoint } from '../../http/register-endpoint';
import { insertAnnouncement } from './announcement-repository';
import { announcementProblem } from './announcement-rules';
import { isOperatorAuthorization } from './operator-token';

/**
 * The operator's calls (the announce command while the portal runs on PGlite). Not registered
 * without an operator token (tests of other parts, a portal built by hand).
 */
export async function operatorRoutes(app: FastifyInstance, deps: { db: Db; operatorToken: string }): Promise<void> {
  registerEndpoint(app, postAnnouncement, async (request) => {
    if (!isOperatorAuthorization(request.headers.authorization, deps.operatorToken)) {
      throw new ApiError(Rcodes.OPERATOR_TOKEN_INVALID, 'The operator token is missing or wrong.');
    }
    const problem = announcementProblem(request.body);
    if (problem !== null) throw new ApiError(Rcodes.INVALID_REQUEST, problem);
    return insertAnnouncement(deps.db, request.body);
  });
}
