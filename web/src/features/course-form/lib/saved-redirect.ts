import { hasPermission, type User } from '@campus/sdk';

/**
 * Where the saved screen goes after SAVE_REDIRECT_DELAY_MS (spec section 2, kept literally): /admin for
 * admins, /dashboard for holders of create_course, otherwise /admin (which sends a non-admin on to /).
 */
export function courseSavedRedirect(user: User): { to: string; destination: string } {
  if (!user.is_admin && hasPermission(user, 'create_course')) {
    return { to: '/dashboard', destination: 'the dashboard' };
  }
  return { to: '/admin', destination: 'the admin panel' };
}
