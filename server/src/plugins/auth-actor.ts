import fp from 'fastify-plugin';
import type { Actor, InvalidateUser, UserActor } from '../auth/actor.js';
import { ActorCache, type ActorCacheOptions } from '../auth/actor-cache.js';
import { findActorByToken, isUseStale, tokenSession, touchToken } from '../auth/token-store.js';
import { bearerTokenFrom, hashToken } from '../auth/tokens.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's clock: token expiry and session dates read it, so tests can move time. */
    clock: () => Date;
    /**
     * Call after committing any change that ends a user's tokens or alters their actor: logout, revoked
     * sessions, a password change, and (for the modules to come) a permission or admin-flag change and the
     * deletion of a user. Drops the user's cached actors here and in every other process (app.changes,
     * topic `actor`). Without it a stale actor is served for up to ACTOR_CACHE_TTL_MS (10 s).
     */
    invalidateUser: InvalidateUser;
  }
  interface FastifyRequest {
    /** The signed-in user, or null for a guest (or an unknown, revoked or expired token). */
    actor: Actor;
  }
}

export interface AuthActorOptions {
  /** The clock; the real time unless a test sets it. */
  now?: () => Date;
  /** The token -> actor cache: on by default; false turns it off (tests counting every statement). */
  actorCache?: boolean | ActorCacheOptions;
}

/**
 * Resolves the actor of every /api request from `Authorization: Bearer`: from the actor cache, else in one
 * statement. An unknown, revoked or expired token leaves a guest: public routes (login, register) still
 * answer, protected routes answer 401 through the guards. A use is recorded (extending the token's life)
 * at most once an hour per token, cached or not.
 */
export const authActorPlugin = fp<AuthActorOptions>(
  async (app, options) => {
    const now = options.now ?? (() => new Date());
    const cache =
      options.actorCache === false
        ? undefined
        : new ActorCache(options.actorCache === true ? {} : options.actorCache);
    // Every process drops the user's tokens when any process announces a change (this one included, which
    // has dropped them already); when announcements may have been lost, everything goes.
    if (cache) {
      app.changes.subscribe('actor', ({ userId }) => cache.dropUser(userId));
      app.changes.onGap(() => cache.clear());
    }

    app.decorate('clock', now);
    app.decorate('invalidateUser', async (userId: number) => {
      cache?.dropUser(userId);
      // Sent even with this process's cache off: other processes may have theirs on.
      try {
        await app.changes.publish('actor', { userId });
      } catch (error) {
        // The change itself is committed; other processes catch up when their entries age out.
        app.log.error({ err: error, userId }, 'Announcing an actor change failed');
      }
    });
    app.decorateRequest('actor', null);

    /** The cached actor of a token, while the token lives by the app's clock; undefined otherwise. */
    function cachedActor(hash: string, at: Date): UserActor | undefined {
      const cached = cache?.get(hash);
      // A cached copy is not served past the token's expiry by the app's clock; the database decides then
      // (another process may have recorded a later use).
      if (cached && Date.parse(cached.session.expiresAt) > at.getTime()) return cached;
      if (cached) cache?.drop(hash);
      return undefined;
    }

    async function resolve(token: string, hash: string, at: Date): Promise<UserActor | null> {
      const cached = cachedActor(hash, at);
      if (cached) return cached;
      const generation = cache?.begin() ?? 0;
      const actor = await findActorByToken(app.db, token, at);
      if (actor) cache?.set(hash, actor, generation);
      return actor;
    }

    async function resolveAndTouch(token: string, hash: string, at: Date): Promise<UserActor | null> {
      const actor = await resolve(token, hash, at);
      if (actor && isUseStale(actor.session, at)) {
        await touchToken(app.db, actor.tokenId, at);
        actor.session = tokenSession({ ...actor.session, lastUsedAt: at.toISOString() });
        cache?.setSession(hash, actor.session);
      }
      return actor;
    }

    /** resolveAndTouch, once for all the requests of a token that arrive while it runs; each gets a copy. */
    function sharedLookup(token: string, hash: string, at: Date): Promise<UserActor | null> {
      let lookup = cache?.pending(hash);
      if (!lookup) {
        const generation = cache?.begin() ?? 0;
        lookup = resolveAndTouch(token, hash, at);
        cache?.track(hash, generation, lookup);
      }
      return lookup.then((actor) => actor && { ...actor, session: { ...actor.session } });
    }

    // A callback hook: it runs on every request, and an async one costs a promise each time; a cached actor
    // whose use was recorded lately (the usual case) is set at once.
    app.addHook('onRequest', (request, _reply, done) => {
      if (!request.url.startsWith('/api/')) return done();
      const token = bearerTokenFrom(request.headers.authorization);
      if (!token) return done();
      const at = now();
      const hash = hashToken(token);
      const cached = cachedActor(hash, at);
      if (cached && !isUseStale(cached.session, at)) {
        request.actor = cached;
        return done();
      }
      sharedLookup(token, hash, at).then((actor) => {
        request.actor = actor;
        done();
      }, done);
    });
  },
  { name: 'auth-actor', dependencies: ['database', 'change-feed'] },
);
