// The contract is browser code; this test alone reads its folder, with Node.
/// <reference types="node" />
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from './endpoint';
import { endpointRoutes } from './endpoint-routes';

// Every module of the contract, read the way a caller imports it.
const moduleFiles = readdirSync(new URL('.', import.meta.url)).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'endpoint-routes.ts',
);
const modules = await Promise.all(
  moduleFiles.map((file) => import(`./${file}`) as Promise<Record<string, unknown>>),
);

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'responses' in value;

const endpoints = modules.flatMap((exports) =>
  Object.entries(exports).filter((entry): entry is [string, Endpoint] => isEndpoint(entry[1])),
);

describe('the route table', () => {
  it('gives every endpoint of the contract its method and path, under the endpoint’s own name', () => {
    expect(endpoints.length).toBeGreaterThan(0);
    for (const [name, endpoint] of endpoints) {
      const route = (endpointRoutes as Record<string, { method: string; path: string } | undefined>)[name];
      expect(route, name).toEqual({ method: endpoint.method, path: endpoint.path });
    }
  });

  it('holds no route the contract has no endpoint for', () => {
    expect(Object.keys(endpointRoutes).sort()).toEqual(endpoints.map(([name]) => name).sort());
  });

  it('holds each method and path once', () => {
    const keys = Object.values(endpointRoutes).map(({ method, path }) => `${method} ${path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
