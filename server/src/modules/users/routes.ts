import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The users endpoints of spec section 7 (issue 8 fills this in). */
export const usersRoutes: FastifyPluginAsyncZod = async () => {};
