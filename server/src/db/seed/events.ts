import type { DemoDataset } from '@campus/fixtures';
import type { Database } from '../connect.js';
import { eventGroups, eventOwners, events, rsvps, rsvpTickets, ticketTypes } from '../schema.js';
import { nonEmpty, type Refs } from './refs.js';

/** Events with their owners, groups, ticket types, RSVPs and the tickets bought with them. */
export async function seedEvents(db: Database, data: DemoDataset, refs: Refs) {
  if (!nonEmpty(data.events)) return;
  const rows = await db
    .insert(events)
    .values(
      data.events.map((event) => ({
        title: event.title,
        description: event.description,
        date: event.date,
        eventStartTime: event.startTime,
        eventEndTime: event.endTime,
        eventEndDate: event.endDate ?? null,
        location: event.location ?? null,
        isOnline: event.isOnline,
        meetingLink: event.meetingLink ?? null,
        isFree: event.isFree,
        visibility: event.visibility,
        approvalRequired: event.approvalRequired,
        maxCapacity: event.maxCapacity ?? null,
        status: event.status,
        creatorId: refs.user(event.creator),
        organizationId: refs.organizationOf(event.creator, data.users),
      })),
    )
    .returning({ id: events.id, title: events.title });
  for (const row of rows) refs.events.set(row.title, row.id);

  const owners = data.events.flatMap((event) =>
    event.owners.map((username) => ({ eventId: refs.event(event.title), userId: refs.user(username) })),
  );
  if (nonEmpty(owners)) await db.insert(eventOwners).values(owners);
  const groupLinks = data.events.flatMap((event) =>
    event.groups.map((name) => ({ eventId: refs.event(event.title), groupId: refs.group(name) })),
  );
  if (nonEmpty(groupLinks)) await db.insert(eventGroups).values(groupLinks);

  const tickets = data.events.flatMap((event) =>
    event.ticketTypes.map((ticket, order) => ({
      eventId: refs.event(event.title),
      name: ticket.name,
      priceCents: ticket.priceCents,
      description: ticket.description ?? null,
      maxQuantity: ticket.maxQuantity ?? null,
      isActive: ticket.isActive ?? true,
      displayOrder: order,
    })),
  );
  const ticketRows = nonEmpty(tickets)
    ? await db
        .insert(ticketTypes)
        .values(tickets)
        .returning({ id: ticketTypes.id, eventId: ticketTypes.eventId, name: ticketTypes.name })
    : [];
  const ticketOf = (eventId: number, name: string) => {
    const row = ticketRows.find((candidate) => candidate.eventId === eventId && candidate.name === name);
    if (!row) throw new Error(`No ticket type '${name}' on event ${eventId}`);
    return {
      id: row.id,
      price: tickets.find((t) => t.eventId === eventId && t.name === name)?.priceCents ?? 0,
    };
  };

  const answers = data.events.flatMap((event) => event.rsvps.map((rsvp) => ({ event, rsvp })));
  if (!nonEmpty(answers)) return;
  const rsvpRows = await db
    .insert(rsvps)
    .values(
      answers.map(({ event, rsvp }) => {
        const eventId = refs.event(event.title);
        const owed = (rsvp.tickets ?? []).reduce(
          (sum, line) => sum + ticketOf(eventId, line.ticketType).price * line.quantity,
          0,
        );
        return {
          eventId,
          userId: refs.user(rsvp.username),
          response: rsvp.response,
          quantity: rsvp.quantity,
          status: rsvp.status,
          notes: rsvp.notes ?? null,
          paymentType: rsvp.paymentType ?? null,
          totalAmountOwedCents: owed,
          paidAmountCents: rsvp.paymentType === 'credit_card' ? owed : null,
        };
      }),
    )
    .returning({ id: rsvps.id, eventId: rsvps.eventId, userId: rsvps.userId });
  const rsvpIds = new Map(rsvpRows.map((row) => [`${row.eventId}|${row.userId}`, row.id]));
  const rsvpId = (eventId: number, username: string) => {
    const id = rsvpIds.get(`${eventId}|${refs.user(username)}`);
    if (id === undefined) throw new Error(`No RSVP of '${username}' on event ${eventId}`);
    return id;
  };
  const lines = answers.flatMap(({ event, rsvp }) => {
    const eventId = refs.event(event.title);
    return (rsvp.tickets ?? []).map((line) => {
      const ticket = ticketOf(eventId, line.ticketType);
      return {
        rsvpId: rsvpId(eventId, rsvp.username),
        ticketTypeId: ticket.id,
        ticketName: line.ticketType,
        unitPriceCents: ticket.price,
        quantity: line.quantity,
      };
    });
  });
  if (nonEmpty(lines)) await db.insert(rsvpTickets).values(lines);
}
