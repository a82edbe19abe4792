import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';

/** What an OTLP/HTTP collector receives: the JSON bodies posted to /v1/traces. */
interface Collector {
  endpoint: string;
  bodies: unknown[];
  close(): Promise<void>;
}

async function startCollector(): Promise<Collector> {
  const bodies: unknown[] = [];
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') bodies.push(JSON.parse(text));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bodies,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

interface ExportedSpan {
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  attributes: { key: string; value: { stringValue?: string; intValue?: number | string } }[];
}

/** Every span the collector received, from OTLP's resourceSpans → scopeSpans → spans. */
function spansIn(bodies: unknown[]): ExportedSpan[] {
  return bodies.flatMap((body) =>
    (body as { resourceSpans: { scopeSpans: { spans: ExportedSpan[] }[] }[] }).resourceSpans.flatMap((resource) =>
      resource.scopeSpans.flatMap((scope) => scope.spans),
    ),
  );
}

const attribute = (span: ExportedSpan, key: string) => span.attributes.find((entry) => entry.key === key)?.value;

describe('request tracing with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  let collector: Collector;
  beforeAll(async () => {
    collector = await startCollector();
  });
  afterAll(async () => {
    await collector.close();
  });

  it('sends a span per request, named by its route, with its statements under it, continuing the caller’s trace', async () => {
    const portal = await createTestApp({ config: { tracing: { endpoint: collector.endpoint, serviceName: 'portal-under-test' } } });
    const callerTrace = '4bf92f3577b34da6a3ce929d0e0e4736';
    await portal.app.inject({ method: 'GET', url: '/readyz', headers: { traceparent: `00-${callerTrace}-00f067aa0ba902b7-01` } });
    await portal.app.inject({ method: 'GET', url: '/api/media/v1/photos/some-photo-id/thumbnail?size=240' });
    // Closing sends what is left of the batch.
    await portal.close();

    const spans = spansIn(collector.bodies);
    const ready = spans.find((span) => span.name === 'GET /readyz');
    expect(ready?.traceId).toBe(callerTrace);
    expect(ready?.parentSpanId).toBe('00f067aa0ba902b7');
    expect(Number(attribute(ready!, 'http.response.status_code')?.intValue)).toBe(200);
    const statement = spans.find((span) => span.name === 'db.query' && span.parentSpanId === ready?.spanId);
    expect(attribute(statement!, 'db.query.text')?.stringValue).toMatch(/select 1/i);
    // The photo's id stays out of the name: the route is named as registered.
    expect(spans.map((span) => span.name)).toContain('GET /api/media/v1/photos/:photoId/thumbnail');
    expect(JSON.stringify(collector.bodies)).not.toContain('some-photo-id');
    expect(JSON.stringify(collector.bodies)).toContain('portal-under-test');
  });

  it('sends nothing when no endpoint is set', async () => {
    const before = collector.bodies.length;
    const portal = await createTestApp();
    await portal.app.inject({ method: 'GET', url: '/readyz' });
    await portal.close();
    expect(collector.bodies.length).toBe(before);
  });
});
