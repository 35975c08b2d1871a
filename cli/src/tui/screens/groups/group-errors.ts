import { errorMessage, ForbiddenError, GROUP_MESSAGES, NotFoundError } from '@campus/sdk';

/** Spec section 8: 403 'Access denied: You are not a member of this group', 404 'Group not found', else the fallback. */
export function groupLoadError(error: unknown): string {
  if (error instanceof ForbiddenError) return GROUP_MESSAGES.notMember;
  if (error instanceof NotFoundError) return GROUP_MESSAGES.notFound;
  return errorMessage(error, GROUP_MESSAGES.fetchFailed);
}
