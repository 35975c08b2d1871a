import {
  adminOnly,
  type Expectation,
  everyone,
  type MatrixContext,
  type MatrixRow,
  noSecrets,
  only,
  signedIn,
} from '../authorization-matrix.js';

// The enrollments module (modules/enrollments) on the demo courses (fixtures/src/demo-courses.ts):
// Introduction to Robotics is public, needs approval, owned and taught by teacher (student and emma.wilson
// enrolled, noah.smith requested); teacher coordinates Robotics Club (sofia.garcia a member). Grade 8
// Science Lab is private to Grade 8 Science (owners teacher and coordinator, coordinator its group's
// coordinator; student enrolled; parent sees it through student; owner and manager outside: 403).
// Watercolor Basics is mlopez's draft (404 to all but admins). sofia.garcia's request on SAT Math Prep is
// "another course's enrollment" aimed at under the Robotics path (404 to its managers).

const robotics = ({ ids }: MatrixContext) => ids.course('Introduction to Robotics');
const lab = ({ ids }: MatrixContext) => ids.course('Grade 8 Science Lab');
const othersDraft = ({ ids }: MatrixContext) => ids.course('Watercolor Basics');
const algebra = ({ ids }: MatrixContext) => ids.course('Algebra Workshop');

/** Robotics: `status` for its owner teacher and admins, 403 for the rest (they see it), guests 401. */
const roboticsOwners = (status: number) => only(['admin', 'teacher'], status);
/** A draft of another user: admins `status`, everyone else 404 (guests 401). */
const draftOnly = (status: number): Expectation => ({ ...everyone(404), guest: 401, admin: status });

