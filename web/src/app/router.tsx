import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../components/not-found-page';
import { RouteErrorPage } from '../components/route-error-page';
import { LoginPage } from '../features/auth/pages/login-page';
import { RegisterPage } from '../features/auth/pages/register-page';
import { HomePage } from '../features/home/pages/home-page';
import { AppLayout } from './shell/app-layout';

const ProfilePage = lazy(() => import('../features/profile/pages/profile-page'));
const DashboardLayout = lazy(() => import('../features/dashboard/components/dashboard-layout'));
const GroupPage = lazy(() => import('../features/groups/pages/group-page'));
const EventsPage = lazy(() => import('../features/events/pages/events-page'));
const PastEventsPage = lazy(() => import('../features/events/pages/past-events-page'));
const EventPage = lazy(() => import('../features/events/pages/event-page'));
const AnnouncementPage = lazy(() => import('../features/announcements/pages/announcement-page'));
const CreateAnnouncementPage = lazy(() => import('../features/announcements/pages/create-announcement-page'));
const EditAnnouncementPage = lazy(() => import('../features/announcements/pages/edit-announcement-page'));
const MyGroupsPage = lazy(() => import('../features/my-groups/pages/my-groups-page'));
const UsersTabPage = lazy(() => import('../features/organizations/pages/users-tab-page'));
const CreateEventPage = lazy(() => import('../features/event-form/pages/create-event-page'));
const EditEventPage = lazy(() => import('../features/event-form/pages/edit-event-page'));
const MyEventsPage = lazy(() => import('../features/my-events/pages/my-events-page'));
const AdminPage = lazy(() => import('../features/admin/pages/admin-page'));
const CheckoutPage = lazy(() => import('../features/checkout/pages/checkout-page'));
const CoursesPage = lazy(() => import('../features/courses/pages/courses-page'));
const CoursePage = lazy(() => import('../features/courses/pages/course-page'));
const SessionPage = lazy(() => import('../features/course-sessions/pages/session-page'));
const SessionOnDatePage = lazy(() => import('../features/course-sessions/pages/session-on-date-page'));
const CreateCoursePage = lazy(() => import('../features/course-form/pages/create-course-page'));
const EditCoursePage = lazy(() => import('../features/course-form/pages/edit-course-page'));
const CalendarPage = lazy(() => import('../features/calendar/pages/calendar-page'));
const OwnerCalendarPage = lazy(() => import('../features/calendar/pages/owner-calendar-page'));
const MyCoursesPage = lazy(() => import('../features/my-courses/pages/my-courses-page'));
const UserPage = lazy(() => import('../features/users/pages/user-page'));
const InboxPage = lazy(() => import('../features/messages/pages/inbox-page'));
const CheckinPage = lazy(() => import('../features/checkin/pages/checkin-page'));

/**
 * Every route of spec section 2. Access (guest-only, login required, numeric ids, role gates) is decided
 * by the sdk's route rules in <RouteGuard> inside the layout; router.test.tsx checks this table against
 * the sdk's ROUTES.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'courses', element: <CoursesPage /> },
      { path: 'events', element: <EventsPage /> },
      { path: 'past-events', element: <PastEventsPage /> },
      { path: 'event/:id', element: <EventPage /> },
      { path: 'course/:id', element: <CoursePage /> },
      { path: 'course/:courseId/session/:sessionId', element: <SessionPage /> },
      { path: 'course/:id/session/date/:date', element: <SessionOnDatePage /> },
      { path: 'checkin/:code', element: <CheckinPage /> },
      { path: 'create-event', element: <CreateEventPage /> },
      { path: 'edit-event/:id', element: <EditEventPage /> },
      { path: 'create-course', element: <CreateCoursePage /> },
      { path: 'edit-course/:id', element: <EditCoursePage /> },
      {
        path: 'dashboard',
        element: <DashboardLayout />,
        children: [
          { index: true, element: <Navigate to="/dashboard/calendar" replace /> },
          { path: 'calendar', element: <CalendarPage /> },
          { path: 'owner-calendar', element: <OwnerCalendarPage /> },
          { path: 'my-events', element: <MyEventsPage /> },
          { path: 'my-courses', element: <MyCoursesPage /> },
          { path: 'my-groups', element: <MyGroupsPage /> },
          { path: 'users', element: <UsersTabPage /> },
        ],
      },
      { path: 'admin', element: <AdminPage /> },
      { path: 'profile', element: <ProfilePage /> },
      { path: 'profile/:id', element: <UserPage /> },
      { path: 'user/:id', element: <UserPage /> },
      { path: 'inbox', element: <InboxPage /> },
      { path: 'checkout', element: <CheckoutPage /> },
      { path: 'group/:id', element: <GroupPage /> },
      { path: 'groups/:groupId/announcements/create', element: <CreateAnnouncementPage /> },
      { path: 'groups/:groupId/announcements/:id', element: <AnnouncementPage /> },
      { path: 'groups/:groupId/announcements/:id/edit', element: <EditAnnouncementPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
