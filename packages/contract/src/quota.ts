import Type from 'typebox';
import { defineEndpoint } from './endpoint';
import { SIGNED_IN_ERRORS } from './error-body';
import { Bytes, ContentId } from './wire-types';
import { endpointRoutes } from './endpoint-routes';

export const CidType = Type.Union([Type.Literal('SYNC'), Type.Literal('DEFAULT'), Type.Literal('BACKUP'), Type.Literal('KNOX')]);

export const UsageInfo = Type.Object({
  cid: ContentId,
  name: Type.String(),
  size: Bytes,
  cnt: Type.Integer({ minimum: 0 }),
  quota_check: Type.Boolean(),
  cid_type: CidType,
});
export type UsageInfo = Type.Static<typeof UsageInfo>;

export const QuotaUsageResponse = Type.Object({
  quota_info: Type.Object({
    cnt: Type.Integer({ minimum: 0 }),
    default_cnt: Type.Integer({ minimum: 0 }),
    default_size: Bytes,
    is_payment: Type.Boolean(),
    /** The account's storage limit. */
    size: Bytes,
  }),
  total_info: Type.Object({ size: Bytes, cnt: Type.Integer({ minimum: 0 }) }),
  usage_info: Type.Array(UsageInfo),
});
export type QuotaUsageResponse = Type.Static<typeof QuotaUsageResponse>;

export const getQuotaUsage = defineEndpoint({
  ...endpointRoutes.getQuotaUsage,
  summary: 'Storage usage per content id',
  tags: ['quota'],
  responses: { 200: QuotaUsageResponse, ...SIGNED_IN_ERRORS },
});
