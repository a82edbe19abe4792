import { CONFIRM_BATCH_HEADER, CONFIRM_TOKEN_HEADER } from '@cloud-portal/contract/client-headers';
import { CONFIRM_TOKEN_TTL_MS } from '@cloud-portal/domain/constants';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import type { FastifyRequest } from 'fastify';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Db } from '../db/database';
import { ApiError } from '../http/api-error';
import { accountIdForIdentity } from './account-repository';
import { ConfirmTokenBatchRepository } from './confirm-token-batch-repository';
import type { OidcGateway } from './oidc-gateway';
import { PortalConfirmTokenRepository } from './portal-confirm-token-repository';
import { ProviderUnavailableError } from './provider-unavailable-error';
import { hashToken } from './secret-token';
import { requestBrowser } from '../modules/security/request-browser';
import { recordSecurityEvent } from '../modules/security/security-event-repository';

/** What the provider's confirm-password gate puts in the token (apps/idp confirm-token.ts). */
const CONFIRM_PURPOSE = 'confirm-password';

/** Who signs confirm tokens and with which keys. */
export type ConfirmTokenKeySource = () => Promise<{ issuer: string; keySet: JWTVerifyGetKey }>;

/** The provider's published keys (discovery jwks_uri), fetched once and cached by jose. */
export function providerKeySource(gateway: OidcGateway): ConfirmTokenKeySource {
  let keys: { issuer: string; keySet: JWTVerifyGetKey } | null = null;
  return async () => {
    if (!keys) {
      const { issuer, jwksUri } = await gateway.signingKeys();
      keys = { issuer, keySet: createRemoteJWKSet(new URL(jwksUri)) };
    }
    return keys;
  };
}

/**
 * Checks the confirm token of a destructive call (architecture: destructive calls): a JWT the
 * sign-in provider signed after the password was re-entered, for this portal (aud), for the
 * account of this session (sub), not expired (the provider gives it 4 minutes). Anything
 * else is 403 CONFIRM_TOKEN_REQUIRED and the call changes nothing. A provider whose keys
 * cannot be fetched is 502 PROVIDER_UNAVAILABLE (docs/decisions.md), not a refusal.
 * A token without dots is one the portal issued itself after a forced re-authentication
 * (PortalConfirmTokenRepository), checked in the database instead. Either way a valid token
 * serves only the deletion batch (x-portal-confirm-batch) that first presented it.
 */
export class ConfirmTokenVerifier {
  private readonly portalTokens: PortalConfirmTokenRepository;
  private readonly batches: ConfirmTokenBatchRepository;

  constructor(
    private readonly db: Db,
    private readonly keySource: ConfirmTokenKeySource,
    private readonly clientId: string,
  ) {
    this.portalTokens = new PortalConfirmTokenRepository(db);
    this.batches = new ConfirmTokenBatchRepository(db);
  }

