import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../components/not-found-page';
import { RouteErrorPage } from '../components/route-error-page';
import { LoginPage } from '../features/auth/pages/login-page';
import { RegisterPage } from '../features/auth/pages/register-page';
import { HomePage } from '../features/home/pages/home-page';
import { AppLayout } from './shell/app-layout';

const NotBuiltPage = lazy(() => import('../components/not-built-page'));
const ProfilePage = lazy(() => import('../features/profile/pages/profile-page'));
const DashboardLayout = lazy(() => import('../features/dashboard/components/dashboard-layout'));

/** A screen of spec section 2 that a later issue builds; docs/FEATURES.md lists them. */
function notBuilt(path: string, title: string, headingOrder: 1 | 2 = 1): RouteObject {
  return { path, element: <NotBuiltPage title={title} headingOrder={headingOrder} /> };
}

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
      notBuilt('courses', 'Available Courses'),
      notBuilt('events', 'Upcoming Events'),
      notBuilt('past-events', 'Past Events'),
      notBuilt('event/:id', 'Event Details'),
      notBuilt('course/:id', 'Course Details'),
      notBuilt('course/:courseId/session/:sessionId', 'Session Details'),
      notBuilt('course/:id/session/date/:date', 'Next Session'),
      notBuilt('create-event', 'Create Event'),
      notBuilt('edit-event/:id', 'Edit Event'),
      notBuilt('create-course', 'Create New Course'),
      notBuilt('edit-course/:id', 'Edit Course'),
      {
        path: 'dashboard',
        element: <DashboardLayout />,
        children: [
          { index: true, element: <Navigate to="/dashboard/calendar" replace /> },
          notBuilt('calendar', 'Calendar', 2),
          notBuilt('owner-calendar', 'Owner Calendar', 2),
          notBuilt('my-events', 'My Events', 2),
          notBuilt('my-courses', 'My Courses', 2),
          notBuilt('my-groups', 'My Groups', 2),
          notBuilt('users', 'Users', 2),
        ],
      },
      notBuilt('admin', 'Admin Panel'),
      { path: 'profile', element: <ProfilePage /> },
      notBuilt('profile/:id', 'User Profile'),
      notBuilt('user/:id', 'User Profile'),
      notBuilt('inbox', 'Messages'),
      notBuilt('checkout', 'Checkout'),
      notBuilt('group/:id', 'Group'),
      notBuilt('groups/:groupId/announcements/create', 'Create Announcement'),
      notBuilt('groups/:groupId/announcements/:id', 'Announcement'),
      notBuilt('groups/:groupId/announcements/:id/edit', 'Edit Announcement'),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