export const ENROLLMENTS_ROWS: readonly MatrixRow[] = [
  // Enrol: anyone who sees a published public course; a private one only its group's people. The course's
  // staff and admins do not join it (403).
  {
    method: 'POST',
    url: (c) => `/api/courses/${robotics(c)}/enroll`,
    expect: signedIn(201, { student: 409, teacher: 403, admin: 403 }),
  },
  {
    method: 'POST',
    url: (c) => `/api/courses/${lab(c)}/enroll`,
    expect: signedIn(403, { student: 409 }),
  },
  {
    method: 'POST',
    url: (c) => `/api/courses/${othersDraft(c)}/enroll`,
    expect: draftOnly(403),
  },
  {
    method: 'POST',
    url: (c) => `/api/courses/${robotics(c)}/unenroll`,
    expect: signedIn(404, { student: 200 }),
  },
  {
    method: 'POST',
    url: (c) => `/api/courses/${othersDraft(c)}/unenroll`,
    expect: draftOnly(404),
  },

  // The owners' list and decisions: owners and admins; editors and other viewers 403.
  {
    method: 'GET',
    url: (c) => `/api/courses/${robotics(c)}/enrollments`,
    expect: roboticsOwners(200),
    absent: noSecrets,
  },
  {
    method: 'GET',
    url: (c) => `/api/courses/${lab(c)}/enrollments?status=requested`,
    expect: only(['admin', 'teacher', 'coordinator'], 200),
    absent: noSecrets,
  },
  {
    method: 'GET',
    url: (c) => `/api/courses/${othersDraft(c)}/enrollments`,
    expect: draftOnly(200),
  },
  {
    method: 'PUT',
    url: (c) => `/api/courses/${robotics(c)}/enrollments/${c.ids.user('noah.smith')}/status`,
    body: { status: 'enrolled' },
    expect: roboticsOwners(200),
  },
  {
    // Another course's enrollment under this course's path.
    method: 'PUT',
    url: (c) => `/api/courses/${robotics(c)}/enrollments/${c.ids.user('sofia.garcia')}/status`,
    body: { status: 'rejected' },
    expect: roboticsOwners(404),
  },
  {
    method: 'PUT',
    url: (c) => `/api/courses/${othersDraft(c)}/enrollments/${c.ids.user('student')}/status`,
    body: { status: 'enrolled' },
    expect: draftOnly(404),
  },

  // Admin adds and removals of a course's students: owners and admins.
  {
    method: 'POST',
    url: (c) => `/api/admin/courses/${robotics(c)}/enrollments`,
    body: ({ ids }: MatrixContext) => ({ user_id: ids.user('sofia.garcia') }),
    expect: roboticsOwners(201),
  },
  {
    // ava.johnson is in Grade 8 Science: coordinator coordinates it, teacher does not (422).
    method: 'POST',
    url: (c) => `/api/admin/courses/${lab(c)}/enrollments`,
    body: ({ ids }: MatrixContext) => ({ user_id: ids.user('ava.johnson') }),
    expect: { ...only(['admin', 'coordinator'], 201), teacher: 422 },
  },
  {
    method: 'POST',
    url: (c) => `/api/admin/courses/${othersDraft(c)}/enrollments`,
    body: ({ ids }: MatrixContext) => ({ user_id: ids.user('mia.parker') }),
    expect: draftOnly(201),
  },
  // The batch add (issue 22): the single add's guard; a student the caller may not pick fails in its row
  // (200), not the request.
  {
    method: 'POST',
    url: (c) => `/api/admin/courses/${robotics(c)}/enrollments/batch`,
    body: ({ ids }: MatrixContext) => ({ user_ids: [ids.user('sofia.garcia'), ids.user('student')] }),
    expect: roboticsOwners(200),
  },
  {
    method: 'POST',
    url: (c) => `/api/admin/courses/${lab(c)}/enrollments/batch`,
    body: ({ ids }: MatrixContext) => ({ user_ids: [ids.user('ava.johnson')] }),
    expect: only(['admin', 'coordinator', 'teacher'], 200),
  },
  {
    method: 'POST',
    url: (c) => `/api/admin/courses/${othersDraft(c)}/enrollments/batch`,
    body: ({ ids }: MatrixContext) => ({ user_ids: [ids.user('mia.parker')] }),
    expect: draftOnly(200),
  },
  {
    method: 'DELETE',
    url: (c) => `/api/admin/courses/${robotics(c)}/enrollments`,
    body: ({ ids }: MatrixContext) => ({ user_id: ids.user('emma.wilson') }),
    expect: roboticsOwners(200),
  },
  {
    // A user enrolled in another course only.
    method: 'DELETE',
    url: (c) => `/api/admin/courses/${robotics(c)}/enrollments`,
    body: ({ ids }: MatrixContext) => ({ user_id: ids.user('lucas.kim') }),
    expect: roboticsOwners(404),
  },

  // A student's courses in the admin panel: admins only, whoever the student is.
  {
    method: 'GET',
    url: ({ ids }) => `/api/admin/users/${ids.user('student')}/enrollments`,
    expect: adminOnly(200),
    absent: noSecrets,
  },
  {
    method: 'GET',
    url: ({ ids, anotherUser }) => `/api/admin/users/${ids.user(anotherUser)}/enrollments`,
    expect: adminOnly(200),
    absent: noSecrets,
  },
  {
    method: 'POST',
    url: ({ ids }) => `/api/admin/users/${ids.user('mia.parker')}/enrollments`,
    body: (c: MatrixContext) => ({ course_id: algebra(c) }),
    expect: adminOnly(201),
  },
  {
    method: 'DELETE',
    url: ({ ids }) => `/api/admin/users/${ids.user('student')}/enrollments`,
    body: (c: MatrixContext) => ({ course_id: algebra(c) }),
    expect: adminOnly(200),
  },

  // One's own and one's children's enrollments.
  { method: 'GET', url: '/api/user/enrolled-courses', expect: signedIn(200), absent: noSecrets },
  { method: 'GET', url: '/api/user/children-courses', expect: signedIn(200), absent: noSecrets },
];
