import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The events endpoints of spec section 7 (issue 9 fills this in). */
export const eventsRoutes: FastifyPluginAsyncZod = async () => {};
