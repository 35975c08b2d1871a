import {
  type CampusEvent,
  canPublishEvent,
  type EventData,
  type EventOwnersInputSchema,
  type EventStatus,
  type EventStatusInputSchema,
  eventPriceFrom,
  isBlankHtml,
  type PermissionHolder,
  type UserSummary,
  VALIDATION_MESSAGES,
} from '@campus/sdk';
import type { z } from 'zod';
import { loadEventFor } from '../../authorization/event-access.js';
import type { Database } from '../../db/connect.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { findEventDetail } from '../events/repository.js';
import { countSeatsHeld, lockEvent } from '../rsvps/repository.js';
import { coordinatedOf, existingGroupIds, findOrganizationOf } from '../shared/group-choice-repository.js';
import { sanitizeRichText } from '../shared/sanitize-html.js';
import { releaseEventUploads } from '../shared/upload-records.js';
import type { PlacesFreedHook } from '../waitlist/freed.js';
import {
  choosableOwnerIds,
  deleteEvent,
  type EventValues,
  existingUserIds,
  findOwners,
  groupIdsOf,
  insertEvent,
  replaceGroups,
  replaceOwners,
  replaceTicketTypes,
  setEventStatus,
  soldTicketTypeNames,
  type TicketTypeValues,
  ticketTypeIdsOf,
  updateEventRow,
} from './repository.js';

export type EventStatusData = z.output<typeof EventStatusInputSchema>;
export type EventOwnersData = z.output<typeof EventOwnersInputSchema>;

export const EVENT_EDITING_MESSAGES = {
  groupsNotCoordinated: 'Only groups you coordinate can be chosen',
  unknownGroups: 'Some of the selected groups do not exist',
  unknownTicketType: 'This ticket type does not belong to the event',
  repeatedTicketType: 'This ticket type is listed twice',
  ownersNotChoosable: 'Owners can be chosen only from the members of groups you coordinate',
  unknownUsers: 'Some of the selected users do not exist',
  capacityBelowSeats: (taken: number) =>
    `Maximum capacity cannot be lower than the ${taken} ${taken === 1 ? 'seat' : 'seats'} already taken`,
  ticketsSold: (names: readonly string[]) =>
    `${names.map((name) => `'${name}'`).join(', ')} ${names.length === 1 ? 'has' : 'have'} tickets sold and cannot be removed`,
} as const;

export interface EventEditingHooks extends PlacesFreedHook {
  /**
   * Called after an event is deleted, with its id and the files of the uploads it claimed; the rows are gone
   * already. Its gallery lives in its own folder (uploads/events/<id>/, written by the server only), which
   * the event-images module removes: plugins/services.ts calls both here.
   */
  afterDelete?: (eventId: number, fileUrls: string[]) => Promise<void>;
}

/**
 * The event form, status and owners (spec sections 4, 5, 6 and 7). The body is already parsed by
 * EventInputSchema (every rule of spec section 5); what needs the database is checked here before anything is
 * written: groups the actor may choose, ticket type ids of this event, a capacity the seats taken fit in. The
 * description is sanitized when stored. Publishing needs create_event (admins hold it): an owner without it
 * who asks for 'published' gets 'pending'.
 */
