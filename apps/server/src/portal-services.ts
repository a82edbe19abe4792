import type { ConfirmTokenKeySource, ConfirmTokenVerifier } from './auth/confirm-token-verifier';
import type { OidcGateway } from './auth/oidc-gateway';
import type { SessionRepository } from './auth/session-repository';
import type { Config } from './config/config';
import type { Db, DatabaseHandle } from './db/database';
import type { AccountAnswerCache } from './http/account-answer-cache';
import type { CloudAccessCheck } from './http/cloud-account';
import type { PortalEvents } from './http/metrics/portal-events';
import type { AccountChangeWatcher } from './modules/changes/account-change-watcher';
import type { ProductCatalogue } from './modules/products/product-catalogue';
import type { BlobStore } from './storage/blob-store';

/**
 * What the route plugins are built from: made once by buildApp and handed to every plugin of
 * route-plugins.ts. A plugin names the part it uses (`Pick<PortalServices, 'db' | 'blobs'>`).
 */
export interface PortalServices {
  config: Config;
  /** The database itself (readiness pings it); `db` is its query builder. */
  database: DatabaseHandle;
  db: Db;
  sessions: SessionRepository;
  /** The sign-in provider. */
  gateway: OidcGateway;
  /** The provider's keys: confirm tokens and devices' ID tokens are checked with them. */
  providerKeys: ConfirmTokenKeySource;
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
  /** What the operator counts on /metrics. */
  events: PortalEvents;
  /** The token of operator calls (DATA_DIR/operator-token); null: they are not served. */
  operatorToken: string | null;
}
