import type {
  Announcement,
  GroupDetail,
  RecommendedCourse,
  RecommendedEvent,
  UserSummary,
} from '@campus/sdk';
import { createFakeApi, type FakeApi } from '../../../testing/fake-api';

export const person = (id: number, first: string, last: string, username: string): UserSummary => ({
  id,
  username,
  first_name: first,
  middle_name: null,
  last_name: last,
});

export const coordinatorPerson = person(2, 'Casey', 'Cole', 'coordinator');
export const memberPerson = person(3, 'Sam', 'Student', 'student');

export function groupDetail(overrides: Partial<GroupDetail> = {}): GroupDetail {
  return {
    group: {
      id: 7,
      name: 'Grade 8 Science',
      description: 'Labs, field trips and the science fair.',
      creator: coordinatorPerson,
      created_at: '2025-09-01T10:00:00.000Z',
      users: [{ ...memberPerson, gender: 'male', is_student: true, school_grade: '8' }],
      coordinators: [coordinatorPerson],
    },
    recommended_courses: [],
    recommended_events: [],
    ...overrides,
  };
}

export function announcement(id: number, overrides: Partial<Announcement> = {}): Announcement {
  return {
    id,
    group_id: 7,
    title: `Announcement ${id}`,
    body: `<p>Body of announcement ${id}</p>`,
    available_from: '2025-01-01T07:00:00.000Z',
    available_until: null,
    is_active: true,
    created_at: '2025-01-01T07:00:00.000Z',
    updated_at: '2025-01-01T07:00:00.000Z',
    author: coordinatorPerson,
    ...overrides,
  };
}

export function page(data: Announcement[], current = 1, last = 1) {
  return { data, current_page: current, last_page: last, per_page: 10, total: data.length };
}

export const course: RecommendedCourse = {
  id: 31,
  name: 'Grade 8 Science Lab',
  status: 'published',
  visibility: 'private',
  teacher: null,
  date: '2026-03-02',
  start_time: '09:00',
  end_time: '10:00',
  location: 'Lab B',
  is_online: false,
  is_free: false,
  price: 25,
  is_recurring: false,
  recurrence_type: null,
  main_photo_small: null,
};

export const event: RecommendedEvent = {
  id: 41,
  title: 'Planetarium Trip',
  status: 'published',
  visibility: 'private',
  date: '2026-03-05',
  event_start_time: '14:00',
  event_end_time: '16:30',
  location: 'City Planetarium',
  is_online: false,
  is_free: true,
  price: null,
  main_photo: null,
};

/** The fake API with every requested URL kept (the query string included), for the list's parameters. */
export function recordingApi(routes: Parameters<typeof createFakeApi>[0]): FakeApi & { urls: string[] } {
  const api = createFakeApi(routes);
  const urls: string[] = [];
  return {
    ...api,
    urls,
    fetch: (input, init) => {
      urls.push(String(input));
      return api.fetch(input, init);
    },
  };
}
