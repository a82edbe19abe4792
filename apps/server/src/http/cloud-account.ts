import { Rcodes, type RcodeDefinition } from '@cloud-portal/contract/rcodes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Account } from '../auth/account-repository';
import type { ActiveSession, SessionRepository } from '../auth/session-repository';
import { requireSession } from '../auth/require-session';
import { ApiError } from './api-error';

/** The signed-in account a cloud API call acts for. Every query of the call is scoped to it. */
export interface CloudAccount {
  accountId: string;
  session: ActiveSession;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The account a cloud API call acts for (requireCloudAccount); null on every other route. */
    cloudAccount: CloudAccount | null;
  }
}

/** A further condition for cloud calls (e.g. web sign-in verification of this browser). */
export type CloudAccessCheck = (request: FastifyRequest, account: CloudAccount) => Promise<void>;

const LOCK_RCODES = new Map<number, RcodeDefinition>([
  [Rcodes.CLOUD_LOCKED.rcode, Rcodes.CLOUD_LOCKED],
  [Rcodes.CLOUD_LOCKED_BY_SECURITY.rcode, Rcodes.CLOUD_LOCKED_BY_SECURITY],
  [Rcodes.CLOUD_LOCKED_BY_SUPPORT.rcode, Rcodes.CLOUD_LOCKED_BY_SUPPORT],
]);

/**
 * Resolves the account of a cloud call: a live session (401 otherwise), an account the cloud
 * serves (403 101901 withdrawn, 101902 suspended), a cloud that is not locked (403
 * 101920–101922), then any further checks.
 */
export async function resolveCloudAccount(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { sessions: SessionRepository; cookieSecure: boolean; checks: readonly CloudAccessCheck[]; slide?: boolean },
): Promise<CloudAccount> {
  const session = await requireSession(request, reply, options.sessions, options.cookieSecure, { slide: options.slide ?? true });
  const { account } = session;
  assertCloudServes(account);
  const cloudAccount = { accountId: account.id, session };
  for (const check of options.checks) await check(request, cloudAccount);
  return cloudAccount;
}

/** 403 for an account the cloud does not serve: withdrawn (101901), suspended (101902), its cloud locked (101920–101922). */
export function assertCloudServes(account: Pick<Account, 'status' | 'cloudLockRcode'>): void {
  if (account.status === 'withdrawn') throw new ApiError(Rcodes.ACCOUNT_WITHDRAWN, 'This account was withdrawn.');
  if (account.status === 'suspended') throw new ApiError(Rcodes.ACCOUNT_SUSPENDED, 'This account is suspended.');
  if (account.cloudLockRcode !== null) {
    const lock = LOCK_RCODES.get(account.cloudLockRcode) ?? Rcodes.CLOUD_LOCKED;
    throw new ApiError(lock, 'The cloud of this account is locked. Contact customer support.');
  }
}

/** The account resolved for this request by the cloud API's pre-handler. */
export function cloudAccountOf(request: FastifyRequest): CloudAccount {
  const account = request.cloudAccount;
  if (!account) throw new Error('cloudAccountOf called outside the cloud API');
  return account;
}
