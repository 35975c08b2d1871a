import { type MatrixContext, type MatrixRow, noSecrets, only } from '../authorization-matrix.js';

// Grade 8 Science (coordinator coordinates, student is a member) and its demo announcements
// (fixtures/src/demo-social.ts): 'Bring safety goggles to every lab' is Active, 'Field trip permission slips'
// Scheduled. 'Regional competition schedule' belongs to Robotics Club: requested under Grade 8 Science it is
// "another group's announcement", a 404 for whoever may open Grade 8 Science, a 403 for the others.

const science = ({ ids }: MatrixContext) => ids.group('Grade 8 Science');
const ACTIVE = 'Bring safety goggles to every lab';
const SCHEDULED = 'Field trip permission slips';
const ROBOTICS = 'Regional competition schedule';

const readers = (status: number) => only(['admin', 'coordinator', 'student'], status);
const managers = (status: number) => only(['admin', 'coordinator'], status);

const announcementForm = ({ role }: MatrixContext) => ({
  title: `Matrix announcement ${role}`,
  body: '<p>From the matrix</p>',
  available_from: '2026-01-05',
  available_until: null,
});

export const ANNOUNCEMENTS_ROWS: readonly MatrixRow[] = [
  {
    method: 'GET',
    url: (c) => `/api/groups/${science(c)}/announcements`,
    expect: readers(200),
    absent: noSecrets,
  },
  {
    method: 'GET',
    url: (c) => `/api/groups/${science(c)}/announcements?show_all=true&page=2`,
    expect: readers(200),
    absent: noSecrets,
  },
  {
    method: 'POST',
    url: (c) => `/api/groups/${science(c)}/announcements`,
    body: announcementForm,
    expect: managers(201),
    absent: noSecrets,
  },
  {
    method: 'GET',
    url: (c) => `/api/groups/${science(c)}/announcements/${c.ids.announcement(ACTIVE)}`,
    expect: readers(200),
    absent: noSecrets,
  },
  // Members see only Active announcements: a Scheduled one is a 404 to them.
  {
    method: 'GET',
    url: (c) => `/api/groups/${science(c)}/announcements/${c.ids.announcement(SCHEDULED)}`,
    expect: { ...managers(200), student: 404 },
  },
  {
    method: 'PUT',
    url: (c) => `/api/groups/${science(c)}/announcements/${c.ids.announcement(ACTIVE)}`,
    body: announcementForm,
    expect: managers(200),
    absent: noSecrets,
  },
  {
    method: 'DELETE',
    url: (c) => `/api/groups/${science(c)}/announcements/${c.ids.announcement(ACTIVE)}`,
    expect: managers(200),
  },
  // Another group's announcement under this group's id.
  {
    method: 'GET',
    url: (c) => `/api/groups/${science(c)}/announcements/${c.ids.announcement(ROBOTICS)}`,
    expect: readers(404),
  },
  {
    method: 'PUT',
    url: (c) => `/api/groups/${science(c)}/announcements/${c.ids.announcement(ROBOTICS)}`,
    body: announcementForm,
    expect: managers(404),
  },
  {
    method: 'DELETE',
    url: (c) => `/api/groups/${science(c)}/announcements/${c.ids.announcement(ROBOTICS)}`,
    expect: managers(404),
  },
];
