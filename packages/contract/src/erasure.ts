import Type from 'typebox';
import { ConfirmTokenHeaders } from './confirm-token';
import { defineEndpoint } from './endpoint';
import { ErrorBody, SIGNED_IN_ERRORS } from './error-body';
import { ContentId, EpochMs, OpaqueId } from './wire-types';
import { endpointRoutes } from './endpoint-routes';

export const ERASURE_TASK_TYPE = 'CSWEB_DATA_ERASURE';

export const ErasureRequestBody = Type.Object(
  {
    taskType: Type.Literal(ERASURE_TASK_TYPE),
    /** Content ids to erase: personal-data category ids or synced-app cids. */
    extendedRequest: Type.Array(ContentId, { minItems: 1, maxItems: 64, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type ErasureRequestBody = Type.Static<typeof ErasureRequestBody>;

export const ErasureRequest = Type.Object({
  referenceId: OpaqueId,
  startedAt: EpochMs,
  /** startedAt + 30 days (spec §9). */
  expiryAt: EpochMs,
  taskType: Type.Literal(ERASURE_TASK_TYPE),
  /** What will be erased: the request with the partners of paired ids added (spec §5). */
  extendedRequest: Type.Array(ContentId),
});
export type ErasureRequest = Type.Static<typeof ErasureRequest>;

/**
 * Requests erasure of data (and deletion of synced apps). The data is erased by a background
 * task; until it completes its cids are listed by the incompleted-tasks call.
 * 400 49512: the same data is already being erased; 400 49209: too many requests.
 */
export const requestErasure = defineEndpoint({
  ...endpointRoutes.requestErasure,
  summary: 'Request erasure of data (needs a confirm token)',
  tags: ['erasure'],
  headers: ConfirmTokenHeaders,
  body: ErasureRequestBody,
  responses: { 202: ErasureRequest, ...SIGNED_IN_ERRORS, 502: ErrorBody },
});

export const IncompletedTask = Type.Object({
  referenceId: OpaqueId,
  taskType: Type.Literal(ERASURE_TASK_TYPE),
  startedAt: EpochMs,
  expiryAt: EpochMs,
  cids: Type.Array(ContentId),
});
export type IncompletedTask = Type.Static<typeof IncompletedTask>;

export const getIncompletedTasks = defineEndpoint({
  ...endpointRoutes.getIncompletedTasks,
  summary: 'Erasure tasks not finished yet',
  tags: ['erasure'],
  responses: { 200: Type.Object({ incompletedTasks: Type.Array(IncompletedTask) }), ...SIGNED_IN_ERRORS },
});
