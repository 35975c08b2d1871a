import { eventImages } from '../../db/schema.js';
import {
  type ArrangeContext,
  everyone,
  type MatrixContext,
  type MatrixRole,
  type MatrixRow,
  noSecrets,
  only,
  signedIn,
} from '../authorization-matrix.js';

// The gallery of an event (spec section 7 "Event images"). Grade 8 Parent-Teacher Night is private to
// Grade 8 Science: owners teacher and coordinator manage it; student (a member) and parent (of an
// attendee) see it but may not manage it (403); owner and manager do not see it (404). Alumni Networking
// Brunch is jchen's draft: 404 to everyone but admins. Images are arranged as rows (no files): the matrix
// sends JSON, so an upload that passes the guards is a 422 ('Please select at least one image'); real
// multipart uploads are in modules/event-images/event-images.test.ts.

const publicEvent = ({ ids }: MatrixContext) => ids.event('Spring Science Fair');
const privateEvent = ({ ids }: MatrixContext) => ids.event('Grade 8 Parent-Teacher Night');
const othersDraft = ({ ids }: MatrixContext) => ids.event('Alumni Networking Brunch');

/** Who sees the private event: admins, its owners, its group's members, and the parent of an attendee. */
const privateAudience = ['admin', 'teacher', 'coordinator', 'student', 'parent'] as const;

/** `status` for the listed roles, 404 for every other role (guests included). */
function seenBy(roles: readonly MatrixRole[], status: number) {
  const expectation = everyone(404);
  for (const role of roles) expectation[role] = status;
  return expectation;
}

/**
 * On the private event: its managers (admin and the owners) get `status`; those who only see it 403;
 * the rest 404; guests 401.
 */
function managedPrivate(status: number) {
  return {
    ...seenBy(privateAudience, 403),
    admin: status,
    teacher: status,
    coordinator: status,
    guest: 401,
  };
}

/** Arrange: an image (a row, no files) of the event titled `title`, as `made.imageId`. */
function imageOf(title: string) {
  return async ({ db, ids }: ArrangeContext) => {
    const [row] = await db
      .insert(eventImages)
      .values({
        eventId: ids.event(title),
        imageUrl: '/uploads/events/matrix/matrix-original.jpg',
        imageUrlSmall: '/uploads/events/matrix/matrix-small.webp',
        imageUrlLarge: '/uploads/events/matrix/matrix-large.webp',
        caption: 'Matrix',
      })
      .returning({ id: eventImages.id });
    if (!row) throw new Error('Arranging the image returned no row');
    return { imageId: row.id };
  };
}

const privateImage = imageOf('Grade 8 Parent-Teacher Night');
/** "Another event's image": one of Spring Science Fair, aimed at under the private event's path. */
const publicImage = imageOf('Spring Science Fair');
const draftImage = imageOf('Alumni Networking Brunch');

const privateGallery = (c: MatrixContext) => `/api/events/${privateEvent(c)}/images`;
const imageUrl = (c: MatrixContext) => `${privateGallery(c)}/${c.made.imageId}`;
const order = ({ made }: MatrixContext) => ({ image_order: [{ id: made.imageId, display_order: 3 }] });

export const EVENT_IMAGES_ROWS: readonly MatrixRow[] = [
  // The gallery: whoever sees the event
  { method: 'GET', url: (c) => `/api/events/${publicEvent(c)}/images`, expect: everyone(200) },
  { method: 'GET', url: privateGallery, expect: seenBy(privateAudience, 200) },
  { method: 'GET', url: (c) => `/api/events/${othersDraft(c)}/images`, expect: seenBy(['admin'], 200) },
  {
    method: 'GET',
    url: (c) => `/api/events/${privateEvent(c)}/images`,
    arrange: privateImage,
    expect: seenBy(privateAudience, 200),
    absent: noSecrets,
  },
  // Upload (JSON, not multipart: 422 once the guards let the call through)
  { method: 'POST', url: privateGallery, body: { images: [] }, expect: managedPrivate(422) },
  {
    method: 'POST',
    url: (c) => `/api/events/${othersDraft(c)}/images`,
    body: { images: [] },
    expect: signedIn(404, { admin: 422 }),
  },
  // Reorder: this event's images only; another event's image refuses the list (422)
  {
    method: 'PUT',
    url: (c) => `${privateGallery(c)}/reorder`,
    body: order,
    arrange: privateImage,
    expect: managedPrivate(200),
  },
  {
    method: 'PUT',
    url: (c) => `${privateGallery(c)}/reorder`,
    body: order,
    arrange: publicImage,
    expect: managedPrivate(422),
  },
  // Caption
  {
    method: 'PUT',
    url: imageUrl,
    body: { caption: 'Matrix caption' },
    arrange: privateImage,
    expect: managedPrivate(200),
  },
  {
    method: 'PUT',
    url: imageUrl,
    body: { caption: 'Matrix caption' },
    arrange: publicImage,
    expect: signedIn(404, { student: 403, parent: 403 }),
  },
  {
    method: 'PUT',
    url: (c) => `/api/events/${othersDraft(c)}/images/${c.made.imageId}`,
    body: { caption: 'Matrix caption' },
    arrange: draftImage,
    expect: signedIn(404, { admin: 200 }),
  },
  // Main photo
  {
    method: 'PUT',
    url: (c) => `${imageUrl(c)}/main-photo`,
    arrange: privateImage,
    expect: managedPrivate(200),
    absent: noSecrets,
  },
  {
    method: 'PUT',
    url: (c) => `${imageUrl(c)}/main-photo`,
    arrange: publicImage,
    expect: signedIn(404, { student: 403, parent: 403 }),
  },
  // Delete
  { method: 'DELETE', url: imageUrl, arrange: privateImage, expect: managedPrivate(200) },
  {
    method: 'DELETE',
    url: imageUrl,
    arrange: publicImage,
    expect: signedIn(404, { student: 403, parent: 403 }),
  },
  {
    method: 'DELETE',
    url: (c) => `/api/events/${othersDraft(c)}/images/${c.made.imageId}`,
    arrange: draftImage,
    expect: signedIn(404, { admin: 200 }),
  },
  // The event form's photo: create_event holders (JSON, not multipart: 422 past the guard)
  {
    method: 'POST',
    url: '/api/events/upload-photo',
    body: { photo: 'not a file' },
    expect: only(['admin', 'teacher'], 422),
  },
];
