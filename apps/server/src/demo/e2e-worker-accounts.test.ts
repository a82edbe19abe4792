import { describe, expect, it } from 'vitest';
import { readConfig } from '../config/config';
import { ConfigError } from '../config/config-error';
import type { Environment } from '../config/environment';
import { e2eWorkerAccount, readE2eWorkerAccounts } from './e2e-worker-accounts';

/** The accounts `npm start` would make in `env`, with the embedded provider unless OIDC_ISSUER is set. */
function workerAccountsIn(env: Environment) {
  const usesEmbeddedProvider = !env.OIDC_ISSUER;
  return readE2eWorkerAccounts(env, { usesEmbeddedProvider, config: readConfig(env) });
}

function refusal(env: Environment): string {
  try {
    workerAccountsIn(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('E2E_WORKER_ACCOUNTS was not refused');
}

describe('E2E_WORKER_ACCOUNTS', () => {
  it('makes no account unless it is set', () => {
    expect(workerAccountsIn({})).toEqual([]);
    expect(workerAccountsIn({ E2E_WORKER_ACCOUNTS: ' ' })).toEqual([]);
  });

  it('makes one account per worker, named the same on every start', () => {
    const accounts = workerAccountsIn({ E2E_WORKER_ACCOUNTS: '2' });
    expect(accounts.map((account) => account.loginId)).toEqual(['e2e-worker-1@example.com', 'e2e-worker-2@example.com']);
    expect(accounts[1]).toEqual(e2eWorkerAccount(2));
    expect(new Set(accounts.map((account) => account.sub)).size).toBe(2);
  });

  it.each(['0', '65', 'two', '1.5'])('refuses %j as a number of workers', (value) => {
    expect(refusal({ E2E_WORKER_ACCOUNTS: value })).toMatch(/^E2E_WORKER_ACCOUNTS: must be a whole number from 1 to 64/);
  });

  it.each([
    [{ OIDC_ISSUER: 'https://id.example.com' }, 'OIDC_ISSUER set'],
    [{ DATABASE_URL: 'postgres://portal:secret@db.internal:5432/portal' }, 'DATABASE_URL set'],
    [{ PUBLIC_URL: 'https://portal.example.com' }, 'an https PUBLIC_URL'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY=true'],
    [{ HOST: '0.0.0.0' }, 'HOST=0.0.0.0'],
    [{ SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465' }, 'SMTP_URL set'],
  ])('is refused with a setting of a real deployment: %j', (production, named) => {
    expect(refusal({ ...production, E2E_WORKER_ACCOUNTS: '1' })).toContain(`for the end-to-end tests only: refused with ${named}`);
  });

  it('is refused with the settings docs/operations.md gives a real deployment', () => {
    const deployment = {
      PUBLIC_URL: 'https://portal.example.com',
      HOST: '0.0.0.0',
      TRUST_PROXY: 'true',
      DATABASE_URL: 'postgres://portal:secret@db.internal:5432/portal',
      OIDC_ISSUER: 'https://id.example.com',
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
    };
    expect(workerAccountsIn(deployment)).toEqual([]);
    expect(refusal({ ...deployment, E2E_WORKER_ACCOUNTS: '2' })).toMatch(/^E2E_WORKER_ACCOUNTS: /);
  });
});
