import { eventKeys } from '../../events/api/keys';

/**
 * Query keys of the My Events tab. They sit under `eventKeys.all`, so any feature that changes an event
 * (and invalidates `eventKeys.all`) refreshes these lists too.
 */
export const myEventKeys = {
  owned: () => [...eventKeys.all, 'owned'] as const,
  mine: () => [...eventKeys.all, 'mine'] as const,
  children: () => [...eventKeys.all, 'children'] as const,
  owners: (eventId: number) => [...eventKeys.all, 'owners', eventId] as const,
  attendees: (eventId: number) => [...eventKeys.all, 'attendees', eventId] as const,
};
