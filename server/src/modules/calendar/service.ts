import {
  type Calendar,
  type CalendarFeedCreated,
  type CalendarFeedStatus,
  type CalendarScope,
  calendarFeedRange,
  type DateRange,
  type PermissionHolder,
} from '@campus/sdk';
import { generateToken, hashToken } from '../../auth/tokens.js';
import type { Database } from '../../db/connect.js';
import { todayInTimeZone } from '../../db/seed/today.js';
import { ForbiddenError, NotFoundError } from '../../errors.js';
import { deleteFeed, findFeedCreatedAt, findFeedOwner, replaceFeed } from './feed-repository.js';
import { calendarIcs } from './ics.js';
import { adminEntries, mineEntries, ownerEntries, type ScopedEntries } from './scopes.js';

/** The URL path of a feed: the token (43 base64url characters) and the .ics a calendar app expects. */
export const feedPath = (token: string) => `/api/calendar/feed/${token}.ics`;

/** A feed token as generateToken makes them; anything else is a 404 without a database read. */
const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const CALENDAR_FEED_NOT_FOUND = 'Calendar feed not found';

const iso = (timestamp: string) => new Date(timestamp).toISOString();

/**
 * The calendars of spec section 2 (the reader's own, the owner calendar, the admin Course Calendar) and the
 * personal iCalendar feed, a secret URL read by calendar apps without a session. `now` is the clock; dates
 * are the platform's (CAMPUS_TIMEZONE).
 */
export function createCalendarService(db: Database, now: () => Date = () => new Date()) {
  const timeZone = () => process.env.CAMPUS_TIMEZONE;

  function entriesOf(
    viewer: PermissionHolder,
    scope: CalendarScope,
    range: DateRange,
  ): Promise<ScopedEntries> {
    switch (scope) {
      case 'mine':
        return mineEntries(db, viewer, range);
      case 'owner':
        return ownerEntries(db, viewer, range);
      case 'admin':
        if (!viewer.is_admin) throw new ForbiddenError();
        return adminEntries(db, viewer, range);
    }
  }

  /** The reader's own calendar as iCalendar; `webBaseUrl` is where its entries link to. */
  async function icsOf(viewer: PermissionHolder, range: DateRange, webBaseUrl: string): Promise<string> {
    const entries = await mineEntries(db, viewer, range);
    const self = entries.people.find((person) => person.is_self);
    return calendarIcs(entries, {
      name: self ? `Campus: ${self.first_name} ${self.last_name}` : 'Campus',
      webBaseUrl,
      timeZone: timeZone(),
      now: now(),
      people: entries.people,
    });
  }

  return {
    /** GET /calendar: the entries of one scope from `from` to `to`, inclusive. */
    async range(
      viewer: PermissionHolder,
      query: { from: string; to: string; scope: CalendarScope },
    ): Promise<Calendar> {
      const entries = await entriesOf(viewer, query.scope, query);
      return {
        scope: query.scope,
        from: query.from,
        to: query.to,
        items: entries.items,
        people: entries.people,
        courses: entries.courses,
        events: entries.events,
      };
    },

    /** GET /calendar/ics: the reader's own calendar of the range as iCalendar (the CLI's --ics). */
    ics: icsOf,

    /** GET /calendar/feed: whether the reader has a feed URL, and since when. */
    async feedStatus(viewer: PermissionHolder): Promise<CalendarFeedStatus> {
      const createdAt = await findFeedCreatedAt(db, viewer.id);
      return { active: createdAt !== null, created_at: createdAt === null ? null : iso(createdAt) };
    },

    /** POST /calendar/feed: a new secret URL under `baseUrl`, replacing the reader's earlier one. */
    async createFeed(viewer: PermissionHolder, baseUrl: string): Promise<CalendarFeedCreated> {
      const token = generateToken();
      const createdAt = await replaceFeed(db, viewer.id, hashToken(token));
      return { url: `${baseUrl}${feedPath(token)}`, created_at: iso(createdAt) };
    },

    /** DELETE /calendar/feed: the reader's feed URL stops working (nothing to do when there is none). */
    async revokeFeed(viewer: PermissionHolder): Promise<void> {
      await deleteFeed(db, viewer.id);
    },

    /**
     * GET /calendar/feed/{token}.ics: the feed owner's own calendar for the past 30 and next 365 days; 404
     * for a token that is not one or is no longer stored.
     */
    async feed(token: string, webBaseUrl: string): Promise<string> {
      if (!FEED_TOKEN.test(token)) throw new NotFoundError(CALENDAR_FEED_NOT_FOUND);
      const owner = await findFeedOwner(db, hashToken(token));
      if (!owner) throw new NotFoundError(CALENDAR_FEED_NOT_FOUND);
      return icsOf(owner, calendarFeedRange(todayInTimeZone(timeZone(), now())), webBaseUrl);
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
