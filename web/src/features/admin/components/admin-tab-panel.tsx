import { OrganizationManagement } from '../../organizations/components/organization-management';
import type { AdminTabKey } from './admin-tabs';
import { CourseCalendarTab } from './calendar/course-calendar-tab';
import { CoursesTab } from './courses/courses-tab';
import { DashboardTab } from './dashboard/dashboard-tab';
import { EnrollmentsTab } from './enrollments/enrollments-tab';
import { EventsTab } from './events/events-tab';
import { GroupsTab } from './groups/groups-tab';
import { UsersTab } from './users/users-tab';

/** The content of one admin tab; each tab lives in its own folder. */
export function AdminTabPanel({ tab }: { tab: AdminTabKey }) {
  switch (tab) {
    case 'dashboard':
      return <DashboardTab />;
    case 'groups':
      return <GroupsTab />;
    case 'users':
      return <UsersTab />;
    case 'events':
      return <EventsTab />;
    case 'courses':
      return <CoursesTab />;
    case 'enrollments':
      return <EnrollmentsTab />;
    case 'calendar':
      return <CourseCalendarTab />;
    case 'organizations':
      return <OrganizationManagement />;
  }
}
