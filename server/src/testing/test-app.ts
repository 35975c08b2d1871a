import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from '../app.js';
import { issueToken } from '../auth/token-store.js';
import type { DatabaseHandle } from '../db/connect.js';
import { findCredentialsByUsername } from '../modules/users/user-repository.js';
import { type RateLimits, resolveRateLimits } from '../plugins/rate-limit.js';
import { createTestDatabase } from './test-database.js';

export interface TestAppOptions {
  /** A built web app to serve; by default the repository's web/dist (if built). */
  webDir?: string;
  /**
   * Rate limits (login, loginPerAddress, loginPerAccount, register, passwordChange). Tests sign in, register and change
   * passwords often from one address, so the harness allows 1,000 of each per window unless a test sets
   * one (the rate-limit tests do).
   */
  rateLimit?: BuildAppOptions['rateLimit'];
  /** The app's logger (off unless a test reads what is logged, e.g. `{ level: 'warn', stream }`). */
  logger?: BuildAppOptions['logger'];
  /** The app's clock (token expiry tests move it); tokens from loginAs are issued at its time too. */
  now?: () => Date;
  /** The actor cache (on by default, as in production); false for tests that count every statement. */
  actorCache?: BuildAppOptions['actorCache'];
  /**
   * The guest page cache of GET /api/events: OFF unless a test turns it on (true or options), unlike in
   * production. Tests write events and RSVPs straight to the database and read the guest list at once,
   * which the cache would answer from before the write for up to its TTL.
   */
  guestPageCache?: BuildAppOptions['guestPageCache'];
  /** The user answer cache: OFF unless a test turns it on, for the guest page cache's reason. */
  userAnswerCache?: BuildAppOptions['userAnswerCache'];
  /** The configured public address (CAMPUS_PUBLIC_URL); none by default, so links take the request's. */
  publicUrl?: string;
  /** The live streams' heartbeat interval (BuildAppOptions.liveHeartbeatMs). */
  liveHeartbeatMs?: number;
  /**
   * How long a live stream lasts (BuildAppOptions.liveMaxStreamMs): the harnesses that inject every route
   * set it short, since an injected GET /api/live resolves only when the stream ends.
   */
  liveMaxStreamMs?: number;
  /** A bucket for the images (testing/s3-server.ts); the data folder when absent. */
  s3?: BuildAppOptions['s3'];
  /**
   * The request gate: production's limit, but a request waits up to 60 s for its turn (not 5 s), so that a
   * test sending 50 requests at once on a busy machine sees them all answered, as a real client retrying
   * after its 503 would.
   */
  requestGate?: BuildAppOptions['requestGate'];
  /**
   * The waitlist's clock (BuildAppOptions.waitlistJobs): 'manual' by default, so tests tick it; 'auto' for
   * the pg-boss queue on PostgreSQL (modules/waitlist/pg-boss-clock.test.ts).
   */
  waitlistJobs?: BuildAppOptions['waitlistJobs'];
  /**
   * An open database to serve instead of a new one (a second app on the same schema, as a second process
   * would be): the caller owns it and closes it after the app.
   */
  database?: DatabaseHandle;
  /** How answers are written: 'checked' (zod, compared with the compiled serializer) unless a test says. */
  answerSerialization?: BuildAppOptions['answerSerialization'];
}

export interface TestApp {
  app: FastifyInstance;
  /** The app's own database (demo data seeded), for assertions and set-up. */
  database: DatabaseHandle;
  /**
   * A fresh bearer token for a fixture account, e.g. `await loginAs('teacher')`. Issued directly (no argon2,
   * no rate limit); tests of the login endpoint itself use POST /api/login.
   */
  loginAs(username: string): Promise<string>;
  /** Closes the app, then the database (unless the caller gave it). */
  close(): Promise<void>;
}

export const TEST_LOGIN_RATE_LIMIT = { max: 1000, timeWindow: 60_000 };

/** Every limit raised to 1,000 a minute, so no test trips one by accident. */
export const TEST_RATE_LIMITS: RateLimits = {
  login: TEST_LOGIN_RATE_LIMIT,
  loginPerAddress: TEST_LOGIN_RATE_LIMIT,
  loginPerAccount: TEST_LOGIN_RATE_LIMIT,
  register: TEST_LOGIN_RATE_LIMIT,
  passwordChange: TEST_LOGIN_RATE_LIMIT,
  imageUploads: TEST_LOGIN_RATE_LIMIT,
  calendarFeed: TEST_LOGIN_RATE_LIMIT,
};

/** The app on a private, migrated and seeded database, for `app.inject` tests. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const shared = options.database;
  const database = shared ?? (await createTestDatabase());
  const closeDatabase = () => (shared ? Promise.resolve() : database.close());
  // Uploads of a test app go to a temporary folder of its own.
  const dataDir = await mkdtemp(join(tmpdir(), 'campus-test-data-'));
  try {
    const app = await buildApp({
      database,
      dataDir,
      webDir: options.webDir,
      logger: options.logger,
      rateLimit: resolveRateLimits(options.rateLimit, TEST_RATE_LIMITS),
      now: options.now,
      actorCache: options.actorCache,
      guestPageCache: options.guestPageCache ?? false,
      userAnswerCache: options.userAnswerCache ?? false,
      publicUrl: options.publicUrl,
      s3: options.s3,
      requestGate: options.requestGate ?? { waitMs: 60_000 },
      liveHeartbeatMs: options.liveHeartbeatMs,
      liveMaxStreamMs: options.liveMaxStreamMs,
      waitlistJobs: options.waitlistJobs,
      answerSerialization: options.answerSerialization ?? 'checked',
    });
    return {
      app,
      database,
      loginAs: (username) => tokenFor(database, username, options.now?.()),
      close: async () => {
        await app.close();
        await closeDatabase();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await closeDatabase();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

async function tokenFor(database: DatabaseHandle, username: string, now?: Date): Promise<string> {
  const user = await findCredentialsByUsername(database.db, username);
  if (!user) throw new Error(`No fixture account "${username}" in the test database`);
  return (await issueToken(database.db, user.id, now)).token;
}
