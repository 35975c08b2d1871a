import type { FastifyPluginAsync } from 'fastify';
import { guardByDefault } from '../auth/guards.js';
import { authRoutes } from './auth/routes.js';
import { organizationsRoutes } from './organizations/routes.js';
import { profileRoutes } from './profile/routes.js';
import { sessionsRoutes } from './sessions/routes.js';

/**
 * Every resource's routes, registered under /api by app.ts. A new module adds one line here. Each route is
 * signed-in unless it declares `config: { public: true }` (guardByDefault).
 */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  guardByDefault(app);
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(organizationsRoutes);
  await app.register(sessionsRoutes);
};
