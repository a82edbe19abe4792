// The embedded OpenID Connect sign-in provider: oidc-provider v8 behind Fastify (idp-app.ts),
// with the provider's own pages (sign-in, account profile, confirm password, sign-out, and a
// stand-in support desk).
// Stateful protocol data (sessions, interactions, codes, grants, device codes) lives in the
// state store it is given — the portal's database under `npm start`, so provider sessions
// outlive a restart and nodes share them — or else in memory. Accounts, signing keys and
// cookie keys persist in `dataDir`.
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import Provider from 'oidc-provider';

import { AccountStore } from './account-store';
import { ClientRegistry } from './client-registry';
import type { IdpClient } from './client-registry';
import { createConfirmTokenIssuer } from './confirm-token';
import { DEFAULT_SEED_FILE, readDemoAccounts } from './demo-accounts';
import type { DemoAccount } from './demo-accounts';
import { buildIdpApp } from './idp-app';
import type { IdpServices } from './idp-services';
import { loadOrCreateCookieKeys, loadOrCreateSigningKey } from './key-material';
import { LoginThrottle } from './login-throttle';
import { MemoryProviderStateStore } from './memory-provider-state-store';
import { providerStateAdapter } from './provider-state-adapter';
import type { ProviderStateStore } from './provider-state-store';
import type { ThrottleLimits } from './login-throttle';
import { buildProviderConfiguration } from './provider-config';
import { contentSecurityPolicy } from './security-headers';

export type { IdpClient } from './client-registry';

/** Spec §9: the confirm token lives 4 minutes. */
export const DEFAULT_CONFIRM_TOKEN_TTL_MS = 240_000;

/** How often expired sessions, codes and grants are deleted from the state store. */
const STATE_SWEEP_INTERVAL_MS = 10 * 60_000;

/** A demo address: the embedded provider stands in for a real support desk. */
export const DEFAULT_SUPPORT_EMAIL = 'support@example.com';

export interface IdpOptions {
  /** e.g. 'http://localhost:8081': the server listens on that URL's port, on the host 'localhost'. */
  issuer: string;
  /** Folder for persisted state (accounts with hashed passwords, signing keys, cookie keys). */
  dataDir: string;
  clients: IdpClient[];
  /** The public client devices enrol with (device authorization grant); none: no device flow. */
  deviceClientId?: string;
  /** Defaults to apps/idp/seed/demo-accounts.json; its pictures sit in the `pictures` folder beside it. */
  seedFile?: string;
  /**
   * Accounts stored beside the seed's, as missing seed accounts are (test set-ups only: `npm
   * start` passes the end-to-end workers' accounts, E2E_WORKER_ACCOUNTS). Default none.
   */
  extraAccounts?: readonly DemoAccount[];
  confirmTokenTtlMs?: number;
  /** Shown on the support page (POST /support/contact); defaults to DEFAULT_SUPPORT_EMAIL. */
  supportEmail?: string;
  /**
   * Behind a reverse proxy: the login throttle takes the client address from the last
   * X-Forwarded-For entry instead of the socket (see client-address.ts). Default false.
   */
  trustProxy?: boolean;
  /**
   * Where sessions, interactions, codes and grants are kept (provider-state-store.ts); by
   * default in this process's memory, lost at a restart.
   */
  stateStore?: ProviderStateStore;
  /** Lower limits for tests; the defaults are login-throttle.ts's. */
  throttleLimits?: Partial<ThrottleLimits>;
  log?: (line: string) => void;
}

export interface RunningIdp {
  issuer: string;
  /**
   * Stops accepting connections; requests in flight get `graceMs` to finish (default 0: cut
   * at once), then every connection is closed.
   */
  close(graceMs?: number): Promise<void>;
}

