import { defineEndpoint } from './endpoint';
import { SIGNED_IN_ERRORS } from './error-body';
import { SessionAccount } from './session';
import { endpointRoutes } from './endpoint-routes';

/** The profile of spec §3 (name, loginId, profileImageUrl, validatedEmail). */
export const getProfile = defineEndpoint({
  ...endpointRoutes.getProfile,
  summary: 'The signed-in account profile',
  tags: ['profile'],
  responses: { 200: SessionAccount, ...SIGNED_IN_ERRORS },
});
