import { HEALTH_MESSAGES, type Health, HealthSchema, successEnvelope } from '@campus/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pendingMigrationCount } from '../../db/migrate.js';
import { errorResponses, ok } from '../shared/envelope.js';

/**
 * GET /api/health for a load balancer (public, never cached): 200 while this process can serve, else 503
 * with the reason, so the balancer stops sending it requests. A reconnecting change feed does not make a
 * process unhealthy: it serves correct data (its caches are emptied and bounded by their TTLs).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary:
          'Whether this process can serve: the database answers, migrations are current (for a balancer)',
        response: { 200: successEnvelope(HealthSchema), ...errorResponses(503) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const refuse = (message: string) => reply.code(503).send({ status: 'error' as const, message });
      if (app.draining) return refuse(HEALTH_MESSAGES.draining);
      let pending: number;
      try {
        pending = await pendingMigrationCount(app.database);
      } catch (error) {
        request.log.warn({ err: error }, 'health: the database does not answer');
        return refuse(HEALTH_MESSAGES.database);
      }
      if (pending > 0) return refuse(HEALTH_MESSAGES.migrations);
      const changes: Health['changes'] =
        app.changes.kind === 'memory' ? 'in process' : app.changes.connected ? 'listening' : 'reconnecting';
      return ok<Health>({ database: 'ok', migrations: 'current', changes });
    },
  );
};
