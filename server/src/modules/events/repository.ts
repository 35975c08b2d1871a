import type { CampusEvent, EventImage, NamedRef, TicketType, UserSummary, Viewer } from '@campus/sdk';
import { and, asc, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { viewerId } from '../../authorization/authorize.js';
import { inViewersGroups } from '../../authorization/relation-queries.js';
import type { Database } from '../../db/connect.js';
import {
  eventGroups,
  eventImages,
  eventOwners,
  events,
  groups,
  ticketTypes,
  users,
} from '../../db/schema.js';
import { groupBy } from '../shared/group-by.js';
import { toUserSummary, type UserSummaryRow, userSummaryColumns } from '../users/group-member.js';
import { toIsoTimestamp } from '../users/user-repository.js';

// Events in the contract's shape. A page is a constant number of statements whatever its size: one count, one
// for the events (author and main image joined, seats taken as a subquery), then one each for all their ticket
// types and all their groups; the detail adds one each for owners and images.

export type EventRow = typeof events.$inferSelect;

const author = alias(users, 'author');
const mainImage = alias(eventImages, 'main_image');

/** Seats taken: the quantity of yes RSVPs, approved or pending. */
const seatsTaken = sql<number>`(
  select coalesce(sum(r.quantity), 0) from rsvps r
  where r.event_id = "events"."id" and r.response = 'yes' and r.status in ('approved', 'pending')
)`.mapWith(Number);

const dollars = (value: number | null): number | null => (value === null ? null : value / 100);

/**
 * The published events the viewer may browse: public ones for everyone; for a signed-in user also the private
 * events of groups they are a member or coordinator of and the events they own or wrote; admins every one.
 */
export function browsableBy(db: Database, viewer: Viewer): SQL | undefined {
  const published = eq(events.status, 'published');
  if (viewer === null) return and(published, eq(events.visibility, 'public'));
  if (viewer.is_admin) return published;
  const me = viewerId(viewer);
  return and(
    published,
    or(
      eq(events.visibility, 'public'),
      eq(events.creatorId, me),
      inArray(
        events.id,
        db.select({ id: eventOwners.eventId }).from(eventOwners).where(eq(eventOwners.userId, me)),
      ),
      inArray(
        events.id,
        db
          .select({ id: eventGroups.eventId })
          .from(eventGroups)
          .where(inViewersGroups(db, eventGroups.groupId, me)),
      ),
    ),
  );
}

export interface EventPage {
  rows: CampusEvent[];
  total: number;
}

/** One page of the browsable events today or later (ascending) or before today (most recent first). */
export async function pageEvents(
  db: Database,
  viewer: Viewer,
  options: { today: string; when: 'upcoming' | 'past'; offset: number; limit: number },
): Promise<EventPage> {
  const side = options.when === 'past' ? lt(events.date, options.today) : gte(events.date, options.today);
  const where = and(browsableBy(db, viewer), side);
  const [counted] = await db.select({ total: count() }).from(events).where(where);
  const total = counted?.total ?? 0;
  if (total === 0 || options.offset >= total) return { rows: [], total };
  const order =
    options.when === 'past'
      ? [desc(events.date), desc(events.eventStartTime), desc(events.id)]
      : [asc(events.date), asc(events.eventStartTime), asc(events.id)];
  const rows = await selectEvents(db, where, order, options);
  await embedRelations(db, rows);
  return { rows, total };
}

/**
 * One event in full (ticket types, main photo, author, groups, owners, images, seats taken), or null.
 * `mainImageId` (from the row the loader already read) marks the starred image.
 */
export async function findEventDetail(
  db: Database,
  id: number,
  mainImageId: number | null,
): Promise<CampusEvent | null> {
  const [event] = await selectEvents(db, eq(events.id, id), [asc(events.id)], { offset: 0, limit: 1 });
  if (!event) return null;
  await embedRelations(db, [event], { detail: new Map([[id, mainImageId]]) });
  return event;
}

async function selectEvents(
  db: Database,
  where: SQL | undefined,
  order: SQL[],
  window: { offset: number; limit: number },
): Promise<CampusEvent[]> {
  const rows = await db
    .select({
      event: events,
      author: {
        id: author.id,
        username: author.username,
        firstName: author.firstName,
        middleName: author.middleName,
        lastName: author.lastName,
      },
      imageSmall: mainImage.imageUrlSmall,
      imageLarge: mainImage.imageUrlLarge,
      seatsTaken,
    })
    .from(events)
    .leftJoin(author, eq(author.id, events.creatorId))
    .leftJoin(mainImage, eq(mainImage.id, events.mainImageId))
    .where(where)
    .orderBy(...order)
    .offset(window.offset)
    .limit(window.limit);
  return rows.map((row) => toEvent(row.event, row));
}

function toEvent(
  event: EventRow,
  extra: {
    author: UserSummaryRow | null;
    imageSmall: string | null;
    imageLarge: string | null;
    seatsTaken: number;
  },
): CampusEvent {
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    date: event.date,
    event_start_time: event.eventStartTime,
    event_end_time: event.eventEndTime,
    event_end_date: event.eventEndDate,
    location: event.location,
    is_online: event.isOnline,
    meeting_link: event.meetingLink,
    is_free: event.isFree,
    price: dollars(event.priceCents),
    visibility: event.visibility,
    approval_required: event.approvalRequired,
    max_capacity: event.maxCapacity,
    status: event.status,
    organization_id: event.organizationId,
    main_photo: mainPhoto(event, extra.imageSmall, extra.imageLarge),
    ticket_types: [],
    author: extra.author ? toUserSummary(extra.author) : null,
    created_at: toIsoTimestamp(event.createdAt),
    seats_taken: extra.seatsTaken,
  };
}

