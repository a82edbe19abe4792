import { defineEndpoint } from './endpoint';
import { ErrorBody } from './error-body';
import { SessionAccount } from './session';
import { endpointRoutes } from './endpoint-routes';

/** The profile of spec §3 (name, loginId, profileImageUrl, validatedEmail). */
export const getProfile = defineEndpoint({
  ...endpointRoutes.getProfile,
  summary: 'The signed-in account profile',
  tags: ['profile'],
  responses: { 200: SessionAccount, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
});
