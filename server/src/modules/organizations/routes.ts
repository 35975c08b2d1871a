import { OrganizationSummarySchema, successEnvelope } from '@campus/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../shared/envelope.js';

export const organizationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/organizations/registration',
    {
      config: { public: true },
      schema: {
        tags: ['organizations'],
        summary: 'Active organizations for the register form (public)',
        response: { 200: successEnvelope(z.array(OrganizationSummarySchema)) },
      },
    },
    async () => ok(await app.services.organizations.registrationOptions()),
  );
};
