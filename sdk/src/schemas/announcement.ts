import { z } from 'zod';
import { TITLE_MAX_LENGTH } from '../rules/constants.js';
import { HtmlSchema, IdSchema, NamedRefSchema, TimestampSchema } from './common.js';
import { UserSummarySchema } from './user.js';

export const AnnouncementSchema = z.object({
  id: IdSchema,
  group_id: IdSchema,
  title: z.string().max(TITLE_MAX_LENGTH),
  body: HtmlSchema,
  /** Date or date-time from which members see it. */
  available_from: z.string(),
  /** Optional end of visibility. */
  available_until: z.string().nullable(),
  is_active: z.boolean(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
  group: NamedRefSchema.optional(),
  author: UserSummarySchema.nullable().optional(),
});
export type Announcement = z.infer<typeof AnnouncementSchema>;

/** The display status of spec section 4. */
export const ANNOUNCEMENT_DISPLAY_STATUSES = ['Active', 'Inactive', 'Scheduled', 'Expired'] as const;
export type AnnouncementDisplayStatus = (typeof ANNOUNCEMENT_DISPLAY_STATUSES)[number];

/** GET /groups/{id}/announcements/{announcementId} also tells whether the viewer coordinates. */
export const AnnouncementDetailSchema = z.object({
  announcement: AnnouncementSchema,
  is_coordinator: z.boolean(),
});
export type AnnouncementDetail = z.infer<typeof AnnouncementDetailSchema>;
