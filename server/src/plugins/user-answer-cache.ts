import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserActor } from '../auth/actor.js';
import {
  type CachedAnswer,
  type Lookup,
  UserAnswerCache,
  type UserAnswerCacheOptions,
  userAnswerKey,
} from '../caching/user-answer-cache.js';
import { USER_ANSWER_ROUTES } from '../caching/user-answer-routes.js';
import { JSON_TYPE } from './guest-page-cache.js';
import { isWriteRequest } from './write-announcements.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The signed-in users' answer cache (caching/user-answer-cache.ts), or null when off. */
    userAnswerCache: UserAnswerCache | null;
  }
  interface FastifyRequest {
    /** Set when this request reads an answer for the user answer cache: where to store it. */
    userAnswerRead: UserAnswerRead | null;
  }
}

interface UserAnswerRead {
  userId: number;
  key: string;
  generation: number;
  stored: boolean;
}

export interface UserAnswerCachePluginOptions {
  /** On unless false; options set its life and size. */
  userAnswerCache?: boolean | UserAnswerCacheOptions;
}

/**
 * Private (a user's own data): no shared cache keeps it, and a browser asks again each time, with the ETag
 * (If-None-Match), so an unchanged answer costs a 304.
 */
const PRIVATE_REVALIDATE = 'private, no-cache';

function cacheable(request: FastifyRequest): UserActor | null {
  if (request.method !== 'GET' || !request.actor) return null;
  return USER_ANSWER_ROUTES.has(request.routeOptions.url ?? '') ? request.actor : null;
}

function keyOf(request: FastifyRequest, actor: UserActor): string {
  const cartSession = request.headers['x-session-id'];
  return userAnswerKey(actor.session, request.url, typeof cartSession === 'string' ? cartSession : undefined);
}

function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const given = request.headers['if-none-match'];
  if (given === undefined) return false;
  return given === etag || given.split(',').some((tag) => tag.trim() === etag);
}

function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): void {
  reply.header('etag', answer.etag).header('cache-control', PRIVATE_REVALIDATE);
  if (matchesEtag(request, answer.etag)) reply.code(304).send();
  else reply.type(JSON_TYPE).send(answer.json);
}

/**
 * Serves a signed-in user's repeated reads (USER_ANSWER_ROUTES) from memory: a hit runs no statement and no
 * serializer. Looked up in preHandler, after the actor and the route's guards (its onRequest hooks), so a
 * request is answered only as the same session was answered before; stored in onSend from the text the route
 * sent with 200. Every write request (any method but GET, HEAD and OPTIONS) empties the cache in onSend, before
 * its answer leaves; other processes empty theirs on the change feed's `answers` (plugins/write-announcements),
 * and a change to a user's actor (topic `actor`) empties that user's.
 */
export const userAnswerCachePlugin = fp<UserAnswerCachePluginOptions>(
  async (app, options) => {
    const cache =
      options.userAnswerCache === false
        ? null
        : new UserAnswerCache(options.userAnswerCache === true ? {} : options.userAnswerCache);
    app.decorate('userAnswerCache', cache);
    if (!cache) return;
    app.decorateRequest('userAnswerRead', null);
    app.changes.subscribe('answers', () => cache.clear());
    app.changes.subscribe('actor', ({ userId }) => cache.dropUser(userId));
    app.changes.onGap(() => cache.clear());

    /** Serves a hit, or marks the request as the one that reads the answer. */
    function lookUp(request: FastifyRequest, reply: FastifyReply, actor: UserActor): Lookup {
      const key = keyOf(request, actor);
      const found = (cache as UserAnswerCache).lookup(actor.id, key);
      if (found.kind === 'hit') sendCached(request, reply, found.answer);
      else if (found.kind === 'lead') {
        request.userAnswerRead = { userId: actor.id, key, generation: found.generation, stored: false };
      }
      return found;
    }

    // Callback hooks: they run on every request, and an async one costs a promise each time. A hook that
    // answers does not call done.
    app.addHook('preHandler', (request, reply, done) => {
      const actor = cacheable(request);
      if (!actor) return done();
      const found = lookUp(request, reply, actor);
      if (found.kind === 'lead') return done();
      // Another request is reading this answer: take its copy when it is done rather than read it again
      // (a poll of many clients after a write reads once). If it stored nothing, this one reads for itself.
      if (found.kind === 'wait') {
        found.done.then(() => {
          if (lookUp(request, reply, actor).kind !== 'hit') done();
        });
      }
    });

    app.addHook('onSend', (request, reply, payload, done) => {
      if (isWriteRequest(request)) {
        cache.clear();
        return done(null, payload);
      }
      const read = request.userAnswerRead;
      if (read && reply.statusCode === 200 && typeof payload === 'string') {
        const answer = cache.store(read.userId, read.key, payload, read.generation);
        if (answer) {
          read.stored = true;
          reply.header('etag', answer.etag).header('cache-control', PRIVATE_REVALIDATE);
        }
      }
      done(null, payload);
    });

    app.addHook('onResponse', (request, _reply, done) => {
      // Again here: a write whose client went away skips onSend.
      if (isWriteRequest(request)) cache.clear();
      const read = request.userAnswerRead;
      if (read) cache.finish(read.userId, read.key, read.stored);
      done();
    });
  },
  { name: 'user-answer-cache', dependencies: ['change-feed', 'auth-actor', 'write-announcements'] },
);
