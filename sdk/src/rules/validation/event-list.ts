import { z } from 'zod';
import { EVENTS_PAGE_SIZE } from '../constants.js';
import { pageQuery } from './paging.js';

/** Which side of today a list shows: today and later (ascending) or before today (most recent first). */
export const EVENT_LIST_SCOPES = ['upcoming', 'past'] as const;
export type EventListScope = (typeof EVENT_LIST_SCOPES)[number];

/** GET /events query: `page`, `per_page` (6 by default; past events use 12) and `when`. */
export const EventListQuerySchema = pageQuery(EVENTS_PAGE_SIZE, 50).extend({
  when: z.enum(EVENT_LIST_SCOPES, { error: 'Expected upcoming or past' }).default('upcoming'),
});

/** What a client asks for (the query string carries it as text). */
export interface EventPageRequest {
  page?: number;
  per_page?: number;
  when?: EventListScope;
}
