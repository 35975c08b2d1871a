/** The admin panel's tabs (spec section 2, "Admin panel"), in the order they are shown. */
export const ADMIN_TABS = [
  { key: 'dashboard', label: 'Dashboard' },
  { key: 'groups', label: 'Groups' },
  { key: 'users', label: 'Users' },
  { key: 'events', label: 'Events' },
  { key: 'courses', label: 'Courses' },
  { key: 'enrollments', label: 'Enrollments' },
  { key: 'calendar', label: 'Course Calendar' },
  { key: 'organizations', label: 'Organizations' },
] as const;

export type AdminTabKey = (typeof ADMIN_TABS)[number]['key'];

/** The spec's default tab. */
export const DEFAULT_ADMIN_TAB: AdminTabKey = 'courses';

/** The tab named by `?tab=`, or the default when it names none. */
export function adminTabFrom(value: string | null): AdminTabKey {
  return ADMIN_TABS.find((tab) => tab.key === value)?.key ?? DEFAULT_ADMIN_TAB;
}
