import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import type { TConfig } from './config';
import { DRIVER_APP_GUIDE } from './modules/drivers';
import { openDatabase } from './db/client';
import type { TDatabase } from './db/client';
import { authPlugin } from './platform/auth/auth.plugin';
import { idempotencyPlugin } from './platform/idempotency';
import { relayHubEvents } from './platform/hub/relay';
import { createLoginThrottle } from './platform/auth/login-throttle';
import { createSessionCache } from './platform/auth/session-cache';
import { createTokenService } from './platform/auth/tokens';
import { validatorCompiler } from './platform/query-first';
import { createAdjustableClock, systemClock } from './platform/clock';
import { devClockRoutes } from './platform/dev-clock.routes';
import type { TClock } from './platform/clock';
import type { TAppContext } from './platform/context';
import { AppError, errorsPlugin, sendError } from './platform/errors';
import { createExternalHub } from './platform/hub/external-hub';
import { createHub } from './platform/hub/hub';
import { hubRoutes } from './platform/hub/hub.routes';
import { createLocalPubSub, createPostgresPubSub } from './platform/pubsub';
import type { TPubSub } from './platform/pubsub';
import { computeSecurityHeaders, securityHeadersPlugin } from './platform/security-headers';
import { serializeRequest } from './platform/logging';
import { textInputPlugin } from './platform/text-input';
import { uploadsPlugin } from './platform/uploads';
import { createMailer } from './platform/mail';
import { createPasswordHasher } from './platform/passwords';
import { createS3FileStorage } from './platform/s3-storage';
import { createFileStorage } from './platform/storage';
import { writesUnderWay } from './platform/turns';
import { APP_MODULES, createSessionLoader, isSessionLive, missedNotifications } from './modules';

export type TBuildAppOptions = {
  config: TConfig;
  clock?: TClock;
  /** An already opened database (tests share one per file); otherwise opened from the config and closed with the app. */
  db?: TDatabase;
  /** Where the log goes (tests read it); standard output otherwise. */
  logStream?: NodeJS.WritableStream;
  /**
   * Reference and demo data still being prepared while the server already listens (a first start
   * loads the places): until it settles, every API request but the health check waits for it, so
   * none sees a database without its places or demo accounts. Pages of the web app load meanwhile.
   */
  dataReady?: Promise<unknown>;
  /** Tests: the messages between instances (e.g. one that hears nothing of the others); made from the database otherwise. */
  pubsub?: TPubSub;
};

/**
 * A safety net only: every change a session shows drops it at once. Bounds what a change made
 * outside the app (by hand in the database) takes to be seen.
 */
const SESSION_CACHE_TTL_MS = 30_000;
const SESSION_CACHE_MAX_ENTRIES = 10_000;

/** The largest upload any route takes (e-protocols: 10 MB); a route may take less. */
const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;

/** JSON bodies above this are refused with 413; uploads have their own limits. */
const BODY_LIMIT_BYTES = 1024 * 1024;

