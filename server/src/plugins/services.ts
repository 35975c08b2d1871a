import fp from 'fastify-plugin';
import { type AuthService, createAuthService } from '../modules/auth/service.js';
import { createOrganizationsService, type OrganizationsService } from '../modules/organizations/service.js';
import { createProfileService, type ProfileService } from '../modules/profile/service.js';

export interface Services {
  auth: AuthService;
  profile: ProfileService;
  organizations: OrganizationsService;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The domain services; routes take them from here and never touch the database themselves. */
    services: Services;
  }
}

export const servicesPlugin = fp(
  async (app) => {
    const services: Services = {
      auth: createAuthService(app.db),
      profile: createProfileService(app.db),
      organizations: createOrganizationsService(app.db),
    };
    app.decorate('services', services);
  },
  { name: 'services', dependencies: ['database'] },
);
