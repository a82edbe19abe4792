import { readConfig, type Config } from '../src/config/config';

/**
 * The configuration a test server runs with: quiet logs, a made-up web dist, and browsers
 * counted as verified (web sign-in verification has its own tests that switch it on).
 */
export function testConfig(overrides: Partial<Config> = {}, env: Record<string, string> = {}): Config {
  return {
    ...readConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent-web-dist', WEB_SIGN_IN_VERIFICATION: 'always-verified', ...env }),
    ...overrides,
  };
}
