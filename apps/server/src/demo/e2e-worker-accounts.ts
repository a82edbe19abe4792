import Value from 'typebox/value';
import type { Config } from '../config/config';
import { ConfigError } from '../config/config-error';
import type { Environment } from '../config/environment';
import { isLoopbackHost } from '../config/loopback-hosts';
import { WholeNumber } from '../config/variable-types';

/**
 * Test-only: how many extra demo accounts `npm start` makes, one per end-to-end test worker
 * (e2e/support/global-setup.ts sets it), so the journeys that change data change their
 * worker's own account and not the demo account the other journeys read. Unset: none.
 */
export const E2E_WORKER_ACCOUNTS = 'E2E_WORKER_ACCOUNTS';

/** More workers than this is a typo: each is a full demo account to seed at start (a worker takes two cores). */
const MAX_WORKER_ACCOUNTS = 64;

const WorkerCount = WholeNumber(1, MAX_WORKER_ACCOUNTS);

/** One worker's account: its known password is why the accounts are refused outside a test set-up. */
export interface E2eWorkerAccount {
  sub: string;
  loginId: string;
  password: string;
  /** As the portal writes it in English. */
  name: string;
  givenName: string;
  familyName: string;
}

/** The account of worker `worker` (1, 2, …): the same on every start, so the tests can name it. */
export function e2eWorkerAccount(worker: number): E2eWorkerAccount {
  return {
    sub: `e2e-worker-${worker}`,
    loginId: `e2e-worker-${worker}@example.com`,
    password: `E2e-Worker-${worker}`,
    name: 'Casey Quinn',
    givenName: 'Casey',
    familyName: 'Quinn',
  };
}

/** What `npm start` runs with, as far as telling a test set-up from a real one goes. */
export interface PortalSetting {
  /** The embedded sign-in provider runs (OIDC_ISSUER unset): the only one the accounts can be made in. */
  usesEmbeddedProvider: boolean;
  config: Pick<Config, 'host' | 'publicUrl' | 'databaseUrl' | 'trustProxy' | 'mail'>;
}

/**
 * The worker accounts E2E_WORKER_ACCOUNTS asks for (none when unset). Accounts with known
 * passwords must never reach real users, so the variable is refused, naming it, with any
 * setting of a real deployment (docs/operations.md): another sign-in provider, PostgreSQL,
 * an https address, a reverse proxy, a listening address other than this machine, real mail.
 */
export function readE2eWorkerAccounts(env: Environment, portal: PortalSetting): E2eWorkerAccount[] {
  const value = env[E2E_WORKER_ACCOUNTS]?.trim();
  if (!value) return [];
  const [problem] = Value.Errors(WorkerCount, value);
  if (problem) throw new ConfigError(E2E_WORKER_ACCOUNTS, problem.message);
  const production = productionSetting(portal);
  if (production) {
    throw new ConfigError(E2E_WORKER_ACCOUNTS, `makes test accounts with known passwords, for the end-to-end tests only: refused with ${production}`);
  }
  return Array.from({ length: Value.Decode(WorkerCount, value) }, (_, index) => e2eWorkerAccount(index + 1));
}

/** The first setting that says this is a real deployment, or null for a test set-up. */
function productionSetting({ usesEmbeddedProvider, config }: PortalSetting): string | null {
  if (!usesEmbeddedProvider) return 'OIDC_ISSUER set (the accounts exist in the embedded provider alone)';
  if (config.databaseUrl !== null) return 'DATABASE_URL set';
  if (new URL(config.publicUrl).protocol === 'https:') return 'an https PUBLIC_URL';
  if (config.trustProxy) return 'TRUST_PROXY=true';
  if (!isLoopbackHost(config.host)) return `HOST=${config.host} (only this machine may reach them)`;
  if (config.mail.smtpUrl !== null) return 'SMTP_URL set';
  return null;
}