  async requireValid(request: FastifyRequest, accountId: string): Promise<void> {
    const token = singleHeader(request, CONFIRM_TOKEN_HEADER);
    if (!token) throw refusal('Re-enter your password to continue.');
    const batchId = singleHeader(request, CONFIRM_BATCH_HEADER);
    if (!batchId) throw new ApiError(Rcodes.CONFIRM_BATCH_REQUIRED, `A confirm token must come with the ${CONFIRM_BATCH_HEADER} header of its deletion run.`);
    if (!token.includes('.')) {
      if (!(await this.portalTokens.isValidFor(token, accountId))) {
        request.log.info('portal confirm token refused (unknown, expired or another account)');
        throw refusal('The password confirmation has expired or is not valid. Re-enter your password.');
      }
      // Issued at most now, so it lapses within the TTL from now.
      const expiresAt = new Date(Date.now() + CONFIRM_TOKEN_TTL_MS);
      await this.requireOwnBatch(request, { tokenKey: `sha256:${hashToken(token)}`, batchId, accountId, expiresAt });
      return;
    }
    let subject: string | undefined;
    let issuer: string;
    let tokenKey: string;
    let expiresAt: Date;
    try {
      const keys = await this.keySource();
      issuer = keys.issuer;
      const { payload } = await jwtVerify(token, reportingProviderFailures(keys.keySet), {
        issuer,
        audience: this.clientId,
        algorithms: ['RS256', 'ES256', 'PS256'],
      });
      if (payload.purpose !== CONFIRM_PURPOSE) throw new Error('not a confirm token');
      if (payload.exp === undefined) throw new Error('a confirm token must expire');
      subject = payload.sub;
      // The provider names each token by its jti; one without is named by its hash.
      tokenKey = typeof payload.jti === 'string' && payload.jti !== '' ? `jti:${payload.jti}` : `sha256:${hashToken(token)}`;
      expiresAt = new Date(payload.exp * 1000);
    } catch (error) {
      if (error instanceof ProviderUnavailableError) {
        request.log.error({ err: error }, 'sign-in provider unavailable while checking a confirm token');
        throw new ApiError(Rcodes.PROVIDER_UNAVAILABLE, 'The sign-in service cannot be reached. Try again later.');
      }
      request.log.info({ reason: (error as Error).message }, 'confirm token refused');
      throw refusal('The password confirmation has expired or is not valid. Re-enter your password.');
    }
    if ((await accountIdForIdentity(this.db, issuer, subject ?? '')) !== accountId) {
      await recordSecurityEvent(this.db, { accountId, type: 'verificationFailed', browser: requestBrowser(request), subject: 'passwordOfAnotherAccount' });
      throw refusal('The password confirmation belongs to another account. Re-enter your password.');
    }
    await this.requireOwnBatch(request, { tokenKey, batchId, accountId, expiresAt });
    // The portal first sees the provider's confirmation here; the deletions of one batch
    // all present the same token, so it is written once. (Portal tokens were written when
    // the portal issued them.)
    await recordSecurityEvent(this.db, {
      accountId,
      type: 'passwordConfirmed',
      browser: requestBrowser(request),
      onceKey: `confirm-token:${hashToken(token)}`,
    });
  }

  /**
   * A token serves the deletion batch that first presented it, and no other: a token copied
   * out of one run (a log, a shoulder) cannot start another for the rest of its 4 minutes.
   */
  private async requireOwnBatch(request: FastifyRequest, claim: { tokenKey: string; batchId: string; accountId: string; expiresAt: Date }): Promise<void> {
    if (await this.batches.claim(claim)) return;
    request.log.info('confirm token refused: already used by another deletion batch');
    throw refusal('This password confirmation was already used. Re-enter your password.');
  }
}

/** A header's one value; a repeated header counts as its first. */
function singleHeader(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers[name];
  return Array.isArray(header) ? header[0] : header;
}

/**
 * The key set fetches the provider's keys on first use; a fetch that fails (refused, timed
 * out, not 200, not a key set) is the provider's fault, while "no key matches" is the token's.
 */
/** The key set, with a failure to download it reported as the provider being unavailable (502), not as a bad token. */
export function reportingProviderFailures(keySet: JWTVerifyGetKey): JWTVerifyGetKey {
  return async (header, token) => {
    try {
      return await keySet(header, token);
    } catch (error) {
      throw isKeyFetchFailure(error) ? new ProviderUnavailableError(error) : error;
    }
  };
}

/** Codes jose gives a failed key-set download (jwks/remote.js); TypeError is fetch's own. */
const KEY_FETCH_FAILURE_CODES = new Set(['ERR_JWKS_TIMEOUT', 'ERR_JWKS_INVALID', 'ERR_JOSE_GENERIC']);

function isKeyFetchFailure(error: unknown): boolean {
  if (error instanceof ProviderUnavailableError || error instanceof TypeError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && KEY_FETCH_FAILURE_CODES.has(code);
}

function refusal(message: string): ApiError {
  return new ApiError(Rcodes.CONFIRM_TOKEN_REQUIRED, message);
}
