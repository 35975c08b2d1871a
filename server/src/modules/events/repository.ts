import type { CampusEvent, NamedRef, TicketType, UserSummary, Viewer } from '@campus/sdk';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  lt,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { viewerId } from '../../authorization/authorize.js';
import { inViewersGroups } from '../../authorization/relation-queries.js';
import type { Database } from '../../db/connect.js';
import { inPage, pageIdsWithTotal } from '../../db/page-slice.js';
import { preparedPerDatabase } from '../../db/prepared-per-database.js';
import { eventGroups, eventImages, eventOwners, events, users } from '../../db/schema.js';
import { toEventImage } from '../event-images/repository.js';
import { countTicketsSold } from '../rsvps/repository.js';
import { toUserSummary, type UserSummaryRow, userSummaryColumns } from '../users/group-member.js';
import { toIsoTimestamp } from '../users/user-repository.js';
import { heldPlaces } from '../waitlist/holds.js';

// Events in the contract's shape. A page of the lists is one statement whatever its size: the events with
// their author and main image joined, and as subqueries the seats taken, their ticket types and groups (JSON)
// and the total of the page's filter; only a page past the end runs a second one (the count alone). The list
// statements are prepared once per database and variant (guest, user, admin; upcoming, past) and run with
// parameters: building a Drizzle query of this size costs more CPU than PostgreSQL spends running it, and on
// PostgreSQL a named statement is parsed and planned once per connection. The detail adds one statement each
// for owners and images.

export type EventRow = typeof events.$inferSelect;

const author = alias(users, 'author');
const mainImage = alias(eventImages, 'main_image');

/**
 * Seats taken: the quantity of yes RSVPs, approved or pending, plus one per live waitlist hold on the event
 * (issue 25), as the RSVP and claim writes count them: a seat offered to someone is not shown as left.
 */
const seatsTaken = sql<number>`((
  select coalesce(sum(r.quantity), 0) from rsvps r
  where r.event_id = "events"."id" and r.response = 'yes' and r.status in ('approved', 'pending')
) + ${heldPlaces(sql`w.event_id = "events"."id"`)})`.mapWith(Number);

/** The event's ticket types, in display order, as a JSON array (ticketTypeFromJson reads one). */
const ticketTypesJson = sql<unknown>`coalesce((
  select json_agg(json_build_object(
    'id', t.id, 'name', t.name, 'price_cents', t.price_cents, 'description', t.description,
    'max_quantity', t.max_quantity, 'is_active', t.is_active
  ) order by t.display_order, t.id)
  from ticket_types t where t.event_id = "events"."id"
), '[]'::json)`;

/** The event's groups by name, as a JSON array of { id, name }. */
const groupsJson = sql<unknown>`coalesce((
  select json_agg(json_build_object('id', g.id, 'name', g.name) order by g.name, g.id)
  from event_groups eg inner join groups g on g.id = eg.group_id where eg.event_id = "events"."id"
), '[]'::json)`;

const dollars = (value: number | null): number | null => (value === null ? null : value / 100);

/**
 * The published events the viewer may browse: public ones for everyone; for a signed-in user also the private
 * events of groups they are a member or coordinator of and the events they own or wrote; admins every one.
 * `me` may be a placeholder (the prepared list statements bind it per request).
 */
export function browsableBy(db: Database, viewer: Viewer): SQL | undefined {
  if (viewer === null) return browsable(db, 'guest');
  if (viewer.is_admin) return browsable(db, 'admin');
  return browsable(db, 'user', viewerId(viewer));
}

type ViewerKind = 'guest' | 'user' | 'admin';

function browsable(db: Database, kind: ViewerKind, me?: number | Placeholder): SQL | undefined {
  const published = eq(events.status, 'published');
  if (kind === 'guest') return and(published, eq(events.visibility, 'public'));
  if (kind === 'admin' || me === undefined) return published;
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
          // A placeholder binds like a number (eq() takes either).
          .where(inViewersGroups(db, eventGroups.groupId, me as number)),
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
  const kind: ViewerKind = viewer === null ? 'guest' : viewer.is_admin ? 'admin' : 'user';
  const statements = listStatements(db)[kind][options.when];
  const params = {
    today: options.today,
    me: viewer === null ? 0 : viewerId(viewer),
    offset: options.offset,
    limit: options.limit,
  };
  const rows = await statements.page.execute(params);
  if (rows.length === 0) {
    // Nothing on this page: no row carries the total, so count alone (an empty list or a page past the end).
    const [counted] = await statements.total.execute(params);
    return { rows: [], total: counted?.total ?? 0 };
  }
  return { rows: rows.map(fromListRow), total: rows[0]?.total ?? 0 };
}

/** The variants' statements (guest, user, admin; upcoming, past) of one database. */
const listStatements = preparedPerDatabase((db) => {
  const both = (kind: ViewerKind) => ({
    upcoming: prepareList(db, kind, 'upcoming'),
    past: prepareList(db, kind, 'past'),
  });
  return { guest: both('guest'), user: both('user'), admin: both('admin') };
});

/**
 * The page statement (events with their relations and the total) and the count alone, for one variant: the
 * page's ids and the total in one pass (`pageIdsWithTotal`, an index-only scan of events_browse_idx), then the
 * heavy columns (seats, ticket types, groups, author, image) for the page's rows only.
 */
