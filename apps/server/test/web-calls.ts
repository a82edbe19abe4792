import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { SESSION_COOKIE } from '../src/auth/auth-cookies';
import type { SignedInTestAccount } from './test-accounts';
import { webClientHeaders } from './test-app';
import { confirmBatchHeaders, type TestConfirmTokens } from './test-confirm-tokens';

/** Every deletion `deleteAs` makes is one run: a token is never refused for its batch. */
const ONE_BATCH = confirmBatchHeaders();

/** The cookie of the account's browser session; none for `null` (a call without a session). */
export function sessionCookies(account: Pick<SignedInTestAccount, 'sessionToken'> | null): Record<string, string> {
  return account ? { [SESSION_COOKIE]: account.sessionToken } : {};
}

/**
 * A call as the web app makes it: its client header, and the account's session cookie (none
 * for `null`); `headers` adds to them (e.g. If-None-Match).
 */
export function webCall(
  app: FastifyInstance,
  account: SignedInTestAccount | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Readonly<Record<string, string>> = {},
) {
  return app.inject({
    method,
    url,
    headers: { ...webClientHeaders, ...headers },
    cookies: sessionCookies(account),
    ...(payload !== undefined && { payload: payload as object }),
  });
}

/** The body of a GET the account makes, which must answer 200. */
export async function okBodyOf<T>(app: FastifyInstance, account: SignedInTestAccount, url: string): Promise<T> {
  const response = await webCall(app, account, 'GET', url);
  expect(response.statusCode, url).toBe(200);
  return response.json<T>();
}

/**
 * A DELETE the account makes: `confirm` true sends a valid confirm token of the account, a
 * string sends that token, false or '' sends none.
 */
export async function deleteAs(
  app: FastifyInstance,
  tokens: TestConfirmTokens,
  account: SignedInTestAccount,
  url: string,
  confirm: boolean | string = true,
) {
  const token = confirm === true ? await tokens.issue(account.subject) : confirm || undefined;
  return app.inject({
    method: 'DELETE',
    url,
    headers: { ...webClientHeaders, ...(token && { 'x-sc-confirm-token': token, ...ONE_BATCH }) },
    cookies: sessionCookies(account),
  });
}