/** The starred gallery image, else the uploaded photo's URLs, else none (the card shows the default). */
function mainPhoto(event: EventRow, small: string | null, large: string | null): CampusEvent['main_photo'] {
  if (small !== null && large !== null) return { image_url_small: small, image_url_large: large };
  if (event.mainPhotoSmall !== null && event.mainPhotoLarge !== null) {
    return { image_url_small: event.mainPhotoSmall, image_url_large: event.mainPhotoLarge };
  }
  return null;
}

/** Ticket types and groups of every event (and with `detail` owners and images): one statement each. */
async function embedRelations(
  db: Database,
  found: CampusEvent[],
  options: { detail?: Map<number, number | null> } = {},
): Promise<void> {
  if (found.length === 0) return;
  const ids = found.map((event) => event.id);
  const ticketRows = await db
    .select()
    .from(ticketTypes)
    .where(inArray(ticketTypes.eventId, ids))
    .orderBy(asc(ticketTypes.displayOrder), asc(ticketTypes.id));
  const groupRows = await db
    .select({ eventId: eventGroups.eventId, id: groups.id, name: groups.name })
    .from(eventGroups)
    .innerJoin(groups, eq(groups.id, eventGroups.groupId))
    .where(inArray(eventGroups.eventId, ids))
    .orderBy(asc(groups.name), asc(groups.id));
  const tickets = groupBy(ticketRows, (row) => [row.eventId, toTicketType(row)] as const);
  const groupsOf = groupBy(
    groupRows,
    ({ eventId, id, name }) => [eventId, { id, name } satisfies NamedRef] as const,
  );
  for (const event of found) {
    event.ticket_types = tickets.get(event.id) ?? [];
    event.groups = groupsOf.get(event.id) ?? [];
    event.group_ids = event.groups.map((group) => group.id);
  }
  if (!options.detail) return;
  const ownerRows = await db
    .select({ eventId: eventOwners.eventId, ...userSummaryColumns })
    .from(eventOwners)
    .innerJoin(users, eq(users.id, eventOwners.userId))
    .where(inArray(eventOwners.eventId, ids))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  const imageRows = await db
    .select()
    .from(eventImages)
    .where(inArray(eventImages.eventId, ids))
    .orderBy(asc(eventImages.displayOrder), asc(eventImages.id));
  const owners = groupBy(
    ownerRows,
    ({ eventId, ...row }) => [eventId, toUserSummary(row) as UserSummary] as const,
  );
  const mainIds = options.detail;
  const images = groupBy(imageRows, (row) => [row.eventId, toImage(row)] as const);
  for (const event of found) {
    event.owners = owners.get(event.id) ?? [];
    event.images = (images.get(event.id) ?? []).map((image) => ({
      ...image,
      is_main: mainIds.get(event.id) === image.id,
    }));
  }
}

function toTicketType(row: typeof ticketTypes.$inferSelect): TicketType {
  return {
    id: row.id,
    name: row.name,
    price: row.priceCents / 100,
    description: row.description,
    // The contract has no unlimited ticket type; a blank inventory reads as none left to cap.
    max_quantity: row.maxQuantity,
    is_active: row.isActive,
  };
}

function toImage(row: typeof eventImages.$inferSelect): EventImage {
  return {
    id: row.id,
    caption: row.caption,
    display_order: row.displayOrder,
    image_url: row.imageUrl,
    image_url_small: row.imageUrlSmall,
    image_url_large: row.imageUrlLarge,
  };
}

/** The events of these ids in the contract's shape (ticket types and groups embedded), by id: three statements. */
export async function findEventsByIds(db: Database, ids: number[]): Promise<Map<number, CampusEvent>> {
  if (ids.length === 0) return new Map();
  const found = await selectEvents(db, inArray(events.id, ids), [asc(events.id)], {
    offset: 0,
    limit: ids.length,
  });
  await embedRelations(db, found);
  return new Map(found.map((event) => [event.id, event]));
}
