import { AuthSessionSchema, LoginInputSchema, RegisterInputSchema, successEnvelope } from '@campus/sdk';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, signedIn } from '../../auth/guards.js';
import { clientAddress, limitRequests } from '../../plugins/rate-limit.js';
import { errorResponses, ok } from '../shared/envelope.js';
import { accountLoginThrottle, accountOf, usernameIn } from './account-throttle.js';

const SessionEnvelope = successEnvelope(AuthSessionSchema);

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = app.rateLimits;
  const perAccount = accountLoginThrottle(app);

  app.post(
    '/register',
    {
      config: { public: true },
      preHandler: limitRequests(app, limits.register, clientAddress),
      schema: {
        tags: ['auth'],
        summary: 'Create an account and sign in',
        body: RegisterInputSchema,
        response: { 201: SessionEnvelope, ...errorResponses(422, 429) },
      },
    },
    async (request, reply) => {
      const session = await app.services.auth.register(request.body);
      return reply.code(201).send(ok(session, 'Registration successful'));
    },
  );

  app.post(
    '/login',
    {
      config: { public: true },
      // Counted after the body is parsed (preHandler), so the keys can hold the username. The per-account
      // limit counts failed logins only (in the handler), from every address together.
      preHandler: [
        limitRequests(app, limits.loginPerAddress, clientAddress),
        limitRequests(app, limits.login, loginAttemptKey),
        perAccount.refuseThrottled,
      ],
      schema: {
        tags: ['auth'],
        summary: 'Sign in with username and password',
        body: LoginInputSchema,
        response: { 200: SessionEnvelope, ...errorResponses(401, 422, 429) },
      },
    },
    async (request) =>
      ok(await perAccount.track(request, () => app.services.auth.login(request.body)), 'Login successful'),
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke the token of this request',
        ...bearerSecurity,
        response: { 200: successEnvelope(z.null()), ...errorResponses(401) },
      },
    },
    async (request) => {
      await app.services.auth.logout(signedIn(request));
      return ok(null, 'Logged out');
    },
  );

  app.get(
    '/user',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user and their token',
        ...bearerSecurity,
        response: { 200: SessionEnvelope, ...errorResponses(401) },
      },
    },
    async (request) => ok(await app.services.auth.currentSession(signedIn(request))),
  );
};

/** Login attempts are counted per client address and username, so one attacker cannot lock out everyone. */
function loginAttemptKey(request: FastifyRequest): string {
  return `${clientAddress(request)}|${accountOf(usernameIn(request.body))}`;
}
