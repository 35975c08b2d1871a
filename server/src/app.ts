import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ChangeFeed } from './changes/change-feed.js';
import { DEFAULT_WEB_DIR, type RedisConfig, type S3Config } from './config.js';
import type { DatabaseHandle } from './db/connect.js';
import { livePlugin } from './live/live-plugin.js';
import { apiRoutes } from './modules/routes.js';
import { type AnswerSerialization, answerSerializerCompiler } from './plugins/answer-serializer.js';
import { type AuthActorOptions, authActorPlugin } from './plugins/auth-actor.js';
import { changeFeedPlugin } from './plugins/change-feed.js';
import { compressionPlugin } from './plugins/compression.js';
import { databasePlugin } from './plugins/database.js';
import { drainingPlugin } from './plugins/draining.js';
import { installErrorHandler } from './plugins/error-handler.js';
import { type GuestPageCachePluginOptions, guestPageCachePlugin } from './plugins/guest-page-cache.js';
import { imageStorePlugin } from './plugins/image-store.js';
import { installJsonBodyParser } from './plugins/json-body.js';
import { type RateLimitOverrides, rateLimitPlugin, resolveRateLimits } from './plugins/rate-limit.js';
import { redisPlugin } from './plugins/redis.js';
import { installNulGuard } from './plugins/reject-nul.js';
import { type RequestGateOptions, requestGatePlugin } from './plugins/request-gate.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { servicesPlugin } from './plugins/services.js';
import { swaggerPlugin } from './plugins/swagger.js';
import { installUploads } from './plugins/uploads.js';
import { answerFrameworkError, installLongUrlGuard, MAX_PATH_PARAM_LENGTH } from './plugins/url-errors.js';
import { type UserAnswerCachePluginOptions, userAnswerCachePlugin } from './plugins/user-answer-cache.js';
import { waitlistClockPlugin } from './plugins/waitlist-clock.js';
import { installWebApp } from './plugins/web-app.js';
import { writeAnnouncementsPlugin } from './plugins/write-announcements.js';
import { validatorCompiler } from './plugins/zod-compilers.js';
import type { ImageStore } from './storage/image-store.js';

export interface BuildAppOptions {
  /** An open, migrated database; the caller owns it and closes it after the app. */
  database: DatabaseHandle;
  /** The data folder (uploads live here). */
  dataDir: string;
  /** The built web app; defaults to web/dist of this repository. */
  webDir?: string;
  logger?: FastifyServerOptions['logger'];
  /**
   * Limits over the defaults (plugins/rate-limit.ts): `login` per address and username, `loginPerAddress`,
   * `loginPerAccount` (failed logins of one username from any address), `register` per address,
   * `passwordChange` per user; each `{ max, timeWindow }` in milliseconds.
   */
  rateLimit?: RateLimitOverrides;
  /** The clock (token expiry, session dates); tests set it to move time. */
  now?: () => Date;
  /**
   * The token -> actor cache (plugins/auth-actor.ts): on unless false; options set its size and life. Tests
   * that count every statement of a request turn it off.
   */
  actorCache?: AuthActorOptions['actorCache'];
  /**
   * The guest page cache of GET /api/events and /api/courses (plugins/guest-page-cache.ts): on unless
   * false; options set its size and life. Every write request of this app empties it; writes it does not see (straight to
   * the database, another process) show after its TTL (1 s). The test harness turns it off by default.
   */
  guestPageCache?: GuestPageCachePluginOptions['guestPageCache'];
  /**
   * The user answer cache of a signed-in user's repeated reads (plugins/user-answer-cache.ts): on unless
   * false; options set its life (1 s) and size. Emptied by every write request, here at once and in other
   * processes on the change feed. The test harness turns it off by default.
   */
  userAnswerCache?: UserAnswerCachePluginOptions['userAnswerCache'];
  /**
   * The address people reach Campus at (config CAMPUS_PUBLIC_URL), for links handed out to be opened
   * elsewhere (the calendar feed); each request's own origin when absent.
   */
  publicUrl?: string;
  /**
   * The change feed (changes/change-feed.ts) as `app.changes`: made for the database unless given (a given
   * feed stays the caller's to close).
   */
  changes?: ChangeFeed;
  /** Redis for the rate limits shared by every process (REDIS_URL); in process when absent. */
  redis?: RedisConfig;
  /** An S3 bucket for uploaded images (S3_BUCKET); the data folder when absent. */
  s3?: S3Config;
  /** How often open live streams get a heartbeat comment (live/live-plugin.ts); 20 s unless a test sets it. */
  liveHeartbeatMs?: number;
  /** How long a live stream lasts before its client reconnects (live/live-plugin.ts); 30 minutes. */
  liveMaxStreamMs?: number;
  /** An image store made by the caller, over `s3` and the data folder (tests). */
  imageStore?: ImageStore;
  /**
   * The request gate (plugins/request-gate.ts): at most `limit` API requests at the database at once (8 on
   * PGlite, 32 on PostgreSQL), the others waiting up to `waitMs` (5 s) before a 503; false turns it off.
   */
  requestGate?: RequestGateOptions | false;
  /**
   * Milliseconds a connection may stay silent (no byte either way) and a request may take to arrive whole
   * before the socket is closed (60 s): a client that gave up stops holding a socket. Event streams turn
   * the idle limit off for their own sockets.
   */
  requestTimeoutMs?: number;
  /**
   * The waitlist's clock (plugins/waitlist-clock.ts): 'auto' runs it (pg-boss on PostgreSQL, a timer on
   * PGlite); 'manual' (the default) leaves it to `app.waitlistClock.tick()`.
   */
  waitlistJobs?: 'auto' | 'manual';
  /**
   * How answers are written (plugins/answer-serializer.ts): 'compiled' (the default) by fast-json-stringify
   * from each route's JSON Schema; 'checked' (the test harnesses) by zod, checked, and compared with the
   * compiled serializer's JSON.
   */
  answerSerialization?: AnswerSerialization;
}

