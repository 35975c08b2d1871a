import { uploads } from '../../db/schema.js';
import {
  type ArrangeContext,
  adminOnly,
  type Expectation,
  everyone,
  type MatrixContext,
  type MatrixRole,
  type MatrixRow,
  noSecrets,
  only,
  signedIn,
} from '../authorization-matrix.js';

// The courses module (modules/courses). Demo courses (fixtures/src/demo-courses.ts): Introduction to Robotics
// is public and published (owner and teacher: teacher; student enrolled); Grade 8 Science Lab is private to
// Grade 8 Science (owners teacher and coordinator; student a member and enrolled, parent the parent of an
// enrolled student; owner and manager outside: 403); Algebra Workshop is jchen's ("another owner's course":
// a create_course holder such as teacher may not edit it, 403); Watercolor Basics is mlopez's draft
// ("another user's object": 404 to all but admins); Creative Writing Circle is pending, owned by coordinator.
// teacher and admins hold create_course; nobody else among the roles does.

const robotics = ({ ids }: MatrixContext) => ids.course('Introduction to Robotics');
const scienceLab = ({ ids }: MatrixContext) => ids.course('Grade 8 Science Lab');
const algebra = ({ ids }: MatrixContext) => ids.course('Algebra Workshop');
const othersDraft = ({ ids }: MatrixContext) => ids.course('Watercolor Basics');
const pending = ({ ids }: MatrixContext) => ids.course('Creative Writing Circle');

/** `status` for the listed roles, 404 for every other role (guests too). */
function seenBy(roles: readonly MatrixRole[], status: number): Expectation {
  const expectation = everyone(404);
  for (const role of roles) expectation[role] = status;
  return expectation;
}

/** Guests 401; `status` for the listed roles; 404 for every other signed-in role (the course is hidden). */
function hiddenExcept(roles: readonly MatrixRole[], status: number): Expectation {
  return { ...seenBy(roles, status), guest: 401 };
}

/** Who sees the private Grade 8 Science Lab: admins, its owners and teacher, its group's members, parents. */
const labAudience = ['admin', 'teacher', 'coordinator', 'student', 'parent'] as const;
/** The private lab: `status` for its staff and admins, 403 for every other signed-in role. */
const labStaff = (status: number) => only(['admin', 'teacher', 'coordinator'], status);
/** Robotics: `status` for its owner teacher and admins, 403 for the rest (they see it). */
const roboticsOwners = (status: number) => only(['admin', 'teacher'], status);

const courseForm = ({ role, ids }: MatrixContext) => ({
  name: `Matrix Course ${role}`,
  description: '<p>By the matrix</p>',
  date: '2031-05-01',
  start_time: '10:00',
  end_time: '12:00',
  location: 'Room 1',
  action: 'publish',
  // Everyone may keep a course's current teacher; the robotics and lab rows keep teacher.
  teacher_id: ids.user('teacher'),
});

/** The form with the current teacher of the course kept. */
const keepTeacher = (username: string | null) => (c: MatrixContext) => ({
  ...courseForm(c),
  teacher_id: username === null ? null : c.ids.user(username),
});

/**
 * The three URLs of a course photo upload named `name` (rows only, no files): the photo fields of a course
 * may name only an upload of the actor's own (issue 18).
 */
const photoOf = (name: string) => ({
  main_photo_small: `/uploads/courses/photos/matrix-${name}-small.webp`,
  main_photo_large: `/uploads/courses/photos/matrix-${name}-large.webp`,
  main_photo_original: `/uploads/courses/photos/matrix-${name}-original.png`,
});

/** The user whose upload a cell sends as its own: the role's (a guest, refused anyway, sends another's). */
const uploaderOf = (role: MatrixRole, anotherUser: string) => (role === 'guest' ? anotherUser : role);

/**
 * Arrange: an unclaimed course photo upload of the cell's own user, named after the role (`ownUpload`), and
 * one of another user, named after them (`othersUpload`).
 */
async function photoUploads({ db, ids, role, anotherUser }: ArrangeContext) {
  const row = (name: string, username: string) => {
    const photo = photoOf(name);
    return {
      ownerId: ids.user(username),
      purpose: 'course_photo' as const,
      smallUrl: photo.main_photo_small,
      largeUrl: photo.main_photo_large,
      originalUrl: photo.main_photo_original,
    };
  };
  const [own, others] = await db
    .insert(uploads)
    .values([row(role, uploaderOf(role, anotherUser)), row(anotherUser, anotherUser)])
    .returning({ id: uploads.id });
  if (!own || !others) throw new Error('Arranging the uploads returned no rows');
  return { ownUpload: own.id, othersUpload: others.id };
}

const withOwnPhoto = (body: (c: MatrixContext) => object) => (c: MatrixContext) => ({
  ...body(c),
  ...photoOf(c.role),
});
const withOthersPhoto = (body: (c: MatrixContext) => object) => (c: MatrixContext) => ({
  ...body(c),
  ...photoOf(c.anotherUser),
});

const labForm = (c: MatrixContext) => ({
  ...keepTeacher('teacher')(c),
  visibility: 'private',
  group_ids: [c.ids.group('Grade 8 Science')],
});

