import { type CampusEvent, type EventListQuerySchema, lastPage, type Paged, type Viewer } from '@campus/sdk';
import type { z } from 'zod';
import { loadEventFor } from '../../authorization/event-access.js';
import type { Database } from '../../db/connect.js';
import { todayInTimeZone } from '../../db/seed/today.js';
import { NotFoundError } from '../../errors.js';
import { findEventDetail, pageEvents } from './repository.js';

export type EventListQuery = z.output<typeof EventListQuerySchema>;

/**
 * Events (spec sections 2, 4 and 7): the lists show the published events the viewer may see, split around
 * today on the platform's wall clock; one event goes through loadEventFor (404 'Event not found' otherwise).
 */
export function createEventsService(db: Database, now: () => Date = () => new Date()) {
  async function detail(viewer: Viewer, id: number): Promise<CampusEvent> {
    const scoped = await loadEventFor(db, viewer, id);
    const event = await findEventDetail(db, id, scoped.event.mainImageId);
    if (!event) throw new NotFoundError('Event not found');
    return event;
  }

  return {
    /** Today's date in CAMPUS_TIMEZONE by the app's clock: where the lists split. */
    today: () => todayInTimeZone(process.env.CAMPUS_TIMEZONE, now()),

    /** `today` defaults to the app's; the guest page cache passes the one it keys the page by. */
    async list(viewer: Viewer, query: EventListQuery, today?: string): Promise<Paged<CampusEvent>> {
      const { rows, total } = await pageEvents(db, viewer, {
        today: today ?? todayInTimeZone(process.env.CAMPUS_TIMEZONE, now()),
        when: query.when,
        offset: (query.page - 1) * query.per_page,
        limit: query.per_page,
      });
      return {
        data: rows,
        current_page: query.page,
        last_page: lastPage(total, query.per_page),
        per_page: query.per_page,
        total,
      };
    },

    /** A published event the viewer may see (guests: public ones). */
    get: detail,

    /** The signed-in view: also the viewer's own drafts and pending events (loadEventFor lets owners in). */
    getOwn: detail,
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
