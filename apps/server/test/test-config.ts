import { readConfig, type Config } from '../src/config/config';

/** The configuration a test server runs with: quiet logs, a made-up web dist unless given. */
export function testConfig(overrides: Partial<Config> = {}, env: Record<string, string> = {}): Config {
  return {
    ...readConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent-web-dist', ...env }),
    ...overrides,
  };
}