/** BuildAppOptions.requestTimeoutMs's default. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** BuildAppOptions.publicUrl, or null: then links take the request's origin. */
    publicUrl: string | null;
  }
}

/**
 * Builds the Campus server: external plugins (database, rate limit, docs), then the app's own (actor,
 * services), then the routes under /api, then the web app. main.ts listens; tests use `app.inject`.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    frameworkErrors: answerFrameworkError,
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
    requestTimeout: options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
    connectionTimeout: options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler(options.answerSerialization ?? 'compiled'));
  installErrorHandler(app);
  app.decorate('publicUrl', options.publicUrl ?? null);
  // First, so that every answer carries the headers, errors and 404s included.
  await app.register(securityHeadersPlugin);
  installJsonBodyParser(app);
  installNulGuard(app);
  installLongUrlGuard(app);
  await app.register(compressionPlugin);
  // Before the actor lookup and every other hook that reaches the database.
  await app.register(requestGatePlugin, {
    gate: options.requestGate ?? {},
    databaseKind: options.database.kind,
  });

  await app.register(databasePlugin, { database: options.database, dataDir: options.dataDir });
  await app.register(drainingPlugin);
  await app.register(changeFeedPlugin, { changes: options.changes });
  await app.register(redisPlugin, { redis: options.redis });
  await app.register(livePlugin, {
    heartbeatMs: options.liveHeartbeatMs,
    maxStreamMs: options.liveMaxStreamMs,
  });
  await app.register(imageStorePlugin, { s3: options.s3, imageStore: options.imageStore });
  await app.register(rateLimitPlugin, { limits: resolveRateLimits(options.rateLimit), now: options.now });
  await app.register(swaggerPlugin);
  await app.register(authActorPlugin, { now: options.now, actorCache: options.actorCache });
  await app.register(servicesPlugin);
  await app.register(waitlistClockPlugin, { waitlistJobs: options.waitlistJobs });
  await app.register(writeAnnouncementsPlugin);
  await app.register(guestPageCachePlugin, { guestPageCache: options.guestPageCache });
  await app.register(userAnswerCachePlugin, { userAnswerCache: options.userAnswerCache });
  await app.register(apiRoutes, { prefix: '/api' });
  await installUploads(app, options.dataDir);
  await installWebApp(app, options.webDir ?? DEFAULT_WEB_DIR);

  await app.ready();
  return app;
}

export type { FastifyInstance };
