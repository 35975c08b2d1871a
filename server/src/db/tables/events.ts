import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { cents, clock, day, timestamps } from './columns.js';
import { eventImages } from './event-images.js';
import { groups } from './groups.js';
import { organizations } from './organizations.js';
import { users } from './users.js';
import { EVENT_STATUSES, VISIBILITIES } from './values.js';

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    date: day('date').notNull(),
    eventStartTime: clock('event_start_time').notNull(),
    eventEndTime: clock('event_end_time').notNull(),
    // Null: a single-day event.
    eventEndDate: day('event_end_date'),
    location: text('location'),
    isOnline: boolean('is_online').notNull().default(false),
    meetingLink: text('meeting_link'),
    isFree: boolean('is_free').notNull().default(true),
    priceCents: cents('price_cents'),
    visibility: text('visibility', { enum: VISIBILITIES }).notNull().default('public'),
    approvalRequired: boolean('approval_required').notNull().default(false),
    // Null: unlimited seats.
    maxCapacity: integer('max_capacity'),
    // Hours a waitlist offer stays open (issue 25).
    waitlistClaimHours: integer('waitlist_claim_hours').notNull().default(24),
    /** Minutes before the start that check-in opens (issue 25). */
    checkinOpensMinutes: integer('checkin_opens_minutes').notNull().default(30),
    status: text('status', { enum: EVENT_STATUSES }).notNull().default('draft'),
    // The author ("author user"); the event's organization is the author's.
    creatorId: integer('creator_id').references(() => users.id, { onDelete: 'set null' }),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    // The main photo: a gallery image (starred) or an uploaded photo kept by its URLs.
    mainImageId: integer('main_image_id').references((): AnyPgColumn => eventImages.id, {
      onDelete: 'set null',
    }),
    mainPhotoSmall: text('main_photo_small'),
    mainPhotoLarge: text('main_photo_large'),
    mainPhotoOriginal: text('main_photo_original'),
    ...timestamps(),
  },
  (t) => [
    // Upcoming and past lists: published events in list order, with the columns of a signed-in viewer's
    // filter after the key (drizzle has no INCLUDE), so a page and its total read this index alone.
    index('events_browse_idx').on(t.status, t.date, t.eventStartTime, t.id, t.visibility, t.creatorId),
    // A guest's list and its total: published public events in list order, from a date.
    index('events_guest_browse_idx').on(t.status, t.visibility, t.date, t.eventStartTime, t.id),
    index('events_creator_idx').on(t.creatorId),
    index('events_organization_idx').on(t.organizationId),
    check('events_max_capacity_check', sql`${t.maxCapacity} IS NULL OR ${t.maxCapacity} > 0`),
    check('events_price_cents_check', sql`${t.priceCents} IS NULL OR ${t.priceCents} >= 0`),
  ],
);

/** Users who manage an event (attendees, RSVP fields, owners, status, images, deletion). */
export const eventOwners = pgTable(
  'event_owners',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('event_owners_user_idx').on(t.userId)],
);

/** The groups of a private event. */
export const eventGroups = pgTable(
  'event_groups',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.groupId] }), index('event_groups_group_idx').on(t.groupId)],
);
