import { z } from 'zod';
import { announcementInstant } from '../announcements.js';
import { ANNOUNCEMENTS_PAGE_SIZE, TITLE_MAX_LENGTH } from '../constants.js';
import { isBlankHtml } from '../html.js';
import { VALIDATION_MESSAGES as M } from './messages.js';
import { pageQuery, queryFlag } from './paging.js';

const BODY_MAX_LENGTH = 100_000;

const requiredDate = z
  .string({ error: M.availableFromRequired })
  .trim()
  .min(1, M.availableFromRequired)
  .refine((value) => announcementInstant(value, 'start') !== null, M.announcementDateInvalid);

const optionalDate = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || announcementInstant(value, 'end') !== null, M.announcementDateInvalid);

/**
 * POST and PUT /groups/{id}/announcements body (spec section 5). Dates are YYYY-MM-DD (a whole day on the
 * platform's wall clock) or a date and time; available_until, when given, must come after available_from.
 */
export const AnnouncementInputSchema = z
  .object({
    title: z
      .string({ error: M.announcementTitleRequired })
      .trim()
      .min(1, M.announcementTitleRequired)
      .max(TITLE_MAX_LENGTH, M.announcementTitleTooLong),
    body: z
      .string({ error: M.announcementBodyRequired })
      .max(BODY_MAX_LENGTH, `Must be at most ${BODY_MAX_LENGTH} characters`)
      .refine((html) => !isBlankHtml(html), M.announcementBodyRequired),
    available_from: requiredDate,
    available_until: optionalDate,
    is_active: z.boolean({ error: 'Expected true or false' }).default(true),
  })
  .refine(
    ({ available_from, available_until }) => {
      if (available_until === null) return true;
      const from = announcementInstant(available_from, 'start');
      const until = announcementInstant(available_until, 'end');
      return from === null || until === null || until.getTime() > from.getTime();
    },
    { path: ['available_until'], message: M.availableUntilAfterFrom },
  );
export type AnnouncementInput = z.input<typeof AnnouncementInputSchema>;
export type AnnouncementData = z.output<typeof AnnouncementInputSchema>;

/** GET /groups/{id}/announcements query: 10 per page; `show_all` (coordinators and admins) adds the rest. */
export const AnnouncementListQuerySchema = pageQuery(ANNOUNCEMENTS_PAGE_SIZE, 50).extend({
  show_all: queryFlag(),
});
/** What a client asks for (the query string carries it as text). */
export interface AnnouncementPageRequest {
  page?: number;
  per_page?: number;
  show_all?: boolean;
}
