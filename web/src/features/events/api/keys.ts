/** Query keys of events; every feature that changes an event invalidates `eventKeys.all`. */
export const eventKeys = {
  all: ['events'] as const,
  list: (when: 'upcoming' | 'past', page: number, perPage: number) =>
    [...eventKeys.all, 'list', when, page, perPage] as const,
  detail: (id: number, signedIn: boolean) => [...eventKeys.all, 'detail', id, signedIn] as const,
  /** The signed-in user's own RSVPs (GET /user/rsvps). */
  myRsvps: () => [...eventKeys.all, 'my-rsvps'] as const,
};