function parseIssuer(issuer: string): { issuer: string; origin: string; port: number } {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new Error(`Sign-in provider issuer is not a URL: ${issuer}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`Sign-in provider issuer must be an http(s) URL: ${issuer}`);
  }
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(
      `Sign-in provider issuer must be an origin without path, query or fragment: ${issuer}`,
    );
  }
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  return { issuer: url.origin, origin: url.origin, port };
}

function checkSupportEmail(address: string): string {
  if (!/^[^\s@<>"?&]+@[^\s@<>"?&]+\.[^\s@<>"?&]+$/.test(address)) {
    throw new Error(`Sign-in provider support e-mail is not an e-mail address: ${address}`);
  }
  return address;
}

function checkClients(clients: IdpClient[]): void {
  if (clients.length === 0) throw new Error('Sign-in provider needs at least one client');
  for (const client of clients) {
    if (!client.clientId || !client.clientSecret || client.redirectUris.length === 0) {
      throw new Error(
        `Sign-in provider client ${client.clientId || '(no id)'} needs an id, a secret and a redirect URI`,
      );
    }
  }
}

export async function startIdp(options: IdpOptions): Promise<RunningIdp> {
  const { issuer, origin, port } = parseIssuer(options.issuer);
  checkClients(options.clients);
  const supportEmail = checkSupportEmail(options.supportEmail ?? DEFAULT_SUPPORT_EMAIL);
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const seedFile = options.seedFile ?? DEFAULT_SEED_FILE;

  await mkdir(options.dataDir, { recursive: true, mode: 0o700 });
  const accounts = await AccountStore.open(
    join(options.dataDir, 'accounts.json'),
    [...readDemoAccounts(seedFile), ...(options.extraAccounts ?? [])],
  );
  const signingKey = await loadOrCreateSigningKey(options.dataDir);
  const cookieKeys = await loadOrCreateCookieKeys(options.dataDir);
  const clients = new ClientRegistry(options.clients);

  const stateStore = options.stateStore ?? new MemoryProviderStateStore();
  const provider = new Provider(issuer, {
    ...buildProviderConfiguration({ issuer, clients, deviceClientId: options.deviceClientId, accounts, signingKey, cookieKeys }),
    adapter: providerStateAdapter(stateStore),
  });
  // Behind a TLS-terminating proxy when the issuer is https (this server itself speaks http).
  provider.proxy = issuer.startsWith('https:');
  provider.on('server_error', (_ctx: unknown, error: Error) => {
    log(`Sign-in provider error: ${error.stack ?? error.message}`);
  });

  const services: IdpServices = {
    issuer,
    issuerOrigin: origin,
    secureCookies: issuer.startsWith('https:'),
    provider,
    accounts,
    clients,
    throttle: new LoginThrottle(options.throttleLimits),
    trustProxy: options.trustProxy ?? false,
    confirmTokens: await createConfirmTokenIssuer(
      issuer,
      signingKey,
      options.confirmTokenTtlMs ?? DEFAULT_CONFIRM_TOKEN_TTL_MS,
    ),
    pageCsp: contentSecurityPolicy(clients.allOrigins()),
    picturesDir: join(dirname(seedFile), 'pictures'),
    supportEmail,
    log,
  };

  const app = await buildIdpApp(services);
  await app.ready();
  // Listened on by hand, not app.listen: one socket on 'localhost' as Node resolves it, where
  // app.listen would bind every address 'localhost' has.
  const server = app.server;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', () => {
      server.off('error', reject);
      resolve();
    });
  });
  log(`Sign-in provider ready at ${issuer}`);
  // Expired records are swept in the background (finds already ignore them).
  const sweep = setInterval(() => {
    stateStore.deleteExpired(new Date()).catch((error: unknown) => log(`Sign-in provider state sweep failed: ${String(error)}`));
  }, STATE_SWEEP_INTERVAL_MS);
  sweep.unref();

  return {
    issuer,
    async close(graceMs = 0) {
      clearInterval(sweep);
      // Keep-alive connections are closed as their requests end, the rest when the grace is over.
      const idle = setInterval(() => server.closeIdleConnections(), 100);
      const cut = setTimeout(() => server.closeAllConnections(), graceMs);
      server.closeIdleConnections();
      await app.close();
      clearTimeout(cut);
      clearInterval(idle);
      await accounts.flush();
    },
  };
}
