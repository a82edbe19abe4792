import path from 'node:path';
import { DEFAULT_DEVICE_CLIENT_ID } from '@cloud-portal/contract/device-enrolment';
import { IDLE_TIMEOUT_MS, SESSION_MAX_AGE_MS } from '@cloud-portal/domain/constants';
import { readMailSettings, type MailSettings } from '../mail/mail-settings';
import { readBlobStoreSettings, type BlobStoreSettings } from '../storage/blob-store-settings';
import {
  DEFAULT_VERIFICATION_VALID_DAYS,
  readWebSignInVerificationPolicy,
  type WebSignInVerificationPolicy,
} from '../modules/verification/verification-policy';
import { ConfigError } from './config-error';

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

export const CONFIRM_PASSWORD_METHODS = ['auto', 'reauthenticate'] as const;
export type ConfirmPasswordMethod = (typeof CONFIRM_PASSWORD_METHODS)[number];

export type Environment = Readonly<Record<string, string | undefined>>;

/** Ten seconds: Kubernetes' and systemd's kill follows SIGTERM after 30 and 90 s. */
const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Default location of the built web app, relative to this file (apps/server/src/config). */
const DEFAULT_WEB_DIST_DIR = path.resolve(import.meta.dirname, '../../../web/dist');

/**
 * Reads and validates the configuration. Throws a ConfigError naming the first variable
 * that is wrong, so start-up can print one clear line instead of a stack trace.
 */
