import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { BrowserReauthenticationRepository } from './auth/browser-reauthentication-repository';
import { ConfirmTokenBatchRepository } from './auth/confirm-token-batch-repository';
import { ConfirmTokenVerifier, providerKeySource, type ConfirmTokenKeySource } from './auth/confirm-token-verifier';
import { OidcGateway } from './auth/oidc-gateway';
import { PortalConfirmTokenRepository } from './auth/portal-confirm-token-repository';
import { recentSessionLookups } from './auth/recent-session-lookups';
import { runAsRequest } from './db/acting-account';
import { SessionRepository } from './auth/session-repository';
import { SignInRequestRepository } from './auth/sign-in-request-repository';
import type { Config } from './config/config';
import type { DatabaseHandle } from './db/database';
import { registerClientHeaderGuard } from './http/client-header-guard';
import { answerFrameworkError, registerErrorHandler } from './http/error-handler';
import { apiCompression } from './http/api-compression';
import { registerMetrics } from './http/metrics/metrics-route';
import { IGNORED_EVENTS } from './http/metrics/portal-events';
import { registerRequestTracing } from './http/tracing/request-tracing';
import { requestLogValue } from './http/log-serializers';
import { registerJsonEtags } from './http/list-etag';
import { AccountAnswerCache } from './http/account-answer-cache';
import { AccountChangeWatcher } from './modules/changes/account-change-watcher';
import { registerAnswerKeeping } from './http/kept-answers';
import { readPrerenderManifest } from './http/prerender-manifest';
import { contentSecurityPolicy } from './http/content-security-policy';
import { registerSecurityHeaders } from './http/security-headers';
import type { LogStream } from './http/terminal-log-stream';
import { createValidatorCompiler } from './http/validator-compiler';
import { webAppRoutes } from './http/web-app-routes';
import { requireCloudAccount } from './http/require-cloud-account';
import type { PortalServices } from './portal-services';
import { ROUTE_PLUGINS } from './route-plugins';
import { mayChangeCatalogue, ProductCatalogue } from './modules/products/product-catalogue';
import { deleteFinishedWebSignInRequests } from './modules/verification/verification-service';
import { pruneSecurityEvents } from './modules/security/security-event-repository';
import { webSignInAccessCheck } from './modules/verification/verification-access-check';
import type { BlobStore } from './storage/blob-store';
import { openBlobStore } from './storage/open-blob-store';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** Tests may pass their own; otherwise one is made from the configuration. */
  gateway?: OidcGateway;
  /** Tests may sign confirm tokens with their own keys; otherwise the provider's keys. */
  confirmTokenKeys?: ConfirmTokenKeySource;
  /** Where photos live; by default files under DATA_DIR/blobs. */
  blobs?: BlobStore;
  /** The token of operator calls (DATA_DIR/operator-token); without it they are not served. */
  operatorToken?: string;
  /** Where the log goes: standard output (JSON lines) unless a terminal or a test reads it. */
  logStream?: LogStream | undefined;
}

const CLEANUP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Builds the portal server. Registration order follows fastify/demo: external plugins
 * (security headers, cookies) → cross-cutting hooks (client header, errors) → routes → the
 * web app and its fallbacks last.
 */
