import type { FastifyPluginAsync } from 'fastify';

/** Spec section 7 "courses" routes (being built). */
export const coursesRoutes: FastifyPluginAsync = async () => {};
