import Type from 'typebox';
import { defineEndpoint } from './endpoint';
import { SIGNED_IN_ERRORS } from './error-body';
import { EpochMs } from './wire-types';
import { endpointRoutes } from './endpoint-routes';

export const EdpResetStatus = Type.Union([Type.Literal('NONE'), Type.Literal('COMPLETED'), Type.Literal('CANCELLED')]);
export type EdpResetStatus = Type.Static<typeof EdpResetStatus>;

export const EdpUserData = Type.Object(
  {
    /** Whether end-to-end protection (EDP) is on for the account. */
    enabled: Type.Boolean(),
    /** Changes with every reset or cancel; a reset must name the version it saw. */
    version: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type EdpUserData = Type.Static<typeof EdpUserData>;

export const EdpUserRecord = Type.Object({
  edpUserData: EdpUserData,
  reset: Type.Object({ status: EdpResetStatus, updatedAt: Type.Union([EpochMs, Type.Null()]) }),
});
export type EdpUserRecord = Type.Static<typeof EdpUserRecord>;

export const getEdpUser = defineEndpoint({
  ...endpointRoutes.getEdpUser,
  summary: 'The account end-to-end protection (EDP) record',
  tags: ['edp'],
  responses: { 200: EdpUserRecord, ...SIGNED_IN_ERRORS },
});

/** Resets the EDP status; the record then reads COMPLETED. A stale version answers 400. */
export const resetEdpUser = defineEndpoint({
  ...endpointRoutes.resetEdpUser,
  summary: 'Reset the EDP status',
  tags: ['edp'],
  body: Type.Object({ edpUserData: EdpUserData }, { additionalProperties: false }),
  responses: { 200: EdpUserRecord, ...SIGNED_IN_ERRORS },
});

/** Cancels the reset; the record then reads CANCELLED. */
export const cancelEdpReset = defineEndpoint({
  ...endpointRoutes.cancelEdpReset,
  summary: 'Cancel the EDP status reset',
  tags: ['edp'],
  body: Type.Object({}, { additionalProperties: false }),
  responses: { 200: EdpUserRecord, ...SIGNED_IN_ERRORS },
});
