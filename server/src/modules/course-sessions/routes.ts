import type { FastifyPluginAsync } from 'fastify';

/** Spec section 7 "course-sessions" routes (being built). */
export const courseSessionsRoutes: FastifyPluginAsync = async () => {};
