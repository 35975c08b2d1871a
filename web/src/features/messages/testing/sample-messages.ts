import type { Message, Paged, UserSummary } from '@campus/sdk';

export function person(id: number, first: string, last: string, username: string): UserSummary {
  return { id, username, first_name: first, middle_name: null, last_name: last };
}

export const tess = person(7, 'Tess', 'Teacher', 'teacher');
export const sam = person(9, 'Sam', 'Student', 'student');
export const pat = person(11, 'Pat', 'Parent', 'parent');

/** A received message as GET /messages/inbox answers it; overrides set what a test is about. */
export function message(id: number, overrides: Partial<Message> = {}): Message {
  return {
    id,
    subject: `Subject ${id}`,
    content: `<p>Body of message ${id}</p>`,
    is_read: true,
    created_at: '2026-03-02T15:00:00.000Z',
    from_user_id: tess.id,
    to_user_id: sam.id,
    from_user: tess,
    to_user: sam,
    recipients: [sam],
    recipient_count: 1,
    course_id: null,
    course: null,
    reply_to_id: null,
    is_sender: false,
    can_delete: true,
    ...overrides,
  };
}

/** One page of a paged message list. */
export function messagePage(data: Message[], current = 1, last = 1, total = data.length): Paged<Message> {
  return { data, current_page: current, last_page: last, per_page: 20, total };
}
