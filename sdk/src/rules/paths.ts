import type { DashboardTabKey } from './dashboard-tabs.js';

type Id = number | string;

/** Builders for the links of spec section 2, so pages never assemble route strings by hand. */
export const paths = {
  home: () => '/',
  login: () => '/login',
  register: () => '/register',
  courses: () => '/courses',
  events: () => '/events',
  pastEvents: () => '/past-events',
  event: (id: Id) => `/event/${id}`,
  course: (id: Id) => `/course/${id}`,
  createEvent: () => '/create-event',
  createCourse: () => '/create-course',
  editEvent: (id: Id) => `/edit-event/${id}`,
  editCourse: (id: Id) => `/edit-course/${id}`,
  courseSession: (courseId: Id, sessionId: Id) => `/course/${courseId}/session/${sessionId}`,
  courseSessionOnDate: (courseId: Id, date: string) => `/course/${courseId}/session/date/${date}`,
  checkin: (code: string) => `/checkin/${encodeURIComponent(code)}`,
  dashboard: () => '/dashboard/calendar',
  /** A dashboard tab, e.g. dashboardTab('my-events') -> '/dashboard/my-events'. */
  dashboardTab: (key: DashboardTabKey) => `/dashboard/${key}`,
  admin: () => '/admin',
  profile: () => '/profile',
  memberProfile: (id: Id) => `/profile/${id}`,
  user: (id: Id) => `/user/${id}`,
  inbox: () => '/inbox',
  checkout: () => '/checkout',
  group: (id: Id) => `/group/${id}`,
  announcement: (groupId: Id, id: Id) => `/groups/${groupId}/announcements/${id}`,
  createAnnouncement: (groupId: Id) => `/groups/${groupId}/announcements/create`,
  editAnnouncement: (groupId: Id, id: Id) => `/groups/${groupId}/announcements/${id}/edit`,
} as const;

// Browsers drop tabs and newlines from URLs and read '\' as '/', so '/\t/evil.com' and '/\evil.com'
// would leave the site; any control character or backslash is refused outright.
function hasUnsafeCharacter(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === '\\') return true;
  }
  return false;
}

const SAME_ORIGIN_PROBE = 'http://campus.invalid';

/**
 * The path to return to after signing in (e.g. '/profile?tab=1'), or null when it is not a path on this
 * site: only a single leading '/' is accepted, never '//evil.com', '/\evil.com', 'https://...' or
 * 'javascript:...', so a crafted login link cannot send the user elsewhere.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || hasUnsafeCharacter(value)) return null;
  try {
    const url = new URL(value, SAME_ORIGIN_PROBE);
    return url.origin === SAME_ORIGIN_PROBE ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
