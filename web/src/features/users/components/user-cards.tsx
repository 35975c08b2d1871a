import { ApiError, errorMessage, USER_MESSAGES } from '@campus/sdk';
import { ErrorAlert } from '../../../components/error-alert';
import { useUser } from '../api/get-user';
import { UserCardsSkeleton } from './user-cards-skeleton';
import { UserDetailCards } from './user-detail-cards';

/** What to say when GET /users/{id} fails: the spec's refusal on 403, else the server's message or the catalogue's. */
export function userLoadError(error: unknown): string {
  if (error instanceof ApiError && error.status === 403) return USER_MESSAGES.viewForbidden;
  return errorMessage(error, USER_MESSAGES.loadFailed);
}

/**
 * Every card of a user's page (details with inline edit, manager and assistants, groups, family, courses
 * taken, permissions), each shown only when GET /users/{id} says the viewer may. Used by /user/{id},
 * /profile/{id} and the admin Users tab's detail (which has its own full Edit form, so no inline Edit).
 */
export function UserCards({ userId, inlineEdit = true }: { userId: number; inlineEdit?: boolean }) {
  const user = useUser(userId);
  if (user.isPending) return <UserCardsSkeleton />;
  if (user.isError) return <ErrorAlert>{userLoadError(user.error)}</ErrorAlert>;
  return <UserDetailCards user={user.data} inlineEdit={inlineEdit} />;
}
