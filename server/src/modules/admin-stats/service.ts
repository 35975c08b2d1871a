import { ACTIVITY_WEEKS, type Activity, type Stats } from '@campus/sdk';
import type { UserActor } from '../../auth/actor.js';
import type { Database } from '../../db/connect.js';
import { todayInTimeZone } from '../../db/seed/today.js';
import { ForbiddenError } from '../../errors.js';
import { platformTimeZone } from '../shared/event-end.js';
import { countActivity, countStats } from './repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Monday on or before a 'YYYY-MM-DD' date, moved by `weeks` weeks (calendar arithmetic in UTC). */
export function mondayOf(date: string, weeks = 0): string {
  const day = new Date(`${date}T00:00:00Z`);
  // getUTCDay: Sunday 0 ... Saturday 6; back to Monday.
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS + weeks * 7 * DAY_MS).toISOString().slice(0, 10);
}

/** The platform's zone by name, for the database: CAMPUS_TIMEZONE, else the server's. */
function zoneName(): string {
  return platformTimeZone() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The admin dashboard (spec section 2 "Admin panel"): stat cards and the activity chart. Admins only. */
export function createAdminStatsService(db: Database, now: () => Date = () => new Date()) {
  return {
    async stats(actor: UserActor): Promise<Stats> {
      if (!actor.is_admin) throw new ForbiddenError();
      return countStats(db);
    },

    /** The last ACTIVITY_WEEKS weeks by the app's clock, weeks starting Monday, the current week last. */
    async activity(actor: UserActor): Promise<Activity> {
      if (!actor.is_admin) throw new ForbiddenError();
      const timeZone = zoneName();
      const today = todayInTimeZone(timeZone, now());
      const weeks = await countActivity(db, {
        firstMonday: mondayOf(today, -(ACTIVITY_WEEKS - 1)),
        weeks: ACTIVITY_WEEKS,
        timeZone,
      });
      return { weeks };
    },
  };
}

export type AdminStatsService = ReturnType<typeof createAdminStatsService>;
