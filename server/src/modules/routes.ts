import type { FastifyPluginAsync } from 'fastify';
import { guardByDefault } from '../auth/guards.js';
import type { LoginRateLimit } from '../plugins/rate-limit.js';
import { authRoutes } from './auth/routes.js';
import { organizationsRoutes } from './organizations/routes.js';
import { profileRoutes } from './profile/routes.js';

export interface ApiRoutesOptions {
  loginRateLimit: LoginRateLimit;
}

/**
 * Every resource's routes, registered under /api by app.ts. A new module adds one line here. Each route is
 * signed-in unless it declares `config: { public: true }` (guardByDefault).
 */
export const apiRoutes: FastifyPluginAsync<ApiRoutesOptions> = async (app, options) => {
  guardByDefault(app);
  await app.register(authRoutes, { loginRateLimit: options.loginRateLimit });
  await app.register(profileRoutes);
  await app.register(organizationsRoutes);
};