export function readConfig(env: Environment): Config {
  const port = readPort(env, 'PORT', 8080);
  const publicUrl = readUrl(env, 'PUBLIC_URL', `http://localhost:${port}`).replace(/\/$/, '');
  const issuer = readIssuer(env);
  return {
    host: readText(env, 'HOST', 'localhost'),
    port,
    publicUrl,
    dataDir: path.resolve(readText(env, 'DATA_DIR', './data')),
    databaseUrl: readDatabaseUrl(env),
    blobStore: readBlobStoreSettings(env),
    oidc: {
      issuer,
      clientId: readText(env, 'OIDC_CLIENT_ID', 'cloud-portal'),
      clientSecret: readText(env, 'OIDC_CLIENT_SECRET', 'cloud-portal-local-secret'),
      confirmPassword: readChoice(env, 'OIDC_CONFIRM_PASSWORD', CONFIRM_PASSWORD_METHODS, 'auto'),
      deviceClientId: readText(env, 'OIDC_DEVICE_CLIENT_ID', DEFAULT_DEVICE_CLIENT_ID),
    },
    findDeviceUrl: readUrl(env, 'FIND_DEVICE_URL', `${publicUrl}/#/devices`),
    supportContactUrl: readUrl(env, 'SUPPORT_CONTACT_URL', `${issuer}/support/contact`),
    analyticsOrigin: raw(env, 'ANALYTICS_ORIGIN') === undefined ? null : new URL(readUrl(env, 'ANALYTICS_ORIGIN', '')).origin,
    sessionIdleTimeoutMs: readInteger(env, 'SESSION_IDLE_TIMEOUT_MS', IDLE_TIMEOUT_MS, 1000, 7 * 24 * 3600 * 1000),
    sessionMaxAgeMs: readDuration(env, 'SESSION_MAX_AGE', SESSION_MAX_AGE_MS, { min: '5m', max: '400d' }),
    cookieSecure: readBoolean(env, 'COOKIE_SECURE', true),
    trustProxy: readBoolean(env, 'TRUST_PROXY', false),
    logLevel: readChoice(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    webDistDir: path.resolve(readText(env, 'WEB_DIST_DIR', DEFAULT_WEB_DIST_DIR)),
    webSignInVerification: readWebSignInVerificationPolicy(env),
    webSignInVerificationValidDays: readInteger(env, 'WEB_SIGN_IN_VERIFICATION_VALID_DAYS', DEFAULT_VERIFICATION_VALID_DAYS, 1, 3650),
    ipPlaceLookupUrl: readPlaceLookupUrl(env),
    mail: readMailSettings(env, publicUrl),
    metricsToken: readMetricsToken(env),
    shutdownGraceMs: readDuration(env, 'SHUTDOWN_GRACE', DEFAULT_SHUTDOWN_GRACE_MS, { min: '1s', max: '10m' }),
    tracing: readTracing(env),
  };
}

/** OpenTelemetry's own variables, read as its SDKs read them: off unless an endpoint is named. */
function readTracing(env: Environment): Config['tracing'] {
  if (raw(env, 'OTEL_EXPORTER_OTLP_ENDPOINT') === undefined) return null;
  return {
    endpoint: readUrl(env, 'OTEL_EXPORTER_OTLP_ENDPOINT', '').replace(/\/+$/, ''),
    serviceName: raw(env, 'OTEL_SERVICE_NAME') ?? 'cloud-portal',
  };
}

/** Long enough not to be guessed: /metrics names the portal's routes, load and queues. */
const MIN_METRICS_TOKEN_LENGTH = 24;

function readMetricsToken(env: Environment): string | null {
  const value = raw(env, 'METRICS_TOKEN');
  if (value === undefined) return null;
  if (value.length < MIN_METRICS_TOKEN_LENGTH || !/^[\x21-\x7e]+$/.test(value)) {
    throw new ConfigError('METRICS_TOKEN', `must be at least ${MIN_METRICS_TOKEN_LENGTH} printable characters without spaces (got ${value.length})`);
  }
  return value;
}

function raw(env: Environment, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function readText(env: Environment, name: string, fallback: string): string {
  return raw(env, name) ?? fallback;
}

function readInteger(env: Environment, name: string, fallback: number, min: number, max: number): number {
  const value = raw(env, name);
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new ConfigError(name, `must be a whole number from ${min} to ${max} (got "${value}")`);
  }
  return Number(value);
}

const DURATION_UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** `7d`, `12h`, `90m`, `3600s` in milliseconds; null when it is not such a duration. */
function durationMs(value: string): number | null {
  const match = /^(\d+)([smhd])$/.exec(value);
  return match ? Number(match[1]) * DURATION_UNIT_MS[match[2] as keyof typeof DURATION_UNIT_MS] : null;
}

/**
 * A duration with its unit. A bare number is refused: seconds or milliseconds would be a
 * guess, and a week typed as `7` must not become seven seconds.
 */
function readDuration(env: Environment, name: string, fallbackMs: number, bounds: { min: string; max: string }): number {
  const value = raw(env, name);
  if (value === undefined) return fallbackMs;
  const ms = durationMs(value);
  if (ms === null || ms < (durationMs(bounds.min) ?? 0) || ms > (durationMs(bounds.max) ?? Infinity)) {
    throw new ConfigError(name, `must be a duration from ${bounds.min} to ${bounds.max} with its unit: s, m, h or d, as in 7d or 12h (got "${value}")`);
  }
  return ms;
}

function readPort(env: Environment, name: string, fallback: number): number {
  return readInteger(env, name, fallback, 1, 65535);
}

function readBoolean(env: Environment, name: string, fallback: boolean): boolean {
  const value = raw(env, name);
  if (value === undefined) return fallback;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new ConfigError(name, `must be true or false (got "${value}")`);
}

function readChoice<const T extends readonly string[]>(
  env: Environment,
  name: string,
  choices: T,
  fallback: T[number],
): T[number] {
  const value = raw(env, name);
  if (value === undefined) return fallback;
  if (!choices.includes(value)) {
    throw new ConfigError(name, `must be one of ${choices.join(', ')} (got "${value}")`);
  }
  return value;
}

function readUrl(env: Environment, name: string, fallback: string): string {
  const value = raw(env, name) ?? fallback;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(name, `must be an absolute http(s) URL (got "${value}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(name, `must be an http or https URL (got "${value}")`);
  }
  return value;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The provider's issuer: HTTPS, except for a provider on this machine (the embedded one). */
function readIssuer(env: Environment): string {
  const value = readUrl(env, 'OIDC_ISSUER', 'http://localhost:8081').replace(/\/$/, '');
  const url = new URL(value);
  if (url.protocol !== 'https:' && !LOOPBACK_HOSTS.has(url.hostname)) {
    throw new ConfigError('OIDC_ISSUER', `must be an https URL unless the provider runs on this machine (got "${value}")`);
  }
  return value;
}

function readPlaceLookupUrl(env: Environment): string | null {
  if (raw(env, 'IP_PLACE_LOOKUP_URL') === undefined) return null;
  const value = readUrl(env, 'IP_PLACE_LOOKUP_URL', '');
  if (!value.includes('{ip}')) {
    throw new ConfigError('IP_PLACE_LOOKUP_URL', `must contain {ip} where the address goes (got "${value}")`);
  }
  return value;
}

function readDatabaseUrl(env: Environment): string | null {
  const value = raw(env, 'DATABASE_URL');
  if (value === undefined) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError('DATABASE_URL', 'must be a postgres://user:password@host:port/database URL');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError('DATABASE_URL', `must start with postgres:// (got "${url.protocol}//…")`);
  }
  return value;
}
