/**
 * The messaging screens' own texts. Spec section 2 gives the course panel's empty state word for word
 * ('No Messages Yet - No messages have been sent for this course yet.'); the rest are ours.
 */
export const MESSAGES_TEXT = {
  pageTitle: 'Messages',
  inboxEmptyTitle: 'Your inbox is empty',
  inboxEmpty: 'Messages people send you appear here.',
  sentEmptyTitle: 'No sent messages',
  sentEmpty: 'Messages you send appear here. Use Compose to write one.',
  listFailed: 'Messages could not be loaded right now.',
  courseEmptyTitle: 'No Messages Yet',
  courseEmpty: 'No messages have been sent for this course yet.',
  deleteTitle: 'Delete Message',
  deleteConfirm: 'Delete this message? It is removed from your messages only; the others keep their copy.',
  deleteFailed: 'Failed to delete message. Please try again.',
  sent: 'Message sent',
  replySent: 'Reply sent',
  deleted: 'Message deleted',
  teacherSent: 'Message sent to the teacher',
  noCourseTeacher: 'This course has no teacher yet: your message goes to its owners and editors.',
} as const;
