import { CLOUD_ENDPOINTS } from '@cloud-portal/contract/cloud-endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

describe('/openapi.json', () => {
  let testApp: TestApp;
  let document: { openapi: string; paths: Record<string, Record<string, { summary?: string }>> };

  beforeAll(async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(() => testApp.close());

  it('is an OpenAPI 3.1 document', () => {
    expect(document.openapi).toBe('3.1.0');
  });

  it.each(CLOUD_ENDPOINTS.map((endpoint) => [endpoint.method, endpoint.path, endpoint.summary] as const))(
    'lists %s %s from the contract',
    (method, path, summary) => {
      const openApiPath = path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      expect(document.paths[openApiPath]?.[method.toLowerCase()]?.summary).toBe(summary);
    },
  );
});
