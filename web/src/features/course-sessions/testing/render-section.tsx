import type { Course, User } from '@campus/sdk';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../app/providers';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { createFakeApi, type FakeApi, ok } from '../../../testing/fake-api';
import { CourseSessionsSection } from '../components/course-sessions-section';

/**
 * The sessions section alone, as the course page mounts it, with the app's providers and a fake API (the
 * course page itself is another feature's and needs calls of its own).
 */
export function renderSessionsSection(course: Course, user: User, api: FakeApi = createFakeApi()) {
  window.localStorage.setItem(STORAGE_KEYS.token, 'test-token');
  window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  if (!api.has('GET /user')) api.on('GET /user', ok({ user, token: 'test-token' }));
  const router = createMemoryRouter(
    [
      { path: '/course/:id', element: <CourseSessionsSection course={course} /> },
      { path: '/course/:courseId/session/:sessionId', element: <p>Session page</p> },
    ],
    { initialEntries: [`/course/${course.id}`] },
  );
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <AppProviders
      fetch={api.fetch}
      storage={window.localStorage}
      queryClient={queryClient}
      env="test"
      onSessionExpired={() => {}}
    >
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, api, router, userEvent: userEvent.setup({ delay: null }) };
}
