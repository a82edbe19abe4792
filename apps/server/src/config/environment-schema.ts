import path from 'node:path';
import { DEFAULT_DEVICE_CLIENT_ID } from '@cloud-portal/contract/device-enrolment';
import { IDLE_TIMEOUT_MS, SESSION_MAX_AGE_MS } from '@cloud-portal/domain/constants';
import Type from 'typebox';
import { DEFAULT_VERIFICATION_VALID_DAYS, WEB_SIGN_IN_VERIFICATION_POLICIES } from '../modules/verification/verification-policy';
import { BlobStoreUrl } from './blob-store-url';
import { isLoopbackHost } from './loopback-hosts';
import { Choice, Duration, Flag, HttpUrl, SchemeUrl, Text, WholeNumber } from './variable-types';

const CONFIRM_PASSWORD_METHODS = ['auto', 'reauthenticate'] as const;
export type ConfirmPasswordMethod = (typeof CONFIRM_PASSWORD_METHODS)[number];

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Default location of the built web app, relative to this file (apps/server/src/config). */
const DEFAULT_WEB_DIST_DIR = path.resolve(import.meta.dirname, '../../../web/dist');

/** Long enough not to be guessed: /metrics names the portal's routes, load and queues. */
const MIN_METRICS_TOKEN_LENGTH = 24;

/**
 * Every variable the portal server reads (README's table), with its default where it has a
 * fixed one; the ones without are derived from others by readConfig (PUBLIC_URL from PORT…)
 * or mean "off". Listed in the order they are checked: the first wrong one is reported.
 */
export const EnvironmentSchema = Type.Object({
  PORT: WholeNumber(1, 65535, { default: '8080' }),
  PUBLIC_URL: Type.Optional(HttpUrl()),
  // HTTPS, except for a provider on this machine (the embedded one).
  OIDC_ISSUER: HttpUrl(
    {
      check: (value) => new URL(value).protocol === 'https:' || isLoopbackHost(new URL(value).hostname),
      problem: (value) => `must be an https URL unless the provider runs on this machine (got "${value.replace(/\/$/, '')}")`,
    },
    { default: 'http://localhost:8081' },
  ),
  HOST: Text({ default: 'localhost' }),
  DATA_DIR: Text({ default: './data' }),
  DATABASE_URL: Type.Optional(
    SchemeUrl(['postgres:', 'postgresql:'], {
      unparsable: 'must be a postgres://user:password@host:port/database URL',
      wrongScheme: (protocol) => `must start with postgres:// (got "${protocol}//…")`,
    }),
  ),
  BLOB_STORE_URL: BlobStoreUrl(),
  // The AWS SDK's own variable: the bucket's region when BLOB_STORE_URL gives none.
  AWS_REGION: Type.Optional(Text()),
  OIDC_CLIENT_ID: Text({ default: 'cloud-portal' }),
  OIDC_CLIENT_SECRET: Text({ default: 'cloud-portal-local-secret' }),
  OIDC_CONFIRM_PASSWORD: Choice(CONFIRM_PASSWORD_METHODS, { default: 'auto' }),
  OIDC_DEVICE_CLIENT_ID: Text({ default: DEFAULT_DEVICE_CLIENT_ID }),
  FIND_DEVICE_URL: Type.Optional(HttpUrl()),
  SUPPORT_CONTACT_URL: Type.Optional(HttpUrl()),
  ANALYTICS_ORIGIN: Type.Optional(HttpUrl()),
  SESSION_IDLE_TIMEOUT_MS: WholeNumber(1000, 7 * 24 * 3600 * 1000, { default: String(IDLE_TIMEOUT_MS) }),
  SESSION_MAX_AGE: Duration({ min: '5m', max: '400d' }, { default: `${SESSION_MAX_AGE_MS / 1000}s` }),
  COOKIE_SECURE: Flag({ default: 'true' }),
  TRUST_PROXY: Flag({ default: 'false' }),
  LOG_LEVEL: Choice(LOG_LEVELS, { default: 'info' }),
  WEB_DIST_DIR: Text({ default: DEFAULT_WEB_DIST_DIR }),
  WEB_SIGN_IN_VERIFICATION: Choice(WEB_SIGN_IN_VERIFICATION_POLICIES, { default: 'first-sign-in' }),
  WEB_SIGN_IN_VERIFICATION_VALID_DAYS: WholeNumber(1, 3650, { default: String(DEFAULT_VERIFICATION_VALID_DAYS) }),
  IP_PLACE_LOOKUP_URL: Type.Optional(
    HttpUrl({ check: (value) => value.includes('{ip}'), problem: (value) => `must contain {ip} where the address goes (got "${value}")` }),
  ),
  SMTP_URL: Type.Optional(
    SchemeUrl(['smtp:', 'smtps:'], {
      unparsable: 'must be an smtp://user:password@host:port or smtps://… URL',
      wrongScheme: (protocol) => `must start with smtp:// or smtps:// (got "${protocol}//…")`,
    }),
  ),
  // A line break would let the value add mail headers of its own.
  MAIL_FROM: Type.Optional(
    Type.Refine(
      Type.String(),
      (value) => value.includes('@') && !/[\r\n]/.test(value),
      (value) => `must be an e-mail address such as "Cloud Portal <no-reply@example.com>" (got "${value}")`,
    ),
  ),
  METRICS_TOKEN: Type.Optional(
    Type.Refine(
      Type.String(),
      (value) => value.length >= MIN_METRICS_TOKEN_LENGTH && /^[\x21-\x7e]+$/.test(value),
      (value) => `must be at least ${MIN_METRICS_TOKEN_LENGTH} printable characters without spaces (got ${value.length})`,
    ),
  ),
  // Ten seconds: Kubernetes' and systemd's kill follows SIGTERM after 30 and 90 s.
  SHUTDOWN_GRACE: Duration({ min: '1s', max: '10m' }, { default: '10s' }),
  // OpenTelemetry's own variables, read as its SDKs read them: off unless an endpoint is named.
  OTEL_EXPORTER_OTLP_ENDPOINT: Type.Optional(HttpUrl()),
  OTEL_SERVICE_NAME: Text({ default: 'cloud-portal' }),
});
