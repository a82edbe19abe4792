import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { ConfigError } from './config-error';

describe('readConfig', () => {
  it('starts with no variables at all (npm start on a fresh machine)', () => {
    const config = readConfig({});
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.databaseUrl).toBeNull();
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.oidc.issuer).toBe('http://localhost:8081');
    expect(config.sessionIdleTimeoutMs).toBe(1_800_000);
    expect(config.sessionMaxAgeMs).toBe(7 * 24 * 3_600_000);
    expect(config.cookieSecure).toBe(true);
    expect(config.oidc.confirmPassword).toBe('auto');
    expect(config.webSignInVerificationValidDays).toBe(90);
  });

  it('lets a verified browser stay verified for the days configured', () => {
    expect(readConfig({ WEB_SIGN_IN_VERIFICATION_VALID_DAYS: '30' }).webSignInVerificationValidDays).toBe(30);
  });

  it('can force re-authentication as the password gate whatever the provider offers', () => {
    expect(readConfig({ OIDC_CONFIRM_PASSWORD: 'reauthenticate' }).oidc.confirmPassword).toBe('reauthenticate');
  });

  it("forwards the contact-support form to the provider's support endpoint unless told otherwise", () => {
    expect(readConfig({}).supportContactUrl).toBe('http://localhost:8081/support/contact');
    expect(readConfig({ OIDC_ISSUER: 'https://login.example.com/' }).supportContactUrl).toBe(
      'https://login.example.com/support/contact',
    );
    expect(readConfig({ SUPPORT_CONTACT_URL: 'https://help.example.com/contact' }).supportContactUrl).toBe(
      'https://help.example.com/contact',
    );
  });

  it.each([
    ['12h', 12 * 3_600_000],
    ['30d', 30 * 24 * 3_600_000],
    ['90m', 90 * 60_000],
    ['3600s', 3_600_000],
  ])('ends sessions SESSION_MAX_AGE=%s after sign-in', (value, ms) => {
    expect(readConfig({ SESSION_MAX_AGE: value }).sessionMaxAgeMs).toBe(ms);
  });

  it('gives requests 10 s to finish at shutdown, or the SHUTDOWN_GRACE the operator sets', () => {
    expect(readConfig({}).shutdownGraceMs).toBe(10_000);
    expect(readConfig({ SHUTDOWN_GRACE: '25s' }).shutdownGraceMs).toBe(25_000);
  });

  it('places IP addresses only with a lookup the operator configured', () => {
    expect(readConfig({}).ipPlaceLookupUrl).toBeNull();
    expect(readConfig({ IP_PLACE_LOOKUP_URL: 'https://geo.example.com/json/{ip}' }).ipPlaceLookupUrl).toBe('https://geo.example.com/json/{ip}');
  });

  it('derives the public URL from the port', () => {
    expect(readConfig({ PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
  });

  it.each([
    [{ PORT: 'abc' }, /^PORT: must be a whole number from 1 to 65535 \(got "abc"\)$/],
    [{ PORT: '70000' }, /^PORT: /],
    [{ PUBLIC_URL: 'localhost:8080' }, /^PUBLIC_URL: must be an/],
    [{ PUBLIC_URL: 'ftp://x' }, /^PUBLIC_URL: must be an http or https URL/],
    [{ DATABASE_URL: 'mysql://x@y/z' }, /^DATABASE_URL: must start with postgres:\/\//],
    [{ DATABASE_URL: 'not a url' }, /^DATABASE_URL: must be a postgres:/],
    [{ OIDC_ISSUER: '::' }, /^OIDC_ISSUER: /],
    [{ OIDC_ISSUER: 'http://login.example.com' }, /^OIDC_ISSUER: must be an https URL unless/],
    [{ SUPPORT_CONTACT_URL: 'javascript:alert(1)' }, /^SUPPORT_CONTACT_URL: must be an http or https URL/],
    [{ ANALYTICS_ORIGIN: 'stats' }, /^ANALYTICS_ORIGIN: must be an absolute http\(s\) URL/],
    [{ COOKIE_SECURE: 'yes' }, /^COOKIE_SECURE: must be true or false/],
    [{ LOG_LEVEL: 'loud' }, /^LOG_LEVEL: must be one of/],
    [{ OIDC_CONFIRM_PASSWORD: 'never' }, /^OIDC_CONFIRM_PASSWORD: must be one of/],
    [{ SESSION_IDLE_TIMEOUT_MS: '5' }, /^SESSION_IDLE_TIMEOUT_MS: /],
    [{ SESSION_MAX_AGE: '7' }, /^SESSION_MAX_AGE: must be a duration from 5m to 400d with its unit: s, m, h or d, as in 7d or 12h \(got "7"\)$/],
    [{ SESSION_MAX_AGE: 'a week' }, /^SESSION_MAX_AGE: must be a duration/],
    [{ SESSION_MAX_AGE: '1m' }, /^SESSION_MAX_AGE: must be a duration from 5m/],
    [{ SESSION_MAX_AGE: '500d' }, /^SESSION_MAX_AGE: must be a duration/],
    [{ SESSION_MAX_AGE: '-7d' }, /^SESSION_MAX_AGE: /],
    [{ SHUTDOWN_GRACE: '10' }, /^SHUTDOWN_GRACE: must be a duration from 1s to 10m with its unit/],
    [{ SHUTDOWN_GRACE: '1h' }, /^SHUTDOWN_GRACE: must be a duration from 1s to 10m/],
    [{ IP_PLACE_LOOKUP_URL: 'https://geo.example.com/json' }, /^IP_PLACE_LOOKUP_URL: must contain \{ip\}/],
    [{ IP_PLACE_LOOKUP_URL: 'geo.example.com/{ip}' }, /^IP_PLACE_LOOKUP_URL: must be an absolute/],
    [{ WEB_SIGN_IN_VERIFICATION_VALID_DAYS: '0' }, /^WEB_SIGN_IN_VERIFICATION_VALID_DAYS: must be a whole number from 1 to 3650 \(got "0"\)$/],
    [{ WEB_SIGN_IN_VERIFICATION_VALID_DAYS: '90d' }, /^WEB_SIGN_IN_VERIFICATION_VALID_DAYS: /],
  ])('refuses %o with one line naming the variable', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });

  it('keeps the database URL when it is a PostgreSQL one', () => {
    expect(readConfig({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/portal' }).databaseUrl).toBe(
      'postgres://u:p@127.0.0.1:5432/portal',
    );
  });

  it('asks browsers to verify on their first sign-in unless told otherwise', () => {
    expect(readConfig({}).webSignInVerification).toBe('first-sign-in');
    expect(readConfig({ WEB_SIGN_IN_VERIFICATION: '  ' }).webSignInVerification).toBe('first-sign-in');
    expect(readConfig({ WEB_SIGN_IN_VERIFICATION: 'always-verified' }).webSignInVerification).toBe('always-verified');
    expect(readConfig({ WEB_SIGN_IN_VERIFICATION: ' first-sign-in ' }).webSignInVerification).toBe('first-sign-in');
  });

  it('names WEB_SIGN_IN_VERIFICATION when its value is unknown', () => {
    expect(() => readConfig({ WEB_SIGN_IN_VERIFICATION: 'never' })).toThrow(ConfigError);
    expect(() => readConfig({ WEB_SIGN_IN_VERIFICATION: 'never' })).toThrow(
      /^WEB_SIGN_IN_VERIFICATION: must be one of first-sign-in, always-verified \(got "never"\)$/,
    );
  });

  it('writes e-mails to the outbox from no-reply at the portal host by default', () => {
    expect(readConfig({ PUBLIC_URL: 'https://portal.example.com' }).mail).toEqual({
      smtpUrl: null,
      from: 'Cloud Portal <no-reply@portal.example.com>',
    });
  });

  it('sends e-mails through an smtp or smtps URL from the sender given', () => {
    expect(readConfig({ SMTP_URL: 'smtps://user:secret@mail.example.com:465', MAIL_FROM: 'Portal <portal@example.com>' }).mail).toEqual({
      smtpUrl: 'smtps://user:secret@mail.example.com:465',
      from: 'Portal <portal@example.com>',
    });
  });

  it.each([
    [{ SMTP_URL: 'mail.example.com' }, 'SMTP_URL'],
    [{ SMTP_URL: 'https://mail.example.com' }, 'SMTP_URL'],
    [{ MAIL_FROM: 'nobody' }, 'MAIL_FROM'],
    [{ MAIL_FROM: 'a@example.com\nBcc: b@example.com' }, 'MAIL_FROM'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
    [{ TRUST_PROXY: 'TRUE' }, 'TRUST_PROXY'],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' }, 'OTEL_EXPORTER_OTLP_ENDPOINT'],
  ])('names the variable of a bad value (%o) in a ConfigError', (env, variable) => {
    let thrown: unknown;
    try {
      readConfig(env);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as ConfigError).variable).toBe(variable);
  });

  it.each([['+80'], ['8e3'], ['80.0'], ['0x50']])('takes whole numbers in digits alone, not PORT=%s', (value) => {
    expect(() => readConfig({ PORT: value })).toThrow(/^PORT: must be a whole number from 1 to 65535/);
  });

  it('reports the first wrong variable, in the order the schema lists them', () => {
    expect(() => readConfig({ LOG_LEVEL: 'loud', PORT: 'abc' })).toThrow(/^PORT: /);
  });

  it('reads a tracing endpoint without its trailing slashes, under the default service name', () => {
    expect(readConfig({}).tracing).toBeNull();
    expect(readConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318//' }).tracing).toEqual({
      endpoint: 'http://collector:4318',
      serviceName: 'cloud-portal',
    });
  });

  it('keeps only the origin of the analytics collector', () => {
    expect(readConfig({}).analyticsOrigin).toBeNull();
    expect(readConfig({ ANALYTICS_ORIGIN: 'https://stats.example.com/collect' }).analyticsOrigin).toBe('https://stats.example.com');
  });
});
