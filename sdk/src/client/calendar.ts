import { z } from 'zod';
import type { CalendarQuery } from '../rules/validation/calendar.js';
import { CalendarFeedCreatedSchema, CalendarFeedStatusSchema, CalendarSchema } from '../schemas/calendar.js';
import type { Transport } from './transport.js';

/** The calendars of spec section 2 (dashboard, owner, admin Course Calendar) and the personal feed. */
export function calendarResource(transport: Transport) {
  return {
    /** GET /calendar?from&to&scope: the entries of a range (at most 400 days). */
    range: (query: CalendarQuery) =>
      transport.request('GET', '/calendar', {
        query: { from: query.from, to: query.to, scope: query.scope },
        schema: CalendarSchema,
      }),
    /** GET /calendar/ics?from&to: the signed-in user's own calendar (scope mine) as an iCalendar file. */
    ics: (query: { from: string; to: string }) =>
      transport.requestText('GET', '/calendar/ics', {
        query: { from: query.from, to: query.to },
        accept: 'text/calendar',
      }),
    /** GET /calendar/feed: whether a feed URL is active. */
    feedStatus: () => transport.request('GET', '/calendar/feed', { schema: CalendarFeedStatusSchema }),
    /** POST /calendar/feed: a new secret URL (replaces the old one, which stops working at once). */
    createFeed: () => transport.request('POST', '/calendar/feed', { schema: CalendarFeedCreatedSchema }),
    /** DELETE /calendar/feed: revokes the feed URL. */
    revokeFeed: () => transport.request('DELETE', '/calendar/feed', { schema: z.null() }),
  };
}
