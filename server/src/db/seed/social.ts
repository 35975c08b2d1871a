import type { DemoDataset, DemoMessage } from '@campus/fixtures';
import type { Database } from '../connect.js';
import { announcements, messageRecipients, messages } from '../schema.js';
import { nonEmpty, type Refs } from './refs.js';

/** Group announcements and messages (direct and course). */
export async function seedSocial(db: Database, data: DemoDataset, refs: Refs) {
  const notices = data.announcements.map((notice) => ({
    groupId: refs.group(notice.group),
    authorId: refs.user(notice.author),
    title: notice.title,
    body: notice.body,
    availableFrom: notice.availableFrom,
    availableUntil: notice.availableUntil ?? null,
    isActive: notice.isActive,
    createdAt: notice.availableFrom,
    updatedAt: notice.availableFrom,
  }));
  if (nonEmpty(notices)) await db.insert(announcements).values(notices);
  for (const message of data.messages) await seedMessage(db, data, refs, message);
}

/** The people a demo message reaches: its `to`, or for a course message the course's staff but the sender. */
export function demoRecipients(data: DemoDataset, message: DemoMessage): string[] {
  if (message.to?.length) return message.to;
  const course = data.courses.find((candidate) => candidate.name === message.course);
  if (!course) throw new Error(`Demo message '${message.subject}' reaches nobody`);
  const staff = [course.teacher, ...course.owners, ...course.editors].filter(
    (username): username is string => username !== undefined && username !== message.from,
  );
  return [...new Set(staff)];
}

async function seedMessage(db: Database, data: DemoDataset, refs: Refs, message: DemoMessage) {
  const [row] = await db
    .insert(messages)
    .values({
      fromUserId: refs.user(message.from),
      courseId: message.course ? refs.course(message.course) : null,
      subject: message.subject,
      content: message.content,
      createdAt: message.sentAt,
    })
    .returning({ id: messages.id });
  if (!row) throw new Error('Inserting a demo message returned no row');
  await db.insert(messageRecipients).values(
    demoRecipients(data, message).map((username) => ({
      messageId: row.id,
      userId: refs.user(username),
      readAt: message.isRead ? message.sentAt : null,
      createdAt: message.sentAt,
    })),
  );
}
