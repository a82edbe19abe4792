import { readConfig, type Config } from '../src/config/config';

/**
 * The configuration a test server runs with: quiet logs, a made-up web dist, and browsers
 * counted as verified (web sign-in verification has its own tests that switch it on).
 */
export function testConfig(overrides: TestConfigOverrides = {}, env: Record<string, string> = {}): Config {
  const base = readConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent-web-dist', WEB_SIGN_IN_VERIFICATION: 'always-verified', ...env });
  return { ...base, ...overrides, oidc: { ...base.oidc, ...overrides.oidc } };
}

/** Any setting, and the provider settings one by one (the rest keep their defaults). */
export type TestConfigOverrides = Partial<Omit<Config, 'oidc'>> & { oidc?: Partial<Config['oidc']> };
