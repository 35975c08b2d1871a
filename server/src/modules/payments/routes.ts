import { IdParamSchema, PaymentIntentSchema, successEnvelope } from '@campus/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, signedIn } from '../../auth/guards.js';
import { errorResponses, ok } from '../shared/envelope.js';

const DEMO = 'Demo mode: no card is charged.';

/** Demo payment intents for one event or course (spec section 7 "Payments and cart"). */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['payments'];
  const service = () => app.services.payments;
  const response = { 201: successEnvelope(PaymentIntentSchema), ...errorResponses(401, 404, 422) };

  app.post(
    '/events/:id/payment-intent',
    {
      schema: {
        tags,
        summary:
          'A demo payment intent for one ticket of a published paid event (the first ticket type on sale)',
        description: `${DEMO} 404 for an event the user may not see; 422 for a free or unpublished event.`,
        ...bearerSecurity,
        params: IdParamSchema,
        response,
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await service().forEvent(signedIn(request), request.params.id), DEMO)),
  );

  app.post(
    '/courses/:id/payment-intent',
    {
      schema: {
        tags,
        summary: "A demo payment intent for a published paid course's price",
        description: `${DEMO} 404 for a course the user may not see; 422 for a free or unpublished course.`,
        ...bearerSecurity,
        params: IdParamSchema,
        response,
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await service().forCourse(signedIn(request), request.params.id), DEMO)),
  );
};
