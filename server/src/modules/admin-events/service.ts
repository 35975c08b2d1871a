import { type AdminEventQuery, type CampusEvent, lastPage, type Paged } from '@campus/sdk';
import type { UserActor } from '../../auth/actor.js';
import type { Database } from '../../db/connect.js';
import { ForbiddenError } from '../../errors.js';
import { pageAdminEvents } from './repository.js';

/** The admin Events tab (spec section 7 "Admin"): GET /admin/events. Status changes live in event-editing. */
export function createAdminEventsService(db: Database) {
  return {
    /** Every event of every status, optionally searched by title and of one status, newest date first. */
    async list(actor: UserActor, query: AdminEventQuery): Promise<Paged<CampusEvent>> {
      if (!actor.is_admin) throw new ForbiddenError();
      const { rows, total } = await pageAdminEvents(db, query);
      return {
        data: rows,
        current_page: query.page,
        last_page: lastPage(total, query.per_page),
        per_page: query.per_page,
        total,
      };
    },
  };
}

export type AdminEventsService = ReturnType<typeof createAdminEventsService>;