export async function buildApp({ config, database, gateway, confirmTokenKeys, blobs, operatorToken, logStream }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      // No credential in the log (issue 15): query values and secret path parameters are dropped.
      serializers: { req: requestLogValue },
      ...(logStream && { stream: logStream }),
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Errors the router raises before any route runs (a malformed escape, an over-long path
    // parameter) bypass the error handler; they are bad input like any other.
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(createValidatorCompiler());
  // First of the hooks: a request another hook answers early is traced too.
  if (config.tracing !== null) await registerRequestTracing(app, config.tracing, database);
  // Each request's writes are told with the account it acts for (db/acting-account.ts).
  app.addHook('onRequest', (_request, _reply, done) => runAsRequest(done));

  const prerendered = readPrerenderManifest(config.webDistDir);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(config, prerendered?.inlineScriptHashes),
    },
    hsts: config.publicUrl.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  await app.register(fastifyCookie);

  // Collects every route's contract schema; served at /openapi.json.
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Cloud Portal API', version: '1' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'portal_session' } } },
    },
  });

  registerClientHeaderGuard(app);
  registerErrorHandler(app);
  // Before the routes, so every route's answers are counted.
  const events = config.metricsToken !== null ? registerMetrics(app, database, config.metricsToken) : IGNORED_EVENTS;

  // Sessions another provider signed in are ended when used (49202): the operator moved the portal.
  // A signed-in user's calls cost no query while nothing their session reads has changed.
  const lookups = await recentSessionLookups(database.changes);
  app.addHook('onClose', () => lookups.stop());
  const sessions = new SessionRepository(database.db, config.sessionIdleTimeoutMs, config.oidc.issuer, config.sessionMaxAgeMs, lookups.cache);
  const oidcGateway =
    gateway ??
    new OidcGateway({
      issuer: config.oidc.issuer,
      clientId: config.oidc.clientId,
      clientSecret: config.oidc.clientSecret,
      redirectUri: `${config.publicUrl}/auth/token/access`,
      confirmPassword: config.oidc.confirmPassword,
    });

  // The API's answers are compressed as they go; the web app's files were compressed at build
  // time (webAppRoutes), so compression is registered for the API's routes alone. The ETag
  // hook comes first: it reads the JSON before compression turns it into bytes; the answers
  // kept in memory are kept as JSON with their ETag, so they come next.
  const answers = new AccountAnswerCache();
  // Waits for changes are answered before the server closes, so none holds the shutdown up.
  const changes = new AccountChangeWatcher(database.db);
  app.addHook('preClose', async () => changes.close());
  const products = new ProductCatalogue(database.db);
  const stopForgettingProducts = database.changes.onLocalWrite(({ statement }) => {
    if (mayChangeCatalogue(statement)) products.forgetAll();
  });
  app.addHook('onClose', async () => stopForgettingProducts());
  // One store for the web's reads and the devices' uploads.
  const blobStore = blobs ?? (await openBlobStore(config.blobStore, config.dataDir));
  // The provider's keys: confirm tokens and devices' ID tokens are checked with them.
  const providerKeys = confirmTokenKeys ?? providerKeySource(oidcGateway);
  const services: PortalServices = {
    config,
    database,
    db: database.db,
    sessions,
    gateway: oidcGateway,
    providerKeys,
    confirmTokens: new ConfirmTokenVerifier(database.db, providerKeys, config.oidc.clientId),
    blobs: blobStore,
    accessChecks: [webSignInAccessCheck(config)],
    answers,
    changes,
    products,
    events,
    operatorToken: operatorToken ?? null,
  };
  await app.register(async (api) => {
    registerJsonEtags(api);
    registerAnswerKeeping(api, answers);
    await api.register(fastifyCompress, apiCompression);
    api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    // Every module's routes, from the one list of route-plugins.ts.
    for (const routes of ROUTE_PLUGINS.open) await api.register(routes, services);
    await api.register(async (cloud) => {
      requireCloudAccount(cloud, services);
      for (const routes of ROUTE_PLUGINS.cloud) await cloud.register(routes, services);
    });
  });
  await app.register(webAppRoutes, { webDistDir: config.webDistDir, prerendered });

  // Ended sessions and abandoned sign-ins are removed in the background, not on a request's time.
  const signInRequests = new SignInRequestRepository(database.db);
  const portalConfirmTokens = new PortalConfirmTokenRepository(database.db);
  const browserReauthentications = new BrowserReauthenticationRepository(database.db);
  const confirmTokenBatches = new ConfirmTokenBatchRepository(database.db);
  const cleanup = setInterval(() => {
    Promise.all([
      sessions.deleteExpired(),
      signInRequests.deleteExpired(),
      portalConfirmTokens.deleteExpired(),
      browserReauthentications.deleteExpired(),
      confirmTokenBatches.deleteExpired(),
      deleteFinishedWebSignInRequests(database.db),
      pruneSecurityEvents(database.db),
    ]).catch((error: unknown) =>
      app.log.warn({ err: error }, 'expired session clean-up failed'),
    );
  }, CLEANUP_INTERVAL_MS);
  cleanup.unref();
  app.addHook('onClose', async () => clearInterval(cleanup));

  return app;
}
