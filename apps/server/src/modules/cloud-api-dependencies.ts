import type { ConfirmTokenVerifier } from '../auth/confirm-token-verifier';
import type { SessionRepository } from '../auth/session-repository';
import type { Config } from '../config/config';
import type { Db } from '../db/database';
import type { CloudAccessCheck } from '../http/cloud-account';

/** What every cloud API module's routes plugin receives. */
export interface CloudApiDependencies {
  db: Db;
  config: Config;
  sessions: SessionRepository;
  confirmTokens: ConfirmTokenVerifier;
  /** Further checks every cloud call passes (web sign-in verification adds one). */
  accessChecks: CloudAccessCheck[];
}
