import { CLOUD_ENDPOINTS } from '@cloud-portal/contract/cloud-endpoints';
import { CLIENT_HEADER } from '@cloud-portal/contract/client-headers';
import { signInCallback, startSignInNavigation } from '@cloud-portal/contract/sign-in';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodedLetterVariants, otherVariants } from './path-spellings';
import { webClientHeaders } from './test-app';
import { useTestApp } from './use-test-app';
import { signInTestAccount, type SignedInTestAccount } from './test-accounts';

/**
 * Issue 15 part 5: the client-header guard decides on the route the router matched, so no
 * other spelling of a guarded route reaches it without the header. Every API and auth route
 * of /openapi.json is called, signed in, in spellings the router may or may not fold onto
 * the route; none may answer the route's data.
 */
const GUARD_REFUSAL = { rcode: 40000001, rmsg: `Missing or wrong ${CLIENT_HEADER} header.` };
const NAVIGATIONS = new Set([`GET ${signInCallback.path}`, `GET ${startSignInNavigation.path}`]);

interface Route {
  method: string;
  /** With made-up values for path parameters. */
  url: string;
}

describe('client header guard against other spellings of a route (issue 15)', () => {
  const testApp = useTestApp();
  let account: SignedInTestAccount;
  let routes: Route[];

  beforeAll(async () => {
    account = await signInTestAccount(testApp.database.db);
    const document = (await testApp.app.inject({ method: 'GET', url: '/openapi.json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    routes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .map((method) => ({ method: method.toUpperCase(), path: path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1') }))
        .filter(({ method, path }) => (path.startsWith('/api/') || path.startsWith('/auth/')) && !NAVIGATIONS.has(`${method} ${path}`))
        .map(({ method, path }) => ({ method, url: path.replace(/:[A-Za-z0-9_]+/g, 'x1') })),
    );
  });

  const call = (route: Route, url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: route.method, url, headers, cookies: { portal_session: account.sessionToken } });

  it('walks every guarded route of the API', () => {
    const contractRoutes = CLOUD_ENDPOINTS.filter((endpoint) => endpoint.path.startsWith('/api/')).map((endpoint) => ({
      method: endpoint.method,
      url: endpoint.path.replace(/:[A-Za-z0-9_]+/g, 'x1'),
    }));
    expect(contractRoutes.length).toBeGreaterThan(20);
    expect(routes).toEqual(expect.arrayContaining(contractRoutes));
    expect(routes).toContainEqual({ method: 'POST', url: '/auth/confirm-password' });
  });

  it('reaches the profile with the header: the walk is signed in', async () => {
    const response = await call({ method: 'GET', url: '/api/user/v2/profile' }, '/%61pi/user/v2/profile', webClientHeaders);
    expect(response.statusCode).toBe(200);
  });

  it('refuses every route spelled with percent-encoded letters, without the header', async () => {
    const answered: string[] = [];
    for (const route of routes) {
      for (const url of encodedLetterVariants(route.url)) {
        const response = await call(route, url);
        if (response.statusCode !== 400 || JSON.stringify(response.json()) !== JSON.stringify(GUARD_REFUSAL)) {
          answered.push(`${route.method} ${url} → ${response.statusCode}`);
        }
      }
    }
    expect(answered).toEqual([]);
  });

  it('answers no data for duplicated slashes, mixed case, trailing slashes or encoded slashes, without the header', async () => {
    const answered: string[] = [];
    for (const route of routes) {
      for (const url of otherVariants(route.url)) {
        const response = await call(route, url);
        const refusedByGuard = response.statusCode === 400 && JSON.stringify(response.json()) === JSON.stringify(GUARD_REFUSAL);
        const notFound = response.statusCode === 404 || response.statusCode === 302;
        if (!refusedByGuard && !notFound) answered.push(`${route.method} ${url} → ${response.statusCode}`);
      }
    }
    expect(answered).toEqual([]);
  });
});
