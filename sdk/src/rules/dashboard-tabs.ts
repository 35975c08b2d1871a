import { paths } from './paths.js';

/** The dashboard tabs of spec section 2, in the order they are shown. */
export type DashboardTabKey =
  | 'calendar'
  | 'my-events'
  | 'my-courses'
  | 'my-groups'
  | 'owner-calendar'
  | 'users';

export interface DashboardTab {
  key: DashboardTabKey;
  label: string;
  path: string;
}

const tab = (key: DashboardTabKey, label: string): DashboardTab => ({
  key,
  label,
  path: paths.dashboardTab(key),
});

const CALENDAR = tab('calendar', 'Calendar');
const OWNER_CALENDAR = tab('owner-calendar', 'Owner Calendar');
const MY_EVENTS = tab('my-events', 'My Events');
const MY_COURSES = tab('my-courses', 'My Courses');
const MY_GROUPS = tab('my-groups', 'My Groups');
const USERS = tab('users', 'Users');

export interface DashboardTabContext {
  /** The user owns at least one course or event. */
  ownsCourseOrEvent: boolean;
  /** The user owns at least one organization. */
  ownsOrganization: boolean;
}

/** Calendar, My Events, My Courses and My Groups always; Owner Calendar and Users only for owners. */
export function dashboardTabs({ ownsCourseOrEvent, ownsOrganization }: DashboardTabContext): DashboardTab[] {
  const tabs = [CALENDAR];
  if (ownsCourseOrEvent) tabs.push(OWNER_CALENDAR);
  tabs.push(MY_EVENTS, MY_COURSES, MY_GROUPS);
  if (ownsOrganization) tabs.push(USERS);
  return tabs;
}
