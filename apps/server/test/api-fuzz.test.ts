import { CLOUD_ENDPOINTS } from '@cloud-portal/contract/cloud-endpoints';
import type { Endpoint } from '@cloud-portal/contract/endpoint';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, webClientHeaders } from './test-app';
import { signInTestAccount, type SignedInTestAccount } from './test-accounts';
import { createTestConfirmTokens } from './test-confirm-tokens';

/** Text that tends to break parsers: empty, huge, unicode, path tricks, numbers, SQL-ish. */
const nastyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', ' ', '0', '-1', '1e309', 'NaN', 'null', 'undefined', '../../etc/passwd', "' OR 1=1 --", '%00', '🙂', 'a'.repeat(5000)),
  fc.integer().map(String),
);

const jsonValue = fc.jsonValue({ maxDepth: 3 });

function propertyNames(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return properties ? Object.keys(properties) : [];
}

/** A random request for an endpoint: its parameter names filled with nasty values, plus noise. */
function requestFor(endpoint: Endpoint) {
  const params = fc.record(Object.fromEntries(propertyNames(endpoint.params).map((name) => [name, nastyText])));
  const queryNames = [...propertyNames(endpoint.querystring), 'extra'];
  const query = fc.dictionary(fc.constantFrom(...queryNames), fc.oneof(nastyText, fc.array(nastyText, { maxLength: 12 })), {
    maxKeys: 3,
  });
  const bodyNames = propertyNames(endpoint.body);
  const body = fc.oneof(
    jsonValue,
    fc.dictionary(fc.constantFrom(...bodyNames, 'extra'), fc.oneof(jsonValue, fc.array(nastyText, { maxLength: 60 }))),
  );
  const confirmToken = fc.option(nastyText, { nil: undefined });
  return fc.record({ params, query, body, confirmToken });
}

function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => encodeURIComponent(params[name] ?? 'x'));
}

describe('every endpoint survives random input (no 5xx)', () => {
  let testApp: TestApp;
  let account: SignedInTestAccount;

  beforeAll(async () => {
    const tokens = await createTestConfirmTokens();
    testApp = await createTestApp({ confirmTokenKeys: tokens.keySource });
    account = await signInTestAccount(testApp.database.db);
  });
  afterAll(() => testApp.close());

  it.each(CLOUD_ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s',
    async (_name, endpoint) => {
      await fc.assert(
        fc.asyncProperty(requestFor(endpoint), async ({ params, query, body, confirmToken }) => {
          const hasBody = endpoint.method !== 'GET';
          const response = await testApp.app.inject({
            method: endpoint.method,
            url: fillPath(endpoint.path, params),
            query: query as Record<string, string | string[]>,
            headers: {
              ...webClientHeaders,
              ...(confirmToken !== undefined && { 'x-sc-confirm-token': confirmToken }),
              ...(hasBody && { 'content-type': 'application/json' }),
            },
            cookies: { portal_session: account.sessionToken },
            ...(hasBody && { payload: JSON.stringify(body) }),
          });
          expect(response.statusCode, `${endpoint.method} ${endpoint.path} → ${response.statusCode} ${response.body}`).toBeLessThan(500);
          if (response.statusCode >= 400) expect(typeof response.json().rcode).toBe('number');
        }),
        { numRuns: 25 },
      );
    },
  );
});
