import {
  CalendarFeedCreatedSchema,
  CalendarFeedStatusSchema,
  CalendarQuerySchema,
  CalendarSchema,
  successEnvelope,
} from '@campus/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, signedIn } from '../../auth/guards.js';
import { clientAddress, limitRequests } from '../../plugins/rate-limit.js';
import { errorResponses, ok } from '../shared/envelope.js';

const ICS_TYPE = 'text/calendar; charset=utf-8';
/** The iCalendar answers: text, which fastify sends as it is (the schema documents it). */
const IcsSchema = z.string().describe('An iCalendar file (RFC 5545), sent as text/calendar');
const IcsRangeSchema = z.object({ from: CalendarQuerySchema.shape.from, to: CalendarQuerySchema.shape.to });
const FeedParamsSchema = z.object({ token: z.string() });

/**
 * The calendars (spec section 2: the dashboard's, the owner calendar, the admin Course Calendar) and the
 * personal feed: a secret URL that calendar apps read without a session (Canvas and Luma have the same).
 */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['calendar'];
  const service = () => app.services.calendar;
  /** Where links handed out point: the configured public address, else this request's origin. */
  const baseUrl = (request: { protocol: string; host: string }) =>
    app.publicUrl ?? `${request.protocol}://${request.host}`;

  app.get(
    '/calendar',
    {
      schema: {
        tags,
        summary: 'The calendar entries of a range (at most 400 days) in one scope: mine, owner or admin',
        description:
          "mine: the reader's and their children's enrolled courses (sessions, or the schedule's dates while a course has none), the courses they teach, and the events of their RSVPs that are approved or pending and yes or maybe. owner: the courses and events the reader owns, each listed with its entry count. admin (admins only, else 403): every course, with the courses that have entries.",
        ...bearerSecurity,
        querystring: CalendarQuerySchema,
        response: { 200: successEnvelope(CalendarSchema), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => ok(await service().range(signedIn(request), request.query)),
  );

  app.get(
    '/calendar/ics',
    {
      schema: {
        tags,
        summary: "The reader's own calendar (scope mine) of a range as an iCalendar file",
        ...bearerSecurity,
        querystring: IcsRangeSchema.superRefine((query, context) => {
          // The range rules of GET /calendar, scope aside.
          const result = CalendarQuerySchema.safeParse(query);
          if (!result.success) for (const issue of result.error.issues) context.addIssue({ ...issue });
        }),
        response: { 200: IcsSchema, ...errorResponses(401, 422) },
      },
    },
    async (request, reply) => {
      const ics = await service().ics(signedIn(request), request.query, baseUrl(request));
      return reply.type(ICS_TYPE).header('content-disposition', 'inline; filename="campus.ics"').send(ics);
    },
  );

  app.get(
    '/calendar/feed',
    {
      schema: {
        tags,
        summary: 'Whether the reader has a calendar feed URL, and since when (the URL is shown only once)',
        ...bearerSecurity,
        response: { 200: successEnvelope(CalendarFeedStatusSchema), ...errorResponses(401) },
      },
    },
    async (request) => ok(await service().feedStatus(signedIn(request))),
  );

  app.post(
    '/calendar/feed',
    {
      schema: {
        tags,
        summary: "A new secret URL of the reader's calendar feed; an earlier URL stops working at once",
        ...bearerSecurity,
        response: { 201: successEnvelope(CalendarFeedCreatedSchema), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const feed = await service().createFeed(signedIn(request), baseUrl(request));
      return reply.code(201).send(ok(feed, 'Calendar feed created'));
    },
  );

  app.delete(
    '/calendar/feed',
    {
      schema: {
        tags,
        summary: "Revokes the reader's calendar feed URL (it answers 404 at once)",
        ...bearerSecurity,
        response: { 200: successEnvelope(z.null()), ...errorResponses(401) },
      },
    },
    async (request) => {
      await service().revokeFeed(signedIn(request));
      return ok(null, 'Calendar feed revoked');
    },
  );

  app.get(
    '/calendar/feed/:token.ics',
    {
      config: { public: true },
      preHandler: limitRequests(
        app,
        app.rateLimits.calendarFeed,
        (request) => `calendar-feed:${clientAddress(request)}`,
      ),
      schema: {
        tags,
        summary: "A calendar feed (no session: the URL's token is the key)",
        description:
          "The feed owner's own calendar (their and their children's courses and events) for the past 30 and next 365 days. 404 for an unknown or revoked token; 429 past 60 reads a minute from one address.",
        params: FeedParamsSchema,
        response: { 200: IcsSchema, ...errorResponses(404, 429) },
      },
    },
    async (request, reply) => {
      const ics = await service().feed(request.params.token, baseUrl(request));
      // Calendar apps poll; an answer must never outlive a revocation in a shared cache.
      return reply.type(ICS_TYPE).header('cache-control', 'private, no-cache').send(ics);
    },
  );
};
