import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Filled in by issue 9. */
export const eventEditingRoutes: FastifyPluginAsyncZod = async (app) => {
  void app;
};