export function createEventEditingService(
  db: Database,
  now: () => Date = () => new Date(),
  hooks: EventEditingHooks = {},
) {
  void now;

  async function detail(eventId: number, mainImageId: number | null): Promise<CampusEvent> {
    const event = await findEventDetail(db, eventId, mainImageId);
    if (!event) throw new NotFoundError('Event not found');
    return event;
  }

  /** 'published' for those who may publish, else 'pending'; drafts and pending stay as asked. */
  function statusFor(actor: PermissionHolder, asked: EventStatus): EventStatus {
    return asked === 'published' && !canPublishEvent(actor) ? 'pending' : asked;
  }

  /** A private event's groups: admins any existing group; others those they coordinate (plus `kept`). */
  async function checkGroups(
    actor: PermissionHolder,
    groupIds: readonly number[],
    kept: ReadonlySet<number> = new Set(),
  ): Promise<void> {
    if (groupIds.length === 0) return;
    const existing = await existingGroupIds(db, groupIds);
    if (groupIds.some((id) => !existing.has(id))) {
      throw ValidationError.field('group_ids', EVENT_EDITING_MESSAGES.unknownGroups);
    }
    if (actor.is_admin) return;
    const coordinated = await coordinatedOf(db, actor.id, groupIds);
    if (groupIds.some((id) => !coordinated.has(id) && !kept.has(id))) {
      throw ValidationError.field('group_ids', EVENT_EDITING_MESSAGES.groupsNotCoordinated);
    }
  }

  /** The stored description: sanitized, and still not blank (a body that was only a script is refused). */
  function cleanDescription(html: string): string {
    const clean = sanitizeRichText(html);
    if (isBlankHtml(clean)) {
      throw ValidationError.field('description', VALIDATION_MESSAGES.eventDescriptionRequired);
    }
    return clean;
  }

  function eventValues(actor: PermissionHolder, input: EventData): EventValues {
    const price = eventPriceFrom(input);
    return {
      title: input.title,
      description: cleanDescription(input.description),
      date: input.date,
      eventStartTime: input.event_start_time,
      eventEndTime: input.event_end_time,
      eventEndDate: input.event_end_date,
      location: input.location,
      isOnline: input.is_online,
      meetingLink: input.meeting_link,
      isFree: input.is_free,
      priceCents: price === null ? null : toCents(price),
      visibility: input.visibility,
      approvalRequired: input.approval_required,
      maxCapacity: input.max_capacity,
      status: statusFor(actor, input.status),
      // Left out: an edit keeps the event's window (the column's default, 24, on create).
      ...(input.waitlist_claim_hours === undefined ? {} : { waitlistClaimHours: input.waitlist_claim_hours }),
    };
  }

  return {
    /** POST /events (create_event or admin): the creator is the author and first owner. */
    async create(actor: PermissionHolder, input: EventData): Promise<CampusEvent> {
      const values = eventValues(actor, input);
      await checkGroups(actor, input.group_ids);
      const organizationId = await findOrganizationOf(db, actor.id);
      // Ids sent with a new event's ticket types name nothing of it: they are new ticket types.
      const tickets = input.ticket_types.map((ticket) => ({ ...ticketValues(ticket), id: undefined }));
      const id = await db.transaction((tx) =>
        insertEvent(tx, { ...values, creatorId: actor.id, organizationId }, input.group_ids, tickets),
      );
      return detail(id, null);
    },

    /**
     * PUT /events/{id} (owners and admins): fields, groups and ticket types replaced in one transaction. A
     * ticket type keeps its id (and sales) when sent with it; one with tickets sold cannot be removed (409).
     */
    async update(actor: PermissionHolder, eventId: number, input: EventData): Promise<CampusEvent> {
      const { event } = await loadEventFor(db, actor, eventId, 'manage');
      const values = eventValues(actor, input);
      // Groups already on the event may stay (another owner may have chosen them); new ones follow the rule.
      await checkGroups(actor, input.group_ids, await groupIdsOf(db, eventId));
      const tickets = input.ticket_types.map(ticketValues);
      await db.transaction(async (tx) => {
        const locked = await lockEvent(tx, eventId);
        if (!locked) throw new NotFoundError('Event not found');
        const own = await ticketTypeIdsOf(tx, eventId);
        const seen = new Set<number>();
        for (const [index, ticket] of tickets.entries()) {
          if (ticket.id === undefined) continue;
          if (!own.has(ticket.id)) {
            throw ValidationError.field(`ticket_types.${index}.id`, EVENT_EDITING_MESSAGES.unknownTicketType);
          }
          if (seen.has(ticket.id)) {
            throw ValidationError.field(
              `ticket_types.${index}.id`,
              EVENT_EDITING_MESSAGES.repeatedTicketType,
            );
          }
          seen.add(ticket.id);
        }
        const keptIds = new Set(tickets.map((ticket) => ticket.id));
        const sold = await soldTicketTypeNames(
          tx,
          [...own].filter((id) => !keptIds.has(id)),
        );
        if (sold.length > 0) throw new ConflictError(EVENT_EDITING_MESSAGES.ticketsSold(sold));
        if (values.maxCapacity !== null && values.maxCapacity !== undefined) {
          const taken = await countSeatsHeld(tx, eventId);
          if (values.maxCapacity < taken) {
            throw ValidationError.field('max_capacity', EVENT_EDITING_MESSAGES.capacityBelowSeats(taken));
          }
        }
        await updateEventRow(tx, eventId, values);
        await replaceGroups(tx, eventId, input.group_ids);
        await replaceTicketTypes(tx, eventId, tickets);
      });
      // A raised capacity or ticket limit frees places for the waitlist.
      await hooks.placesFreed?.({ kind: 'event', id: eventId });
      return detail(eventId, event.mainImageId);
    },

    /**
     * DELETE /events/{id} (owners and admins): RSVPs, tickets, cart lines, owners and images go with it. The
     * hook gets the files of the uploads the event claimed, never URLs its photo columns merely hold.
     */
    async remove(actor: PermissionHolder, eventId: number): Promise<null> {
      await loadEventFor(db, actor, eventId, 'manage');
      const files = await db.transaction(async (tx) => {
        const released = await releaseEventUploads(tx, eventId);
        await deleteEvent(tx, eventId);
        return released;
      });
      await hooks.afterDelete?.(eventId, files);
      return null;
    },

    /** PUT /admin/events/{id}/status (owners and admins): 'published' without create_event gives 'pending'. */
    async setStatus(actor: PermissionHolder, eventId: number, input: EventStatusData): Promise<CampusEvent> {
      const { event } = await loadEventFor(db, actor, eventId, 'manage');
      await setEventStatus(db, eventId, statusFor(actor, input.status));
      return detail(eventId, event.mainImageId);
    },

    /** GET /events/{id}/owners (owners and admins). */
    async owners(actor: PermissionHolder, eventId: number): Promise<UserSummary[]> {
      await loadEventFor(db, actor, eventId, 'manage');
      return findOwners(db, eventId);
    },

    /**
     * PUT /events/{id}/owners (owners and admins): the whole list. Owners choose among themselves, the current
     * owners and the members and coordinators of groups they coordinate; admins any user.
     */
    async setOwners(
      actor: PermissionHolder,
      eventId: number,
      input: EventOwnersData,
    ): Promise<UserSummary[]> {
      await loadEventFor(db, actor, eventId, 'manage');
      const wanted = input.owner_ids;
      const existing = await existingUserIds(db, wanted);
      if (wanted.some((id) => !existing.has(id))) {
        throw ValidationError.field('owner_ids', EVENT_EDITING_MESSAGES.unknownUsers);
      }
      if (!actor.is_admin) {
        const choosable = await choosableOwnerIds(db, actor.id, eventId, wanted);
        if (wanted.some((id) => !choosable.has(id))) {
          throw ValidationError.field('owner_ids', EVENT_EDITING_MESSAGES.ownersNotChoosable);
        }
      }
      await db.transaction((tx) => replaceOwners(tx, eventId, wanted));
      return findOwners(db, eventId);
    },
  };
}

export type EventEditingService = ReturnType<typeof createEventEditingService>;

/** Dollars (at most whole cents, as moneyField checked) to integer cents. */
function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

function ticketValues(ticket: EventData['ticket_types'][number]): TicketTypeValues {
  return {
    id: ticket.id,
    name: ticket.name,
    priceCents: toCents(ticket.price),
    description: ticket.description ?? null,
    maxQuantity: ticket.max_quantity ?? null,
    isActive: ticket.is_active,
  };
}
