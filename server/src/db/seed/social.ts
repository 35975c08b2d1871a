import type { DemoDataset } from '@campus/fixtures';
import type { Database } from '../connect.js';
import { announcements, messages } from '../schema.js';
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
  const mail = data.messages.map((message) => ({
    fromUserId: refs.user(message.from),
    toUserId: message.to ? refs.user(message.to) : null,
    courseId: message.course ? refs.course(message.course) : null,
    subject: message.subject,
    content: message.content,
    isRead: message.isRead,
    readAt: message.isRead ? message.sentAt : null,
    createdAt: message.sentAt,
  }));
  if (nonEmpty(mail)) await db.insert(messages).values(mail);
}
