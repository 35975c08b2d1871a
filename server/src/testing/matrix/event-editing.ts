import {
  type Expectation,
  everyone,
  type MatrixContext,
  type MatrixRole,
  type MatrixRow,
  noSecrets,
  only,
} from '../authorization-matrix.js';

// The event form, status and owners (modules/event-editing). Demo events (fixtures/src/demo-events.ts):
// Spring Science Fair is public and published, owned by teacher (everyone sees it: non-owners 403); Grade 8
// Parent-Teacher Night is private to Grade 8 Science, owned by teacher and coordinator (student and parent
// see it: 403; owner and manager do not: 404); Robotics Showcase is pending, owned by teacher and
// coordinator (404 to the others); Alumni Networking Brunch is jchen's draft: "another user's object",
// 404 to everyone but admins. Admins and teacher hold create_event; nobody else does.

const publicEvent = ({ ids }: MatrixContext) => ids.event('Spring Science Fair');
const privateEvent = ({ ids }: MatrixContext) => ids.event('Grade 8 Parent-Teacher Night');
const pendingEvent = ({ ids }: MatrixContext) => ids.event('Robotics Showcase');
const othersDraft = ({ ids }: MatrixContext) => ids.event('Alumni Networking Brunch');

/** Guests 401; `status` for the listed roles; every other role `others`. */
function rolesGet(roles: readonly MatrixRole[], status: number, others: number): Expectation {
  const expectation = { ...everyone(others), guest: 401 };
  for (const role of roles) expectation[role] = status;
  return expectation;
}

/** Spring Science Fair: its owner teacher and admins; the others see it (403). */
const publicOwners = (status: number) => only(['admin', 'teacher'], status);
/** Grade 8 Parent-Teacher Night: owners and admins; its audience (student, parent) 403; the rest 404. */
const privateOwners = (status: number) => ({
  ...rolesGet(['admin', 'teacher', 'coordinator'], status, 404),
  student: 403,
  parent: 403,
});
/** Robotics Showcase (pending): owners and admins; hidden from the rest. */
const pendingOwners = (status: number) => rolesGet(['admin', 'teacher', 'coordinator'], status, 404);
/** jchen's draft: admins only; hidden from the rest. */
const draftAdmins = (status: number) => rolesGet(['admin'], status, 404);

const eventForm = ({ role }: MatrixContext) => ({
  title: `Matrix Event ${role}`,
  description: '<p>By the matrix</p>',
  date: '2031-05-01',
  event_start_time: '10:00',
  event_end_time: '12:00',
  location: 'Gym',
  status: 'published',
});

const privateForm = (groupName: string) => (c: MatrixContext) => ({
  ...eventForm(c),
  visibility: 'private',
  group_ids: [c.ids.group(groupName)],
});

export const EVENT_EDITING_ROWS: readonly MatrixRow[] = [
  // Create: create_event holders (teacher) and admins.
  {
    method: 'POST',
    url: '/api/events',
    body: eventForm,
    expect: only(['admin', 'teacher'], 201),
    absent: noSecrets,
  },
  // A private event for a group teacher coordinates; Grade 8 Science is not teacher's (422), admins any group.
  {
    method: 'POST',
    url: '/api/events',
    body: privateForm('Robotics Club'),
    expect: only(['admin', 'teacher'], 201),
  },
  {
    method: 'POST',
    url: '/api/events',
    body: privateForm('Grade 8 Science'),
    expect: { ...only(['admin'], 201), teacher: 422 },
  },
  // Update
  {
    method: 'PUT',
    url: (c: MatrixContext) => `/api/events/${publicEvent(c)}`,
    body: eventForm,
    expect: publicOwners(200),
    absent: noSecrets,
  },
  {
    method: 'PUT',
    url: (c: MatrixContext) => `/api/events/${privateEvent(c)}`,
    body: privateForm('Grade 8 Science'),
    expect: privateOwners(200),
  },
  {
    method: 'PUT',
    url: (c: MatrixContext) => `/api/events/${pendingEvent(c)}`,
    body: eventForm,
    expect: pendingOwners(200),
  },
  {
    method: 'PUT',
    url: (c: MatrixContext) => `/api/events/${othersDraft(c)}`,
    body: eventForm,
    expect: draftAdmins(200),
  },
  { method: 'PUT', url: '/api/events/999999', body: eventForm, expect: rolesGet([], 404, 404) },
  // Delete
  { method: 'DELETE', url: (c: MatrixContext) => `/api/events/${publicEvent(c)}`, expect: publicOwners(200) },
  {
    method: 'DELETE',
    url: (c: MatrixContext) => `/api/events/${privateEvent(c)}`,
    expect: privateOwners(200),
  },
  {
    method: 'DELETE',
    url: (c: MatrixContext) => `/api/events/${pendingEvent(c)}`,
    expect: pendingOwners(200),
  },
  { method: 'DELETE', url: (c: MatrixContext) => `/api/events/${othersDraft(c)}`, expect: draftAdmins(200) },
  // Status (coordinator, without create_event, gets pending but a 200)
  {
    method: 'PUT',
    url: (c: MatrixContext) => `/api/admin/events/${pendingEvent(c)}/status`,
    body: { status: 'published' },
    expect: pendingOwners(200),
  },
  {
    method: 'PUT',
    url: (c: MatrixContext) => `/api/admin/events/${publicEvent(c)}/status`,
    body: { status: 'draft' },
    expect: publicOwners(200),
  },
  {
    method: 'PUT',
    url: (c: MatrixContext) => `/api/admin/events/${othersDraft(c)}/status`,
    body: { status: 'published' },
    expect: draftAdmins(200),
  },
  // Owners
  {
    method: 'GET',
    url: (c: MatrixContext) => `/api/events/${publicEvent(c)}/owners`,
    expect: publicOwners(200),
    absent: noSecrets,
  },
  {
    method: 'GET',
    url: (c: MatrixContext) => `/api/events/${privateEvent(c)}/owners`,
    expect: privateOwners(200),
    absent: noSecrets,
  },
  {
    method: 'GET',
    url: (c: MatrixContext) => `/api/events/${othersDraft(c)}/owners`,
    expect: draftAdmins(200),
  },
  {
    method: 'PUT',
    url: (c: MatrixContext) => `/api/events/${pendingEvent(c)}/owners`,
    body: ({ ids }: MatrixContext) => ({ owner_ids: [ids.user('teacher'), ids.user('coordinator')] }),
    expect: pendingOwners(200),
    absent: noSecrets,
  },
  {
    method: 'PUT',
    url: (c: MatrixContext) => `/api/events/${othersDraft(c)}/owners`,
    body: ({ ids }: MatrixContext) => ({ owner_ids: [ids.user('jchen')] }),
    expect: draftAdmins(200),
  },
  // Hillcrest's director is in none of teacher's groups: only admins may make her an owner.
  {
    method: 'PUT',
    url: (c: MatrixContext) => `/api/events/${publicEvent(c)}/owners`,
    body: ({ ids }: MatrixContext) => ({ owner_ids: [ids.user('teacher'), ids.user('hcarter')] }),
    expect: { ...publicOwners(200), teacher: 422 },
  },
];
