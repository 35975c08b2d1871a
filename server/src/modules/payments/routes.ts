import { IdParamSchema, PaymentIntentSchema, successEnvelope } from '@campus/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, signedIn } from '../../auth/guards.js';
import { errorResponses, ok } from '../shared/envelope.js';
import { answerIdempotently, IDEMPOTENCY_NOTE, IdempotencyHeadersSchema } from '../shared/idempotency.js';

const DEMO = 'Demo mode: no card is charged.';

/** Demo payment intents for one event or course (spec section 7 "Payments and cart"). */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['payments'];
  const service = () => app.services.payments;
  const response = { 201: successEnvelope(PaymentIntentSchema), ...errorResponses(401, 404, 409, 422) };

  app.post(
    '/events/:id/payment-intent',
    {
      schema: {
        tags,
        summary:
          'A demo payment intent for one ticket of a published paid event (the first ticket type on sale)',
        description: `${DEMO} 404 for an event the user may not see; 422 for a free or unpublished event, or one that has ended. An open intent of the user for the same ticket is answered again. ${IDEMPOTENCY_NOTE}`,
        ...bearerSecurity,
        headers: IdempotencyHeadersSchema,
        params: IdParamSchema,
        response,
      },
    },
    async (request, reply) =>
      answerIdempotently(app, request, reply, 201, async (db) =>
        ok(await service().within(db).forEvent(signedIn(request), request.params.id), DEMO),
      ),
  );

  app.post(
    '/courses/:id/payment-intent',
    {
      schema: {
        tags,
        summary: "A demo payment intent for a published paid course's price",
        description: `${DEMO} 404 for a course the user may not see; 422 for a free or unpublished course, or one whose last day has passed. An open intent of the user for the same course is answered again. ${IDEMPOTENCY_NOTE}`,
        ...bearerSecurity,
        headers: IdempotencyHeadersSchema,
        params: IdParamSchema,
        response,
      },
    },
    async (request, reply) =>
      answerIdempotently(app, request, reply, 201, async (db) =>
        ok(await service().within(db).forCourse(signedIn(request), request.params.id), DEMO),
      ),
  );
};
