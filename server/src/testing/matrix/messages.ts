import { messageRecipients, messages } from '../../db/schema.js';
import {
  type ArrangeContext,
  everyone,
  type MatrixContext,
  type MatrixRow,
  noSecrets,
  only,
  signedIn,
} from '../authorization-matrix.js';

// The messages module (modules/messages). A message is read only by its sender and recipients: "another
// user's message" (the cell's anotherUser writing to hcarter, who is no role) is a 404 to every role, admins
// included. Courses (fixtures/src/demo-courses.ts): Introduction to Robotics is public, run by teacher (teacher
// and owner) and jchen (editor), with student enrolled; Grade 8 Science Lab is private to Grade 8 Science
// (owners teacher and coordinator); Watercolor Basics is mlopez's draft (404 to all but admins).

/** Arrange: a message `from` wrote to `to` (unread), as `made.messageId`. */
async function messageBetween({ db, ids }: ArrangeContext, from: string, to: string) {
  const [message] = await db
    .insert(messages)
    .values({ fromUserId: ids.user(from), subject: 'Matrix message', content: '<p>For the matrix</p>' })
    .returning({ id: messages.id });
  if (!message) throw new Error('no message');
  await db.insert(messageRecipients).values({ messageId: message.id, userId: ids.user(to) });
  return { messageId: message.id };
}

/** A message to the cell's user from another user (a guest's cell aims at hcarter's). */
const ownMessage = (c: ArrangeContext) =>
  messageBetween(c, c.anotherUser, c.role === 'guest' ? 'hcarter' : c.role);

/** Another user's message: between the cell's anotherUser and hcarter. */
const othersMessage = (c: ArrangeContext) => messageBetween(c, c.anotherUser, 'hcarter');

const messageUrl = ({ made }: MatrixContext) => `/api/messages/${made.messageId}`;
const readUrl = ({ made }: MatrixContext) => `/api/messages/${made.messageId}/read`;
const replyUrl = ({ made }: MatrixContext) => `/api/messages/${made.messageId}/reply`;
const reply = { content: '<p>Thanks</p>' };

const robotics = ({ ids }: MatrixContext) =>
  `/api/courses/${ids.course('Introduction to Robotics')}/messages`;
const lab = ({ ids }: MatrixContext) => `/api/courses/${ids.course('Grade 8 Science Lab')}/messages`;
const draft = ({ ids }: MatrixContext) => `/api/courses/${ids.course('Watercolor Basics')}/messages`;
const question = { subject: 'Matrix question', content: '<p>From the matrix</p>' };

/** A direct message each role may send: to teacher (the teacher writes to student). */
const toSomeoneTied = ({ role, ids }: MatrixContext) => ({
  ...question,
  to_user_id: ids.user(role === 'teacher' ? 'student' : 'teacher'),
});

export const MESSAGES_ROWS: readonly MatrixRow[] = [
  { method: 'GET', url: '/api/messages/inbox', expect: signedIn(200), absent: noSecrets },
  { method: 'GET', url: '/api/messages/inbox?unread=true&page=2', expect: signedIn(200) },
  { method: 'GET', url: '/api/messages/sent', expect: signedIn(200), absent: noSecrets },
  { method: 'GET', url: '/api/messages/unread-count', expect: signedIn(200) },
  { method: 'GET', url: '/api/messages/recipients?search=a', expect: signedIn(200), absent: noSecrets },
  {
    method: 'POST',
    url: '/api/messages/direct',
    body: toSomeoneTied,
    expect: signedIn(201),
    absent: noSecrets,
  },
  // hcarter (Hillcrest) is tied to none of the roles: only an admin may write to them.
  {
    method: 'POST',
    url: '/api/messages/direct',
    body: ({ ids }: MatrixContext) => ({ ...question, to_user_ids: [ids.user('hcarter')] }),
    expect: signedIn(422, { admin: 201 }),
  },
  // One's own message, and another user's (404 whoever asks).
  { method: 'GET', url: messageUrl, arrange: ownMessage, expect: signedIn(200), absent: noSecrets },
  { method: 'GET', url: messageUrl, arrange: othersMessage, expect: signedIn(404) },
  { method: 'PUT', url: readUrl, arrange: ownMessage, expect: signedIn(200), absent: noSecrets },
  { method: 'PUT', url: readUrl, arrange: othersMessage, expect: signedIn(404) },
  { method: 'DELETE', url: messageUrl, arrange: ownMessage, expect: signedIn(200) },
  { method: 'DELETE', url: messageUrl, arrange: othersMessage, expect: signedIn(404) },
  {
    method: 'POST',
    url: replyUrl,
    arrange: ownMessage,
    body: reply,
    expect: signedIn(201),
    absent: noSecrets,
  },
  { method: 'POST', url: replyUrl, arrange: othersMessage, body: reply, expect: signedIn(404) },
  // A course's messages: its staff and admins read them; whoever else sees the course gets 403.
  { method: 'GET', url: robotics, expect: only(['admin', 'teacher'], 200), absent: noSecrets },
  { method: 'GET', url: lab, expect: only(['admin', 'teacher', 'coordinator'], 200), absent: noSecrets },
  { method: 'GET', url: draft, expect: { ...everyone(404), guest: 401, admin: 200 } },
  // Message Teacher: the enrolled student, the staff and admins write; others 403, a hidden course 404.
  {
    method: 'POST',
    url: robotics,
    body: question,
    expect: only(['admin', 'teacher', 'student'], 201),
    absent: noSecrets,
  },
  {
    method: 'POST',
    url: lab,
    body: question,
    expect: only(['admin', 'teacher', 'coordinator', 'student'], 201),
  },
  { method: 'POST', url: draft, body: question, expect: { ...everyone(404), guest: 401, admin: 201 } },
];
