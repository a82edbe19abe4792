import { CLOUD_ENDPOINTS } from '@cloud-portal/contract/cloud-endpoints';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './use-test-app';

describe('/openapi.json', () => {
  const testApp = useTestApp();
  let document: {
    openapi: string;
    paths: Record<string, Record<string, { summary?: string; responses?: Record<string, { content?: Record<string, unknown> }> }>>;
  };
  const operationOf = (method: string, path: string) => document.paths[path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[method.toLowerCase()];

  beforeAll(async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });

  it('is an OpenAPI 3.1 document', () => {
    expect(document.openapi).toBe('3.1.0');
  });

  it.each(CLOUD_ENDPOINTS.map((endpoint) => [endpoint.method, endpoint.path, endpoint.summary] as const))(
    'lists %s %s from the contract',
    (method, path, summary) => {
      expect(operationOf(method, path)?.summary).toBe(summary);
    },
  );

  it.each(CLOUD_ENDPOINTS.map((endpoint) => [endpoint.method, endpoint.path, Object.keys(endpoint.responses)] as const))(
    'gives %s %s every status the contract lists',
    (method, path, statuses) => {
      expect(Object.keys(operationOf(method, path)?.responses ?? {}).sort()).toEqual([...statuses].sort());
    },
  );

  it('describes the thumbnail as a binary success and its errors as error bodies', () => {
    const responses = operationOf('GET', '/api/media/v1/photos/:photoId/thumbnail')?.responses ?? {};
    expect(JSON.stringify(responses['200'])).toContain('binary');
    expect(JSON.stringify(responses['403'])).toContain('rcode');
  });
});
