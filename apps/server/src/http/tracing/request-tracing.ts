import type { Span } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import { UNMATCHED_ROUTE } from '../metrics/portal-metrics';

/** A statement's text in a span: long enough to recognise, short enough for any collector. */
const STATEMENT_TEXT_LIMIT = 1_000;

export interface TracingSettings {
  /** The collector's base URL; spans go to `<endpoint>/v1/traces` (OTLP over HTTP, JSON). */
  endpoint: string;
  serviceName: string;
}

/**
 * OpenTelemetry traces, only when the operator names a collector (OTEL_EXPORTER_OTLP_ENDPOINT):
 * the SDK is imported here, at start-up, so a portal without tracing loads none of it. Each
 * request is a server span named by its route as registered (ids stay out, as on /metrics),
 * continuing the caller's trace when it sends `traceparent`; each database statement the
 * request makes is a client span under it, with its text (placeholders, never the values).
 * Spans leave in batches; the last ones are sent as the server closes.
 */
export async function registerRequestTracing(app: FastifyInstance, settings: TracingSettings, database: Pick<DatabaseHandle, 'kind' | 'statementTimes'>): Promise<void> {
  const [api, { BasicTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { Resource }, { AsyncLocalStorageContextManager }, { W3CTraceContextPropagator }] =
    await Promise.all([
      import('@opentelemetry/api'),
      import('@opentelemetry/sdk-trace-base'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/context-async-hooks'),
      import('@opentelemetry/core'),
    ]);
  // The request's span follows its work across awaits: the statements it makes find it.
  const contextManager = new AsyncLocalStorageContextManager().enable();
  api.context.setGlobalContextManager(contextManager);
  const provider = new BasicTracerProvider({
    resource: new Resource({ 'service.name': settings.serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: `${settings.endpoint}/v1/traces` }))],
  });
  const tracer = provider.getTracer('cloud-portal-server');
  const propagator = new W3CTraceContextPropagator();
  const spans = new WeakMap<FastifyRequest, Span>();

  app.addHook('onRequest', (request, _reply, done) => {
    const parent = propagator.extract(api.ROOT_CONTEXT, request.headers, {
      keys: (headers) => Object.keys(headers),
      get: (headers, key) => headers[key],
    });
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const span = tracer.startSpan(
      `${request.method} ${route}`,
      { kind: api.SpanKind.SERVER, attributes: { 'http.request.method': request.method, 'http.route': route } },
      parent,
    );
    spans.set(request, span);
    api.context.with(api.trace.setSpan(parent, span), done);
  });
  app.addHook('onError', async (request, _reply, error) => {
    spans.get(request)?.recordException(error);
  });
  app.addHook('onResponse', async (request, reply) => {
    const span = spans.get(request);
    if (span === undefined) return;
    span.setAttribute('http.response.status_code', reply.statusCode);
    if (reply.statusCode >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
    span.end();
  });

  const stopStatements = database.statementTimes.subscribe(({ statement, startedAt, seconds }) => {
    const parent = api.context.active();
    // A statement of no traced request (a background job) starts no trace of its own.
    if (api.trace.getSpan(parent) === undefined) return;
    const startTime = performance.timeOrigin + startedAt;
    tracer
      .startSpan(
        'db.query',
        {
          kind: api.SpanKind.CLIENT,
          startTime,
          attributes: { 'db.system': database.kind === 'postgres' ? 'postgresql' : 'pglite', 'db.query.text': statement.slice(0, STATEMENT_TEXT_LIMIT) },
        },
        parent,
      )
      .end(startTime + seconds * 1000);
  });

  app.addHook('onClose', async () => {
    stopStatements();
    await provider.shutdown();
    contextManager.disable();
    api.context.disable();
  });
}
