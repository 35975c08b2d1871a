import {
  type Announcement,
  type AnnouncementData,
  type AnnouncementDetail,
  announcementInstant,
  isBlankHtml,
  lastPage,
  VALIDATION_MESSAGES as M,
  type Paged,
} from '@campus/sdk';
import type { UserActor } from '../../auth/actor.js';
import {
  ANNOUNCEMENT_NOT_FOUND,
  activeAnnouncementAt,
  loadAnnouncementFor,
} from '../../authorization/announcement-access.js';
import { loadGroupFor } from '../../authorization/group-access.js';
import type { Database } from '../../db/connect.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { sanitizeRichText } from '../shared/sanitize-html.js';
import {
  type AnnouncementValues,
  deleteAnnouncement,
  findAnnouncement,
  insertAnnouncement,
  pageAnnouncements,
  updateAnnouncement,
} from './repository.js';

export interface AnnouncementPageQuery {
  page: number;
  per_page: number;
  show_all: boolean;
}

/** The platform's time zone: a date-only bound is a whole day on its wall clock. */
function platformTimeZone(): string | undefined {
  return process.env.CAMPUS_TIMEZONE || undefined;
}

// PostgreSQL stores years 1 to 294276 (there is no year 0); the form sends four-digit years. Outside 1000-9999
// a bound is a typo, and year 0 would make the insert fail.
const EARLIEST = Date.UTC(1000, 0, 1);
const LATEST = Date.UTC(10000, 0, 1);

function storable(instant: Date | null): Date | null {
  if (!instant) return null;
  const time = instant.getTime();
  return time >= EARLIEST && time < LATEST ? instant : null;
}

/** What is stored for a validated input: the bounds as instants, the body sanitized (422 if nothing is left). */
function toValues(input: AnnouncementData): AnnouncementValues {
  const body = sanitizeRichText(input.body);
  if (isBlankHtml(body)) throw ValidationError.field('body', M.announcementBodyRequired);
  const from = storable(announcementInstant(input.available_from, 'start', platformTimeZone()));
  if (!from) throw ValidationError.field('available_from', M.announcementDateInvalid);
  const until =
    input.available_until === null
      ? null
      : announcementInstant(input.available_until, 'end', platformTimeZone());
  if (input.available_until !== null && !until) {
    throw ValidationError.field('available_until', M.announcementDateInvalid);
  }
  // Checked again on the instants of the platform's zone (the schema compared them in the process's zone).
  if (until && until.getTime() <= from.getTime()) {
    throw ValidationError.field('available_until', M.availableUntilAfterFrom);
  }
  return {
    title: input.title,
    body,
    availableFrom: from.toISOString(),
    availableUntil: until ? until.toISOString() : null,
    isActive: input.is_active,
  };
}

/**
 * Group announcements (spec sections 2, 4, 6 and 7). The group is loaded scoped to the actor first (403 for
 * non-members); members see only Active announcements, coordinators and admins all of them with show_all,
 * and only they write.
 */
export function createAnnouncementsService(db: Database, now: () => Date = () => new Date()) {
  async function present(id: number): Promise<Announcement> {
    const announcement = await findAnnouncement(db, id);
    if (!announcement) throw new NotFoundError(ANNOUNCEMENT_NOT_FOUND);
    return announcement;
  }

  return {
    async list(
      actor: UserActor,
      groupId: number,
      query: AnnouncementPageQuery,
    ): Promise<Paged<Announcement>> {
      const { access } = await loadGroupFor(db, actor, groupId);
      const everything = query.show_all && access.can.manage;
      const { rows, total } = await pageAnnouncements(
        db,
        groupId,
        everything ? undefined : activeAnnouncementAt(now()),
        { offset: (query.page - 1) * query.per_page, limit: query.per_page },
      );
      return {
        data: rows,
        current_page: query.page,
        last_page: lastPage(total, query.per_page),
        per_page: query.per_page,
        total,
      };
    },

    /** is_coordinator: the viewer may manage it (the group's coordinators and admins). */
    async get(actor: UserActor, groupId: number, id: number): Promise<AnnouncementDetail> {
      const { access } = await loadAnnouncementFor(db, actor, groupId, id, 'view', now());
      return { announcement: await present(id), is_coordinator: access.can.manage };
    },

    async create(actor: UserActor, groupId: number, input: AnnouncementData): Promise<Announcement> {
      await loadGroupFor(db, actor, groupId, 'manage');
      return present(await insertAnnouncement(db, groupId, actor.id, toValues(input)));
    },

    async update(
      actor: UserActor,
      groupId: number,
      id: number,
      input: AnnouncementData,
    ): Promise<Announcement> {
      await loadAnnouncementFor(db, actor, groupId, id, 'manage', now());
      await updateAnnouncement(db, id, toValues(input), now());
      return present(id);
    },

    async remove(actor: UserActor, groupId: number, id: number): Promise<void> {
      await loadAnnouncementFor(db, actor, groupId, id, 'manage', now());
      await deleteAnnouncement(db, id);
    },
  };
}

export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
