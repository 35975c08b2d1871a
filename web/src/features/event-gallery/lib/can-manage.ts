import { type CampusEvent, canManageEvent, type User } from '@campus/sdk';

/** Spec section 6: only the event's owners and admins manage its images. */
export function canManageImages(user: User | null, event: Pick<CampusEvent, 'owners'>): boolean {
  if (!user) return false;
  return canManageEvent(user, { isOwner: event.owners?.some((owner) => owner.id === user.id) ?? false });
}
