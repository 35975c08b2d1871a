import {
  AttendanceSheetSchema,
  CHECKIN_MESSAGES,
  CheckinCodeParamSchema,
  CheckinPanelSchema,
  CheckinResultSchema,
  CheckinSettingsInputSchema,
  CheckinSettingsSchema,
  IdParamSchema,
  idParam,
  RsvpCheckinInputSchema,
  RsvpRecordSchema,
  successEnvelope,
} from '@campus/sdk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, signedIn } from '../../auth/guards.js';
import { errorResponses, ok } from '../shared/envelope.js';

const SessionParamsSchema = z.object({ id: idParam(), sessionId: idParam() });
const RsvpParamsSchema = z.object({ id: idParam(), rsvpId: idParam() });
const PanelEnvelope = successEnvelope(CheckinPanelSchema);
const sessionStaff =
  "The course's staff (owners, editors, the teacher) and admins; a student of the course gets 403, someone who may not see it 404; a session of another course under this course's path is a 404.";
const eventManagers =
  'Owners of the event and admins; anyone else who sees the event gets 403, who does not 404.';

/** Check-in by code (issue 25): the staff panels of sessions and events, and the link people open. */
export const checkinRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['check-in'];
  const service = () => app.services.checkin;
  /** Where the link points: the configured public address, else this request's origin. */
  const origin = (request: { protocol: string; host: string }) =>
    app.publicUrl ?? `${request.protocol}://${request.host}`;

  app.post(
    '/checkin/:code',
    {
      schema: {
        tags,
        summary: 'Checks the signed-in user in with a code: present, or late after the start (sessions)',
        description:
          "An enrolled student of the session's course, or the holder of an approved yes RSVP of the event, from `checkin_opens_minutes` before the start to the end. 404 unknown code; 403 not enrolled or no approved RSVP; 409 already checked in or a cancelled session; 422 outside the window.",
        ...bearerSecurity,
        params: CheckinCodeParamSchema,
        response: { 200: successEnvelope(CheckinResultSchema), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const result = await service().checkIn(signedIn(request), request.params.code);
      return ok(
        result,
        result.status === 'late' ? CHECKIN_MESSAGES.checkedInLate : CHECKIN_MESSAGES.checkedIn,
      );
    },
  );

  app.get(
    '/courses/:id/sessions/:sessionId/checkin',
    {
      schema: {
        tags,
        summary: "A session's check-in code, window and who has checked in",
        description: sessionStaff,
        ...bearerSecurity,
        params: SessionParamsSchema,
        response: { 200: PanelEnvelope, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      ok(
        await service().sessionPanel(
          origin(request),
          signedIn(request),
          request.params.id,
          request.params.sessionId,
        ),
      ),
  );

  app.post(
    '/courses/:id/sessions/:sessionId/checkin/code',
    {
      schema: {
        tags,
        summary: 'Makes a new check-in code for the session; the old link stops working',
        description: sessionStaff,
        ...bearerSecurity,
        params: SessionParamsSchema,
        response: { 200: PanelEnvelope, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      ok(
        await service().regenerateSessionCode(
          origin(request),
          signedIn(request),
          request.params.id,
          request.params.sessionId,
        ),
        CHECKIN_MESSAGES.regenerated,
      ),
  );

  app.put(
    '/courses/:id/checkin',
    {
      schema: {
        tags,
        summary: "Sets how many minutes before each session's start check-in opens (default 30)",
        description: "The course's staff and admins.",
        ...bearerSecurity,
        params: IdParamSchema,
        body: CheckinSettingsInputSchema,
        response: { 200: successEnvelope(CheckinSettingsSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      ok(
        await service().courseSettings(signedIn(request), request.params.id, request.body),
        CHECKIN_MESSAGES.settingsSaved,
      ),
  );

  app.get(
    '/courses/:id/attendance',
    {
      schema: {
        tags,
        summary: "The course's attendance: every session by date times every enrolled student",
        description: "The course's staff and admins (the CLI's `campus attendance export`).",
        ...bearerSecurity,
        params: IdParamSchema,
        response: { 200: successEnvelope(AttendanceSheetSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await service().courseAttendance(signedIn(request), request.params.id)),
  );

  app.get(
    '/events/:id/checkin',
    {
      schema: {
        tags,
        summary: "An event's check-in code, window and who has checked in",
        description: eventManagers,
        ...bearerSecurity,
        params: IdParamSchema,
        response: { 200: PanelEnvelope, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await service().eventPanel(origin(request), signedIn(request), request.params.id)),
  );

  app.post(
    '/events/:id/checkin/code',
    {
      schema: {
        tags,
        summary: 'Makes a new check-in code for the event; the old link stops working',
        description: eventManagers,
        ...bearerSecurity,
        params: IdParamSchema,
        response: { 200: PanelEnvelope, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      ok(
        await service().regenerateEventCode(origin(request), signedIn(request), request.params.id),
        CHECKIN_MESSAGES.regenerated,
      ),
  );

  app.put(
    '/events/:id/checkin',
    {
      schema: {
        tags,
        summary: "Sets how many minutes before the event's start check-in opens (default 30)",
        description: eventManagers,
        ...bearerSecurity,
        params: IdParamSchema,
        body: CheckinSettingsInputSchema,
        response: { 200: successEnvelope(CheckinSettingsSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      ok(
        await service().eventSettings(signedIn(request), request.params.id, request.body),
        CHECKIN_MESSAGES.settingsSaved,
      ),
  );

  app.put(
    '/events/:id/attendees/:rsvpId/checkin',
    {
      schema: {
        tags,
        summary: 'Checks an attendee in by hand (approved yes RSVPs), or undoes it',
        description: `${eventManagers} An RSVP of another event under this event's path is a 404.`,
        ...bearerSecurity,
        params: RsvpParamsSchema,
        body: RsvpCheckinInputSchema,
        response: { 200: successEnvelope(RsvpRecordSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      ok(
        await service().markRsvp(signedIn(request), request.params.id, request.params.rsvpId, request.body),
        request.body.checked_in ? 'Checked in' : 'Check-in undone',
      ),
  );
};
