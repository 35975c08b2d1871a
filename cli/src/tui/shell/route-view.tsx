import { CourseScreen, CoursesScreen } from '../screens/courses/courses.js';
import { EventScreen, EventsScreen } from '../screens/events/events.js';
import { AddCoordinators, AddMembers } from '../screens/groups/add-people.js';
import { AnnouncementFormScreen } from '../screens/groups/announcement-form.js';
import { GroupScreen } from '../screens/groups/group-screen.js';
import { GroupsList } from '../screens/groups/groups-list.js';
import { Home } from '../screens/home.js';
import { ComposeScreen } from '../screens/inbox/compose.js';
import { InboxScreen } from '../screens/inbox/inbox.js';
import { MessageView } from '../screens/inbox/message-view.js';
import { RosterScreen } from '../screens/today/roster.js';
import { TodayScreen } from '../screens/today/today.js';
import type { Route } from './routes.js';

/** The screen for a route. */
export function RouteView({ route }: { route: Route }) {
  switch (route.name) {
    case 'home':
      return <Home />;
    case 'groups':
      return <GroupsList />;
    case 'group':
      return <GroupScreen route={route} />;
    case 'add-members':
      return <AddMembers route={route} />;
    case 'add-coordinators':
      return <AddCoordinators route={route} />;
    case 'announcement-form':
      return <AnnouncementFormScreen route={route} />;
    case 'inbox':
      return <InboxScreen route={route} />;
    case 'message':
      return <MessageView route={route} />;
    case 'compose':
      return <ComposeScreen route={route} />;
    case 'courses':
      return <CoursesScreen />;
    case 'course':
      return <CourseScreen route={route} />;
    case 'events':
      return <EventsScreen />;
    case 'event':
      return <EventScreen route={route} />;
    case 'today':
      return <TodayScreen />;
    case 'roster':
      return <RosterScreen route={route} />;
    default:
      return <Home />;
  }
}
