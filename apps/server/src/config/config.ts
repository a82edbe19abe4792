import path from 'node:path';
import Value from 'typebox/value';
import type { MailSettings } from '../mail/mail-settings';
import type { WebSignInVerificationPolicy } from '../modules/verification/verification-policy';
import type { BlobStoreSettings } from '../storage/open-blob-store';
import { blobStoreSettings } from './blob-store-url';
import { ConfigError } from './config-error';
import type { Environment } from './environment';
import { EnvironmentSchema, type ConfirmPasswordMethod } from './environment-schema';

/** Everything the portal server reads from its environment, validated once at start. */
export interface Config {
  host: string;
  port: number;
  /** The address browsers use to reach the portal; the OIDC redirect URI is built from it. */
  publicUrl: string;
  dataDir: string;
  /** PostgreSQL connection string; null means the embedded PGlite under dataDir. */
  databaseUrl: string | null;
  /** Where photos and thumbnails live (BLOB_STORE_URL): DATA_DIR/blobs, or an S3-compatible bucket. */
  blobStore: BlobStoreSettings;
  oidc: {
    issuer: string;
    clientId: string;
    clientSecret: string;
    /**
     * How the password is re-entered before a deletion (OIDC_CONFIRM_PASSWORD): 'auto' uses
     * the provider's confirm-password gate when its discovery names one, else a forced
     * re-authentication; 'reauthenticate' always forces the re-authentication.
     */
    confirmPassword: ConfirmPasswordMethod;
    /** The provider's public client devices enrol with (OIDC_DEVICE_CLIENT_ID): the audience of their ID tokens. */
    deviceClientId: string;
  };
  /** Where the drawer's find-my-device button leads. */
  findDeviceUrl: string;
  /** The provider's support endpoint the contact-support form is forwarded to (spec §2, §7). */
  supportContactUrl: string;
  /** Origin of a pageview collector on another site, allowed as a connect target; null: none. */
  analyticsOrigin: string | null;
  /** Server-side session ends after this much inactivity (spec §9: 30 minutes). */
  sessionIdleTimeoutMs: number;
  /** A session ends this long after sign-in, however active (SESSION_MAX_AGE; ASVS 7.3.2). */
  sessionMaxAgeMs: number;
  cookieSecure: boolean;
  trustProxy: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Folder of the built single-page app. */
  webDistDir: string;
  /** When a browser must pass web sign-in verification (WEB_SIGN_IN_VERIFICATION). */
  webSignInVerification: WebSignInVerificationPolicy;
  /** Days a browser's verification lasts; then it must verify again (WEB_SIGN_IN_VERIFICATION_VALID_DAYS). */
  webSignInVerificationValidDays: number;
  /**
   * A service that places an IP address (IP_PLACE_LOOKUP_URL, `{ip}` in it); null: the
   * security page shows the address itself.
   */
  ipPlaceLookupUrl: string | null;
  /** SMTP_URL (null: e-mails go to DATA_DIR/outbox and the log) and MAIL_FROM. */
  mail: MailSettings;
  /** The bearer token /metrics asks for (METRICS_TOKEN); null: no /metrics. */
  metricsToken: string | null;
  /** At SIGTERM, how long requests and jobs in hand may take to finish before they are cut (SHUTDOWN_GRACE). */
  shutdownGraceMs: number;
  /**
   * Where traces go (OTEL_EXPORTER_OTLP_ENDPOINT, OTLP over HTTP) and the service name they
   * carry (OTEL_SERVICE_NAME); null: no tracing, and no tracing code is loaded.
   */
  tracing: { endpoint: string; serviceName: string } | null;
}

/**
 * Reads and validates the configuration (EnvironmentSchema). Throws a ConfigError naming the
 * first variable that is wrong, so start-up can print one clear line instead of a stack trace.
 */
export function readConfig(env: Environment): Config {
  const variables = Value.Default(EnvironmentSchema, setVariables(env));
  const [problem] = Value.Errors(EnvironmentSchema, variables);
  if (problem) throw new ConfigError(problem.instancePath.slice(1), problem.message);
  const read = Value.Decode(EnvironmentSchema, variables);
  const publicUrl = (read.PUBLIC_URL ?? `http://localhost:${read.PORT}`).replace(/\/$/, '');
  const issuer = read.OIDC_ISSUER.replace(/\/$/, '');
  return {
    host: read.HOST,
    port: read.PORT,
    publicUrl,
    dataDir: path.resolve(read.DATA_DIR),
    databaseUrl: read.DATABASE_URL ?? null,
    blobStore: blobStoreSettings(read.BLOB_STORE_URL, read.AWS_REGION),
    oidc: {
      issuer,
      clientId: read.OIDC_CLIENT_ID,
      clientSecret: read.OIDC_CLIENT_SECRET,
      confirmPassword: read.OIDC_CONFIRM_PASSWORD,
      deviceClientId: read.OIDC_DEVICE_CLIENT_ID,
    },
    findDeviceUrl: read.FIND_DEVICE_URL ?? `${publicUrl}/#/devices`,
    supportContactUrl: read.SUPPORT_CONTACT_URL ?? `${issuer}/support/contact`,
    analyticsOrigin: read.ANALYTICS_ORIGIN === undefined ? null : new URL(read.ANALYTICS_ORIGIN).origin,
    sessionIdleTimeoutMs: read.SESSION_IDLE_TIMEOUT_MS,
    sessionMaxAgeMs: read.SESSION_MAX_AGE,
    cookieSecure: read.COOKIE_SECURE,
    trustProxy: read.TRUST_PROXY,
    logLevel: read.LOG_LEVEL,
    webDistDir: path.resolve(read.WEB_DIST_DIR),
    webSignInVerification: read.WEB_SIGN_IN_VERIFICATION,
    webSignInVerificationValidDays: read.WEB_SIGN_IN_VERIFICATION_VALID_DAYS,
    ipPlaceLookupUrl: read.IP_PLACE_LOOKUP_URL ?? null,
    mail: {
      smtpUrl: read.SMTP_URL ?? null,
      from: read.MAIL_FROM ?? `Cloud Portal <no-reply@${new URL(publicUrl).hostname}>`,
    },
    metricsToken: read.METRICS_TOKEN ?? null,
    shutdownGraceMs: read.SHUTDOWN_GRACE,
    tracing:
      read.OTEL_EXPORTER_OTLP_ENDPOINT === undefined
        ? null
        : { endpoint: read.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, ''), serviceName: read.OTEL_SERVICE_NAME },
  };
}

/** The schema's variables that are set: surrounding spaces dropped, an empty one counts as unset. */
function setVariables(env: Environment): Record<string, string> {
  const set: Record<string, string> = {};
  for (const name of Object.keys(EnvironmentSchema.properties)) {
    const value = env[name]?.trim();
    if (value) set[name] = value;
  }
  return set;
}
