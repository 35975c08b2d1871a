/** Inbox (received) or Sent. */
export type MessageBox = 'inbox' | 'sent';

/**
 * Query keys of messaging, general to specific. Anything that changes what a reader has (opening,
 * marking read, sending, replying, deleting) invalidates `all`: the lists, the course lists and the unread
 * badge all refetch (only the ones on screen actually ask the server).
 */
export const messageKeys = {
  all: ['messages'] as const,
  lists: () => [...messageKeys.all, 'list'] as const,
  list: (box: MessageBox, page: number) => [...messageKeys.lists(), box, page] as const,
  courseLists: () => [...messageKeys.all, 'course'] as const,
  course: (courseId: number, page: number) => [...messageKeys.courseLists(), courseId, page] as const,
  unreadCount: () => [...messageKeys.all, 'unread-count'] as const,
  recipients: (search: string) => [...messageKeys.all, 'recipients', search] as const,
};
