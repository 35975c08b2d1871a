/** Query keys of the check-in feature; a change invalidates `checkinKeys.all`. */
export const checkinKeys = {
  all: ['checkin'] as const,
  session: (courseId: number, sessionId: number) =>
    [...checkinKeys.all, 'session', courseId, sessionId] as const,
  event: (eventId: number) => [...checkinKeys.all, 'event', eventId] as const,
};