function contentSecurityPolicy(config: TConfig) {
  const tileOrigin = (() => {
    try {
      return new URL(config.tileUrl.replace(/\{[a-z]\}/g, 'a')).origin;
    } catch {
      return null;
    }
  })();
  const https = config.publicUrl.startsWith('https://');
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // No inline and no third-party scripts: tokens live in browser storage (SECURITY.md).
      scriptSrc: ["'self'"],
      // The UI library writes its CSS variables in a <style> element.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...(tileOrigin ? [tileOrigin] : [])],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      // The staff's review shows a legal document's PDF in an iframe from a blob: URL (fetched with the
      // token); without it frame-src falls back to default-src, which blob: never matches.
      frameSrc: ["'self'", 'blob:'],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

export async function buildApp(options: TBuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const baseClock = options.clock ?? systemClock;
  const devClock = config.devClock ? createAdjustableClock(baseClock) : null;
  const clock = devClock ?? baseClock;

  const helmetOptions = {
    contentSecurityPolicy: contentSecurityPolicy(config),
    hsts: config.publicUrl.startsWith('https://'),
    crossOriginEmbedderPolicy: false,
  };
  const securityHeaders = computeSecurityHeaders(helmetOptions);

  const webIndexHtml = webIndexReader(config);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.query.token'],
      serializers: { req: serializeRequest },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // A URL the router cannot read, or a path parameter over maxParamLength, is answered before any
    // route or hook: our error body and our headers must still be there.
    frameworkErrors: (error, request, reply) => {
      reply.headers(securityHeaders);
      reply.header('x-request-id', request.id);
      // Not the error itself: its message repeats the raw URL, query tokens included.
      request.log.info({ code: error.code }, 'client error');
      const code =
        error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? 'URI_TOO_LONG'
          : error.code === 'FST_ERR_ASYNC_CONSTRAINT'
            ? 'INTERNAL'
            : 'BAD_REQUEST';
      // A page address the browser cannot decode (`/offres/%`) is the web app's to answer, with its
      // own error page, not raw JSON.
      const page = isWebPageRequest(request.method, request.url) ? webIndexHtml() : null;
      if (page && code === 'BAD_REQUEST') {
        // Typed for the route it could not reach; any reply may carry a page.
        const pageReply = reply as unknown as FastifyReply;
        void pageReply.code(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page);
        return;
      }
      void sendError(request, reply, new AppError(code));
    },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  });
  // A POST with `Content-Type: application/json` and no body is a call without payload, not an error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : parseJson(request, body as string, done),
  );
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  countWrites(app);
  if (options.dataReady) waitForData(app, options.dataReady);

  // External plugins.
  await app.register(securityHeadersPlugin, helmetOptions);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  if (config.corsOrigins.length > 0) await app.register(fastifyCors, { origin: config.corsOrigins });
  await app.register(fastifyFormbody, { bodyLimit: BODY_LIMIT_BYTES });
  // Uploads: one file per request; each route reads it with its own size limit.
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 5, fileSize: UPLOAD_LIMIT_BYTES } });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Tariq API',
        version: '0.1.0',
        description: 'Road-freight exchange API. Errors are `{ code, message, fields? }`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      tags: [{ name: 'driver', description: DRIVER_APP_GUIDE }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (header) =>
      config.publicUrl.startsWith('https://') ? header : header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });

  // Platform.
  const db = options.db ?? (await openDatabase(config.database));
  if (!options.db) app.addHook('onClose', async () => db.close());
  const pubsub = options.pubsub ?? (db.pool ? createPostgresPubSub(db.pool, app.log) : createLocalPubSub());
  app.addHook('onClose', async () => pubsub.close());
  const files = config.s3
    ? await createS3FileStorage(config.s3)
    : await createFileStorage(config.dataDir ? path.join(config.dataDir, 'files') : null);
  app.addHook('onClose', async () => files.close());
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: config.dataDir ? path.join(config.dataDir, 'mail') : null,
  });
  app.addHook('onClose', async () => mailer.close());
  const hub = createHub();
  // Before the server stops waiting for open connections: streams do not end by themselves.
  app.addHook('preClose', async () => hub.close());
  const ctx: TAppContext = {
    config,
    db,
    clock,
    tokens: createTokenService(config.jwtSecret, clock, { hubSubscriberKey: config.mercure?.subscriberKey }),
    loginThrottle: createLoginThrottle({ clock }),
    passwords: createPasswordHasher(config.passwordHashing),
    pubsub,
    files,
    mailer,
    hub,
    externalHub: config.mercure
      ? createExternalHub({
          url: config.mercure.url,
          publisherKey: config.mercure.publisherKey,
          clock,
          warn: (message) => app.log.warn(message),
        })
      : null,
    sessions: createSessionCache({
      load: createSessionLoader({ db }),
      pubsub,
      clock,
      ttlMs: SESSION_CACHE_TTL_MS,
      maxEntries: SESSION_CACHE_MAX_ENTRIES,
    }),
    instanceState: new Map(),
  };
  app.decorate('ctx', ctx);
  await app.register(errorsPlugin);
  await app.register(textInputPlugin);
  await app.register(authPlugin);
  await app.register(idempotencyPlugin);
  await app.register(uploadsPlugin);

  // Modules, in the list's order: what each listens to first, then its routes.
  relayHubEvents(ctx);
  for (const module of APP_MODULES) module.setup?.(ctx);
  await app.register(hubRoutes, {
    replay: (options) => missedNotifications(ctx, options),
    isSessionLive: (options) => isSessionLive(ctx, options),
  });
  for (const module of APP_MODULES) if (module.routes) await app.register(module.routes);
  if (devClock) await app.register(devClockRoutes, { clock: devClock, modules: APP_MODULES, ctx: () => ctx });

  await registerWebApp(app, config, webIndexHtml() !== null);
  return app;
}

/** Counts the requests that write while they are under way: searches give way to them (platform/turns.ts). */
function countWrites(app: FastifyInstance) {
  const counted = new WeakSet<object>();
  const done = (request: { raw: object }) => {
    if (counted.delete(request.raw)) writesUnderWay.count--;
  };
  app.addHook('onRequest', (request, _reply, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') {
      counted.add(request.raw);
      writesUnderWay.count++;
    }
    next();
  });
  app.addHook('onResponse', (request, _reply, next) => {
    done(request);
    next();
  });
  app.addHook('onRequestAbort', (request, next) => {
    done(request);
    next();
  });
}

/** Holds API requests (the health check excepted) until `dataReady` settles; after a failed preparation they answer 500. */
function waitForData(app: FastifyInstance, dataReady: Promise<unknown>) {
  let isReady = false;
  const done = dataReady.then(() => {
    isReady = true;
  });
  // Awaited by the requests; the server itself stops on a failed preparation.
  done.catch(() => undefined);
  app.addHook('onRequest', async (request) => {
    if (isReady || !request.url.startsWith('/api/') || request.url.startsWith('/api/health')) return;
    await done;
  });
}

/** A browser asking for a page of the web app (not the API, not the hub). */
function isWebPageRequest(method: string, url: string): boolean {
  const isApi = url.startsWith('/api/') || url === '/api' || url.startsWith('/.well-known/');
  return !isApi && (method === 'GET' || method === 'HEAD');
}

/** The web app's index.html, read on first use and kept by this app; null when the web app is not built. */
function webIndexReader(config: TConfig): () => Buffer | null {
  let html: Buffer | null | undefined;
  return () => {
    if (html === undefined) {
      const indexFile = path.join(config.webDistDir, 'index.html');
      html = existsSync(indexFile) ? readFileSync(indexFile) : null;
    }
    return html;
  };
}

/** The built web app answers every path that is not the API's: the router of the SPA takes it from there. */
async function registerWebApp(app: FastifyInstance, config: TConfig, hasWeb: boolean) {
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      wildcard: false,
      index: false,
      // The build writes `.br` and `.gz` beside each text file (apps/web/precompress-plugin.ts), at
      // the best levels: sent as they are, with `Vary: Accept-Encoding`; a file without them is
      // compressed on the fly (@fastify/compress above).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Vite names assets by content hash: they never change under the same name.
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        // The page names the current build's assets: asked again at every visit. Set here, as the
        // plugin's own `public, max-age=0` replaces a header set before `sendFile`.
        else if (path.basename(filePath).startsWith('index.html')) res.header('Cache-Control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (hasWeb && isWebPageRequest(request.method, request.url)) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return sendError(request, reply, new AppError('NOT_FOUND'));
  });
}