function prepareList(db: Database, kind: ViewerKind, when: 'upcoming' | 'past') {
  const name = `campus_events_${kind}_${when}`;
  const today = sql.placeholder('today');
  const where = and(
    browsable(db, kind, sql.placeholder('me')),
    when === 'past' ? lt(events.date, today) : gte(events.date, today),
  );
  const order =
    when === 'past'
      ? [desc(events.date), desc(events.eventStartTime), desc(events.id)]
      : [asc(events.date), asc(events.eventStartTime), asc(events.id)];
  const pageIds = pageIdsWithTotal(db, events, events.id, order, where);
  const page = db
    .with(pageIds)
    .select({ ...eventListColumns, total: pageIds.total })
    .from(pageIds)
    .innerJoin(events, inPage(events.id, pageIds))
    .leftJoin(eventListJoins.author.table, eventListJoins.author.on)
    .leftJoin(eventListJoins.mainImage.table, eventListJoins.mainImage.on)
    .orderBy(...order)
    .prepare(name);
  const counted = db.select({ total: count() }).from(events).where(where).prepare(`${name}_total`);
  return { page, total: counted };
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
  await embedDetail(db, event, mainImageId);
  return event;
}

const eventColumns = {
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
};

/**
 * What a list of events selects: the event with its author and main image (join them with
 * `joinEventListTables`), seats taken, ticket types and groups. `fromListRow` reads a row of it.
 */
export const eventListColumns = { ...eventColumns, ticketTypes: ticketTypesJson, groups: groupsJson };

/** The author and main image joins `eventListColumns` reads, on a query that has `events` in it. */
export const eventListJoins = {
  author: { table: author, on: eq(author.id, events.creatorId) },
  mainImage: { table: mainImage, on: eq(mainImage.id, events.mainImageId) },
} as const;

async function selectEvents(
  db: Database,
  where: SQL | undefined,
  order: SQL[],
  window: { offset: number; limit: number },
): Promise<CampusEvent[]> {
  const rows = await db
    .select(eventListColumns)
    .from(events)
    .leftJoin(eventListJoins.author.table, eventListJoins.author.on)
    .leftJoin(eventListJoins.mainImage.table, eventListJoins.mainImage.on)
    .where(where)
    .orderBy(...order)
    .offset(window.offset)
    .limit(window.limit);
  return rows.map(fromListRow);
}

/** A row of the list statements: the event, its ticket types and groups read from their JSON. */
export function fromListRow(
  row: Parameters<typeof toEvent>[1] & { event: EventRow; ticketTypes: unknown; groups: unknown },
): CampusEvent {
  const event = toEvent(row.event, row);
  event.ticket_types = jsonArray<TicketTypeJson>(row.ticketTypes).map(ticketTypeFromJson);
  event.groups = jsonArray<NamedRef>(row.groups);
  event.group_ids = event.groups.map((group) => group.id);
  return event;
}

/** json columns arrive parsed from node-postgres and PGlite; a string is parsed here to be safe. */
function jsonArray<T>(value: unknown): T[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? (parsed as T[]) : [];
}

interface TicketTypeJson {
  id: number;
  name: string;
  price_cents: number;
  description: string | null;
  max_quantity: number | null;
  is_active: boolean;
}

function ticketTypeFromJson(row: TicketTypeJson): TicketType {
  return {
    id: row.id,
    name: row.name,
    price: row.price_cents / 100,
    description: row.description,
    max_quantity: row.max_quantity,
    is_active: row.is_active,
  };
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
    waitlist_claim_hours: event.waitlistClaimHours,
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

/** Owners and images of one event (the detail): one statement each. */
async function embedDetail(db: Database, event: CampusEvent, mainImageId: number | null): Promise<void> {
  const ownerRows = await db
    .select(userSummaryColumns)
    .from(eventOwners)
    .innerJoin(users, eq(users.id, eventOwners.userId))
    .where(eq(eventOwners.eventId, event.id))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  const imageRows = await db
    .select()
    .from(eventImages)
    .where(eq(eventImages.eventId, event.id))
    .orderBy(asc(eventImages.displayOrder), asc(eventImages.id));
  event.owners = ownerRows.map((row) => toUserSummary(row) as UserSummary);
  event.images = imageRows.map((row) => toEventImage(row, mainImageId));
  // Select Tickets caps each stepper at what is left: the detail says how many of each type are sold (live
  // waitlist holds of the type included, as countTicketsSold counts them for the writes).
  const sold = await countTicketsSold(
    db,
    event.ticket_types.map((type) => type.id),
  );
  for (const type of event.ticket_types) type.sold = sold.get(type.id) ?? 0;
}

/**
 * The events of these ids in the contract's shape (ticket types and groups embedded), by id: one statement,
 * prepared once per database with the ids bound as one array (`= any($1)`), so neither Drizzle nor PostgreSQL
 * builds or plans it again on each call (My Events and the RSVPs call it on every request).
 */
export async function findEventsByIds(db: Database, ids: number[]): Promise<Map<number, CampusEvent>> {
  if (ids.length === 0) return new Map();
  const found = (await eventsByIds(db).execute({ ids, limit: ids.length })).map(fromListRow);
  return new Map(found.map((event) => [event.id, event]));
}

const eventsByIds = preparedPerDatabase((db) =>
  db
    .select(eventListColumns)
    .from(events)
    .leftJoin(eventListJoins.author.table, eventListJoins.author.on)
    .leftJoin(eventListJoins.mainImage.table, eventListJoins.mainImage.on)
    .where(sql`${events.id} = any(${sql.placeholder('ids')})`)
    .orderBy(asc(events.id))
    // The bound LIMIT (at least the number of rows) is there for the planner: without it PostgreSQL's generic
    // plan assumes ten ids and looks three times the cost of a custom plan for a few, so it planned the
    // statement on every call; with it the generic plan wins after five calls and is kept.
    .limit(sql.placeholder('limit'))
    .prepare('campus_events_by_ids'),
);
