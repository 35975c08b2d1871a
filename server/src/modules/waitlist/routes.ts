import {
  EventWaitlistJoinInputSchema,
  IdParamSchema,
  idParam,
  MyWaitlistEntrySchema,
  successEnvelope,
  WAITLIST_MESSAGES,
  WaitlistClaimResultSchema,
  WaitlistEntriesSchema,
  WaitlistEntrySchema,
  WaitlistOrderInputSchema,
} from '@campus/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, signedIn } from '../../auth/guards.js';
import { errorResponses, ok } from '../shared/envelope.js';
import type { LineOf } from './repository.js';

const EntryParamsSchema = z.object({ entryId: idParam() });
const LineEntryParamsSchema = z.object({ id: idParam(), entryId: idParam() });
const EntryEnvelope = successEnvelope(WaitlistEntrySchema);
const EntriesEnvelope = successEnvelope(WaitlistEntriesSchema);
/** POST /courses/{id}/waitlist takes no fields (an empty object or no body). */
const NoBodySchema = z.object({}).strict().optional();

const staff =
  'Staff of the event (its owners) or course (its owners), and admins. Others who see it get 403, who do not 404; an entry of another line under this path is a 404.';

/** Waitlists of full events, ticket types and courses (issue 25). */
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['waitlist'];
  const service = () => app.services.waitlist;

  app.get(
    '/waitlist',
    {
      schema: {
        tags,
        summary: "The signed-in user's waitlist entries in play (waiting, offered, in cart), with positions",
        ...bearerSecurity,
        response: { 200: successEnvelope(z.array(WaitlistEntrySchema)), ...errorResponses(401) },
      },
    },
    async (request) => ok(await service().mine(signedIn(request))),
  );

  app.post(
    '/waitlist/:entryId/claim',
    {
      schema: {
        tags,
        summary: 'Claims an open offer',
        description:
          "One's own entry only (404 otherwise). A free event's offer becomes an approved RSVP, a course's an enrollment, a paid ticket type's a cart line held until the offer ends. No open offer, or its window has passed: 409.",
        ...bearerSecurity,
        params: EntryParamsSchema,
        response: { 200: successEnvelope(WaitlistClaimResultSchema), ...errorResponses(401, 404, 409, 422) },
      },
    },
    async (request) => {
      const result = await service().claim(signedIn(request), request.params.entryId);
      return ok(result, result.kind === 'cart' ? WAITLIST_MESSAGES.claimedToCart : WAITLIST_MESSAGES.claimed);
    },
  );

  app.post(
    '/waitlist/:entryId/decline',
    {
      schema: {
        tags,
        summary:
          'Declines an open offer (or gives back a held cart line); the next in line is offered the place',
        ...bearerSecurity,
        params: EntryParamsSchema,
        response: { 200: EntryEnvelope, ...errorResponses(401, 404, 409) },
      },
    },
    async (request) =>
      ok(await service().decline(signedIn(request), request.params.entryId), WAITLIST_MESSAGES.declined),
  );

  for (const kind of ['event', 'course'] as const) {
    const base = kind === 'event' ? '/events/:id/waitlist' : '/courses/:id/waitlist';
    const line = (id: number): LineOf => ({ kind, id });
    const what = kind === 'event' ? 'event' : 'course';

    app.get(
      base,
      {
        schema: {
          tags,
          summary: `The signed-in user's entry on the ${what}'s waitlist, with its position (null when none)`,
          ...bearerSecurity,
          params: IdParamSchema,
          response: { 200: successEnvelope(MyWaitlistEntrySchema), ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => ok(await service().myEntry(signedIn(request), line(request.params.id))),
    );

    app.post(
      base,
      {
        schema: {
          tags,
          summary: `Joins the ${what}'s waitlist`,
          description:
            kind === 'event'
              ? 'Only when full (409 otherwise), not twice, not with an RSVP already (409), not once the event is over (422). A paid event needs ticket_type_id (its full ticket type); a free one takes none (422).'
              : 'Only when full (409 otherwise), not twice, not when enrolled or requested already (409), not once the course is over (422).',
          ...bearerSecurity,
          params: IdParamSchema,
          body: kind === 'event' ? EventWaitlistJoinInputSchema.optional() : NoBodySchema,
          response: { 201: EntryEnvelope, ...errorResponses(401, 403, 404, 409, 422) },
        },
      },
      async (request, reply) => {
        const actor = signedIn(request);
        const entry =
          kind === 'event'
            ? await service().joinEvent(
                actor,
                request.params.id,
                EventWaitlistJoinInputSchema.parse(request.body ?? {}),
              )
            : await service().joinCourse(actor, request.params.id);
        return reply.code(201).send(ok(entry, WAITLIST_MESSAGES.joined));
      },
    );

    app.delete(
      base,
      {
        schema: {
          tags,
          summary: `Leaves the ${what}'s waitlist (an open offer passes to the next)`,
          ...bearerSecurity,
          params: IdParamSchema,
          response: { 200: successEnvelope(z.null()), ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        await service().leave(signedIn(request), line(request.params.id));
        return ok(null, WAITLIST_MESSAGES.left);
      },
    );

    app.get(
      `${base}/entries`,
      {
        schema: {
          tags,
          summary: `The ${what}'s waitlist in line order, with the users (staff)`,
          description: staff,
          ...bearerSecurity,
          params: IdParamSchema,
          response: { 200: EntriesEnvelope, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => ok(await service().entries(signedIn(request), line(request.params.id))),
    );

    app.put(
      `${base}/entries/order`,
      {
        schema: {
          tags,
          summary: `Reorders the ${what}'s waiting entries (staff)`,
          description: `${staff} entry_ids lists every waiting entry exactly once, first in line first (422 otherwise).`,
          ...bearerSecurity,
          params: IdParamSchema,
          body: WaitlistOrderInputSchema,
          response: { 200: EntriesEnvelope, ...errorResponses(401, 403, 404, 422) },
        },
      },
      async (request) =>
        ok(
          await service().reorder(signedIn(request), line(request.params.id), request.body.entry_ids),
          WAITLIST_MESSAGES.reordered,
        ),
    );

    app.post(
      `${base}/entries/:entryId/offer`,
      {
        schema: {
          tags,
          summary: `Offers a free place of the ${what} to a waiting entry now, out of turn (staff)`,
          description: `${staff} The entry must be waiting (409) and a place free for it (409: capacity is never exceeded).`,
          ...bearerSecurity,
          params: LineEntryParamsSchema,
          response: { 200: EntryEnvelope, ...errorResponses(401, 403, 404, 409, 422) },
        },
      },
      async (request) =>
        ok(
          await service().offer(signedIn(request), line(request.params.id), request.params.entryId),
          WAITLIST_MESSAGES.offered,
        ),
    );
  }
};
