import type { FastifyPluginAsync } from 'fastify';

/** Spec section 7 "enrollments" routes (being built). */
export const enrollmentsRoutes: FastifyPluginAsync = async () => {};