export const COURSES_ROWS: readonly MatrixRow[] = [
  // Browsing
  { method: 'GET', url: '/api/courses', expect: everyone(200), absent: noSecrets },
  { method: 'GET', url: '/api/courses?page=2&per_page=3', expect: everyone(200), absent: noSecrets },
  { method: 'GET', url: '/api/courses?per_page=0', expect: everyone(422) },
  {
    method: 'GET',
    url: (c: MatrixContext) => `/api/courses/${robotics(c)}`,
    expect: everyone(200),
    absent: noSecrets,
  },
  {
    method: 'GET',
    url: (c: MatrixContext) => `/api/courses/${scienceLab(c)}`,
    expect: { ...seenBy(labAudience, 200), guest: 403, owner: 403, manager: 403 },
    absent: noSecrets,
  },
  // Unpublished: 404 here even to staff (they use /user/courses/{id}).
  { method: 'GET', url: (c: MatrixContext) => `/api/courses/${othersDraft(c)}`, expect: everyone(404) },
  { method: 'GET', url: (c: MatrixContext) => `/api/courses/${pending(c)}`, expect: everyone(404) },
  { method: 'GET', url: '/api/courses/999999', expect: everyone(404) },
  {
    method: 'GET',
    url: (c: MatrixContext) => `/api/public/courses/${robotics(c)}`,
    expect: everyone(200),
    absent: noSecrets,
  },
  { method: 'GET', url: (c: MatrixContext) => `/api/public/courses/${scienceLab(c)}`, expect: everyone(404) },
  {
    method: 'GET',
    url: (c: MatrixContext) => `/api/public/courses/${othersDraft(c)}`,
    expect: everyone(404),
  },
  {
    method: 'GET',
    url: (c: MatrixContext) => `/api/user/courses/${robotics(c)}`,
    expect: signedIn(200),
    absent: noSecrets,
  },
  {
    method: 'GET',
    url: (c: MatrixContext) => `/api/user/courses/${scienceLab(c)}`,
    expect: signedIn(200, { owner: 403, manager: 403 }),
    absent: noSecrets,
  },
  {
    method: 'GET',
    url: (c: MatrixContext) => `/api/user/courses/${othersDraft(c)}`,
    expect: hiddenExcept(['admin'], 200),
  },
  {
    method: 'GET',
    url: (c: MatrixContext) => `/api/user/courses/${pending(c)}`,
    expect: hiddenExcept(['admin', 'coordinator'], 200),
    absent: noSecrets,
  },
  { method: 'GET', url: '/api/user/courses', expect: signedIn(200), absent: noSecrets },
  { method: 'GET', url: '/api/user/recommended-courses', expect: signedIn(200), absent: noSecrets },
  { method: 'GET', url: '/api/dashboard/courses', expect: signedIn(200), absent: noSecrets },
  { method: 'GET', url: '/api/courses/teachers', expect: signedIn(200), absent: noSecrets },
  // The form: anyone signed in creates; the teacher must be one of the options (422 for the others).
  {
    method: 'POST',
    url: '/api/courses',
    body: keepTeacher(null),
    expect: signedIn(201),
    absent: noSecrets,
  },
  {
    method: 'POST',
    url: '/api/courses',
    body: courseForm,
    expect: { ...signedIn(422), admin: 201, teacher: 201 },
  },
  // The photo: the actor's own upload (201); another user's upload is refused, admins' too (422).
  {
    method: 'POST',
    url: '/api/courses',
    arrange: photoUploads,
    body: withOwnPhoto(keepTeacher(null)),
    expect: signedIn(201),
  },
  {
    method: 'POST',
    url: '/api/courses',
    arrange: photoUploads,
    body: withOthersPhoto(keepTeacher(null)),
    expect: signedIn(422),
  },
  // A private course for Grade 8 Science: its coordinator and admins only.
  {
    method: 'POST',
    url: '/api/courses',
    body: (c: MatrixContext) => ({ ...labForm(c), teacher_id: null }),
    expect: { ...signedIn(422), admin: 201, coordinator: 201 },
  },
  {
    method: 'PUT',
    url: (c: MatrixContext) => `/api/courses/${robotics(c)}`,
    body: keepTeacher('teacher'),
    expect: roboticsOwners(200),
    absent: noSecrets,
  },
  {
    method: 'PUT',
    url: (c: MatrixContext) => `/api/courses/${scienceLab(c)}`,
    body: labForm,
    expect: labStaff(200),
  },
  {
    method: 'PUT',
    url: (c: MatrixContext) => `/api/courses/${robotics(c)}`,
    arrange: photoUploads,
    body: withOwnPhoto(keepTeacher('teacher')),
    expect: roboticsOwners(200),
  },
  {
    method: 'PUT',
    url: (c: MatrixContext) => `/api/courses/${robotics(c)}`,
    arrange: photoUploads,
    body: withOthersPhoto(keepTeacher('teacher')),
    expect: roboticsOwners(422),
  },
  // Another owner's course: teacher holds create_course and still may not edit it.
  {
    method: 'PUT',
    url: (c: MatrixContext) => `/api/courses/${algebra(c)}`,
    body: keepTeacher('jchen'),
    expect: adminOnly(200),
  },
  {
    method: 'PUT',
    url: (c: MatrixContext) => `/api/courses/${othersDraft(c)}`,
    body: keepTeacher('mlopez'),
    expect: hiddenExcept(['admin'], 200),
  },
  {
    method: 'PUT',
    url: (c: MatrixContext) => `/api/courses/${pending(c)}`,
    body: keepTeacher(null),
    expect: hiddenExcept(['admin', 'coordinator'], 200),
  },
  { method: 'PUT', url: '/api/courses/999999', body: keepTeacher(null), expect: hiddenExcept([], 404) },
  { method: 'DELETE', url: (c: MatrixContext) => `/api/courses/${robotics(c)}`, expect: roboticsOwners(200) },
  { method: 'DELETE', url: (c: MatrixContext) => `/api/courses/${scienceLab(c)}`, expect: labStaff(200) },
  { method: 'DELETE', url: (c: MatrixContext) => `/api/courses/${algebra(c)}`, expect: adminOnly(200) },
  {
    method: 'DELETE',
    url: (c: MatrixContext) => `/api/courses/${othersDraft(c)}`,
    expect: hiddenExcept(['admin'], 200),
  },
  // The form's photo: any signed-in user (JSON, not multipart: 422 past the guard).
  { method: 'POST', url: '/api/courses/upload-photo', body: { photo: 'not a file' }, expect: signedIn(422) },
  // Admin course calls: the list for admins; the per-course ones for owners and admins.
  { method: 'GET', url: '/api/admin/courses', expect: adminOnly(200), absent: noSecrets },
  { method: 'GET', url: '/api/admin/courses?status=open', expect: adminOnly(422) },
  {
    method: 'GET',
    url: (c: MatrixContext) => `/api/admin/courses/${robotics(c)}`,
    expect: roboticsOwners(200),
    absent: noSecrets,
  },
  {
    method: 'GET',
    url: (c: MatrixContext) => `/api/admin/courses/${scienceLab(c)}`,
    expect: labStaff(200),
    absent: noSecrets,
  },
  {
    method: 'GET',
    url: (c: MatrixContext) => `/api/admin/courses/${othersDraft(c)}`,
    expect: hiddenExcept(['admin'], 200),
  },
  {
    method: 'PUT',
    url: (c: MatrixContext) => `/api/admin/courses/${robotics(c)}/status`,
    body: { status: 'draft' },
    expect: roboticsOwners(200),
  },
  // coordinator lacks create_course: asking for published leaves it pending, with a 200.
  {
    method: 'PUT',
    url: (c: MatrixContext) => `/api/admin/courses/${pending(c)}/status`,
    body: { status: 'published' },
    expect: hiddenExcept(['admin', 'coordinator'], 200),
  },
  {
    method: 'PUT',
    url: (c: MatrixContext) => `/api/admin/courses/${othersDraft(c)}/status`,
    body: { status: 'published' },
    expect: hiddenExcept(['admin'], 200),
  },
  {
    method: 'GET',
    url: (c: MatrixContext) => `/api/admin/courses/${robotics(c)}/users`,
    expect: roboticsOwners(200),
    absent: noSecrets,
  },
  {
    method: 'GET',
    url: (c: MatrixContext) => `/api/admin/courses/${scienceLab(c)}/users`,
    expect: labStaff(200),
    absent: noSecrets,
  },
  {
    method: 'GET',
    url: (c: MatrixContext) => `/api/admin/courses/${othersDraft(c)}/users`,
    expect: hiddenExcept(['admin'], 200),
  },
  {
    method: 'PUT',
    url: (c: MatrixContext) => `/api/admin/courses/${robotics(c)}/owners`,
    body: ({ ids }: MatrixContext) => ({ owner_ids: [ids.user('teacher')] }),
    expect: roboticsOwners(200),
    absent: noSecrets,
  },
  // hcarter is in none of teacher's groups: only admins may make her an owner.
  {
    method: 'PUT',
    url: (c: MatrixContext) => `/api/admin/courses/${robotics(c)}/owners`,
    body: ({ ids }: MatrixContext) => ({ owner_ids: [ids.user('teacher'), ids.user('hcarter')] }),
    expect: { ...roboticsOwners(200), teacher: 422 },
  },
  {
    method: 'PUT',
    url: (c: MatrixContext) => `/api/admin/courses/${othersDraft(c)}/owners`,
    body: ({ ids }: MatrixContext) => ({ owner_ids: [ids.user('mlopez')] }),
    expect: hiddenExcept(['admin'], 200),
  },
  {
    method: 'PUT',
    url: (c: MatrixContext) => `/api/admin/courses/${scienceLab(c)}/editors`,
    body: { editor_ids: [] },
    expect: labStaff(200),
    absent: noSecrets,
  },
  {
    method: 'PUT',
    url: (c: MatrixContext) => `/api/admin/courses/${othersDraft(c)}/editors`,
    body: { editor_ids: [] },
    expect: hiddenExcept(['admin'], 200),
  },
];
