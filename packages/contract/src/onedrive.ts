import Type from 'typebox';
import { defineEndpoint } from './endpoint';
import { SIGNED_IN_ERRORS } from './error-body';
import { endpointRoutes } from './endpoint-routes';

/** LINKED: linked; UNSUPPORTED: not available for the account; anything else: neither (spec §4). */
export const OneDriveLinkStatus = Type.Union([Type.Literal('LINKED'), Type.Literal('UNSUPPORTED'), Type.Literal('NOT_LINKED')]);
export type OneDriveLinkStatus = Type.Static<typeof OneDriveLinkStatus>;

export const getOneDriveLinkStatus = defineEndpoint({
  ...endpointRoutes.getOneDriveLinkStatus,
  summary: 'Link status of the third-party cloud drive',
  tags: ['drive'],
  responses: { 200: Type.Object({ oneDriveLinkStatus: OneDriveLinkStatus }), ...SIGNED_IN_ERRORS },
});
