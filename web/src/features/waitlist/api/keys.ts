import type { WaitlistParent } from '@campus/sdk';

/**
 * Query keys of waitlists. Everything sits under ['waitlist'], so a join, leave, claim, decline, offer or
 * reorder invalidates one prefix and every waitlist on screen reads again.
 */
export const waitlistKeys = {
  all: ['waitlist'] as const,
  /** GET /waitlist: the signed-in user's active entries. */
  mine: () => [...waitlistKeys.all, 'mine'] as const,
  /** GET /events/{id}/waitlist or /courses/{id}/waitlist: the reader's own entry there. */
  entry: (parent: WaitlistParent) => [...waitlistKeys.all, 'entry', parent.kind, parent.id] as const,
  /** Staff: GET .../waitlist/entries, the whole line. */
  entries: (parent: WaitlistParent) => [...waitlistKeys.all, 'entries', parent.kind, parent.id] as const,
};
