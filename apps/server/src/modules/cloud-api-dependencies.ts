import type { ConfirmTokenVerifier } from '../auth/confirm-token-verifier';
import type { SessionRepository } from '../auth/session-repository';
import type { Config } from '../config/config';
import type { Db } from '../db/database';
import type { AccountAnswerCache } from '../http/account-answer-cache';
import type { PortalEvents } from '../http/metrics/portal-events';
import type { CloudAccessCheck } from '../http/cloud-account';
import type { ProductCatalogue } from './products/product-catalogue';
import type { AccountChangeWatcher } from './changes/account-change-watcher';
import type { BlobStore } from '../storage/blob-store';

/** What every cloud API module's routes plugin receives. */
export interface CloudApiDependencies {
  db: Db;
  config: Config;
  sessions: SessionRepository;
  confirmTokens: ConfirmTokenVerifier;
  /** Where photo files and their thumbnails live (files under DATA_DIR/blobs by default). */
  blobs: BlobStore;
  /** Further checks every cloud call passes (web sign-in verification adds one). */
  accessChecks: CloudAccessCheck[];
  /** Recent answers of the cloud API's reads, served again while the account's data is unchanged. */
  answers: AccountAnswerCache;
  /** Open portals' waits for their account's data to change. */
  changes: AccountChangeWatcher;
  /** The device catalogue (names and pictures), kept in memory. */
  products: ProductCatalogue;
  /** What the operator counts on /metrics (web sign-in verifications). */
  events: PortalEvents;
}
