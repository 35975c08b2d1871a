import {
  type AttendeeOwnerFieldsInput,
  type AttendeeResponseInput,
  type CampusEvent,
  errorMessage,
  type RsvpStatus,
  toggledEventStatus,
} from '@campus/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { eventKeys } from '../../events/api/keys';
import { waitlistKeys } from '../../waitlist';
import { myEventKeys } from './keys';

/** Every events query (lists, details, My Events) refetches after an event itself changes. */
function useInvalidateEvents() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: eventKeys.all });
}

/** Publish or Unpublish (PUT /admin/events/{id}/status): published goes to draft, anything else to published. */
export function useToggleEventStatus() {
  const client = useApiClient();
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: (event: Pick<CampusEvent, 'id' | 'status'>) =>
      client.events.setStatus(event.id, { status: toggledEventStatus(event.status) }),
    onSuccess: invalidate,
  });
}

/** DELETE /events/{id}. */
export function useDeleteEvent() {
  const client = useApiClient();
  const invalidate = useInvalidateEvents();
  return useMutation({
    mutationFn: (eventId: number) => client.events.remove(eventId),
    onSuccess: invalidate,
  });
}

/** PUT /events/{id}/owners {owner_ids}. */
export function useSetEventOwners(eventId: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ownerIds: number[]) => client.events.setOwners(eventId, { owner_ids: ownerIds }),
    onSuccess: (owners) => {
      queryClient.setQueryData(myEventKeys.owners(eventId), owners);
      // Removing oneself as an owner takes the event off 'Events I'm an owner'.
      return queryClient.invalidateQueries({ queryKey: myEventKeys.owned() });
    },
  });
}

/**
 * After any change to an RSVP: the report (statistics, money), the lists that count seats, and the event's
 * waitlist (a freed seat is offered to the first in line at once).
 */
function useInvalidateAttendees(eventId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: myEventKeys.attendees(eventId) }),
      queryClient.invalidateQueries({ queryKey: waitlistKeys.entries({ kind: 'event', id: eventId }) }),
      queryClient.invalidateQueries({ queryKey: myEventKeys.mine() }),
      queryClient.invalidateQueries({ queryKey: myEventKeys.children() }),
    ]);
}

/** PUT /events/{id}/attendees/{rsvpId}/status. */
export function useSetAttendeeStatus(eventId: number) {
  const client = useApiClient();
  const invalidate = useInvalidateAttendees(eventId);
  return useMutation({
    mutationFn: ({ rsvpId, status }: { rsvpId: number; status: RsvpStatus }) =>
      client.attendees.setStatus(eventId, rsvpId, { status }),
    onSettled: invalidate,
  });
}

/** PUT /events/{id}/attendees/{rsvpId}/response: response and seats. */
export function useSetAttendeeResponse(eventId: number) {
  const client = useApiClient();
  const invalidate = useInvalidateAttendees(eventId);
  return useMutation({
    mutationFn: ({ rsvpId, input }: { rsvpId: number; input: AttendeeResponseInput }) =>
      client.attendees.setResponse(eventId, rsvpId, input),
    onSettled: invalidate,
  });
}

/** PUT /events/{id}/attendees/{rsvpId}/owner-fields: payment type, owner notes or paid amount. */
export function useSetAttendeeOwnerFields(eventId: number) {
  const client = useApiClient();
  const invalidate = useInvalidateAttendees(eventId);
  return useMutation({
    mutationFn: ({ rsvpId, input }: { rsvpId: number; input: AttendeeOwnerFieldsInput }) =>
      client.attendees.setOwnerFields(eventId, rsvpId, input),
    onSettled: invalidate,
  });
}

/** DELETE /events/{id}/attendees/{rsvpId}. */
export function useRemoveAttendee(eventId: number) {
  const client = useApiClient();
  const invalidate = useInvalidateAttendees(eventId);
  return useMutation({
    mutationFn: (rsvpId: number) => client.attendees.remove(eventId, rsvpId),
    onSuccess: invalidate,
  });
}

export interface AddAttendeesResult {
  added: number[];
  /** Each user that could not be added, with the server's reason (or the catalogue's message). */
  failed: { userId: number; message: string }[];
}

/**
 * Add Selected Users: one POST /events/{id}/rsvp {user_id} per ticked user (response yes, approved, 1),
 * one after another; a refusal for one user does not stop the others.
 */
export function useAddAttendees(eventId: number, fallback: string) {
  const client = useApiClient();
  const invalidate = useInvalidateAttendees(eventId);
  return useMutation({
    mutationFn: async (userIds: number[]): Promise<AddAttendeesResult> => {
      const result: AddAttendeesResult = { added: [], failed: [] };
      for (const userId of userIds) {
        try {
          await client.attendees.add(eventId, { user_id: userId });
          result.added.push(userId);
        } catch (error) {
          result.failed.push({ userId, message: errorMessage(error, fallback) });
        }
      }
      return result;
    },
    onSettled: invalidate,
  });
}
