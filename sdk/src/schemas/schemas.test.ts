import { describe, expect, it } from 'vitest';
import { AnnouncementDetailSchema } from './announcement.js';
import { CartSchema, CheckoutSummarySchema } from './cart.js';
import { CourseEnrollmentSchema, CourseSchema } from './course.js';
import { CourseSessionSchema, SessionNoteSchema } from './course-session.js';
import { EventSchema } from './event.js';
import { GroupDetailSchema } from './group.js';
import { AssistantNodeSchema } from './manager.js';
import { MessageSchema, UnreadCountSchema } from './message.js';
import {
  sampleCourse,
  sampleEvent,
  sampleTicketType,
  sampleUserSummary,
} from './sample-answers.test-support.js';
import { StatsSchema } from './stats.js';

describe('course', () => {
  it('parses a weekly recurring paid course', () => {
    const course = CourseSchema.parse(sampleCourse);
    expect(course.weekly_days).toEqual(['monday', 'wednesday']);
    expect(course.price).toBe(49.99);
  });

  it.each([
    ['status', 'archived'],
    ['date', '02/02/2026'],
    ['start_time', '3pm'],
    ['weekly_days', ['Monday']],
    ['recurrence_type', 'yearly'],
    ['visibility', 'secret'],
  ])('refuses %s = %j', (field, value) => {
    expect(CourseSchema.safeParse({ ...sampleCourse, [field]: value }).success).toBe(false);
  });

  it('carries the viewer enrollment status, canonical', () => {
    expect(CourseSchema.parse({ ...sampleCourse, enrollment_status: 'enrolled' }).enrollment_status).toBe(
      'enrolled',
    );
    expect(CourseSchema.safeParse({ ...sampleCourse, enrollment_status: 'active' }).success).toBe(false);
    const row = CourseEnrollmentSchema.parse({
      id: 1,
      course_id: 5,
      user_id: 9,
      status: 'rejected',
      enrolled_at: null,
      course: sampleCourse,
    });
    expect(row.status).toBe('rejected');
    expect(row.course.name).toBe('Intro to Robotics');
  });
});

describe('course session', () => {
  it('parses a session with attendance and images', () => {
    const session = CourseSessionSchema.parse({
      id: 4,
      course_id: 5,
      session_date: '2026-02-04',
      start_time: '15:00',
      end_time: '16:30',
      agenda: '<p>Motors</p>',
      summary: null,
      status: 'in_progress',
      attendance: [
        {
          course_session_id: 4,
          user_id: 9,
          status: 'late',
          notes: null,
          arrival_time: '15:10',
          departure_time: null,
        },
      ],
      images: [
        {
          id: 1,
          image_url: '/o.png',
          image_url_small: '/s.webp',
          image_url_large: '/l.webp',
          caption: null,
          display_order: 0,
        },
      ],
    });
    expect(session.attendance?.[0]?.status).toBe('late');
  });

  it('parses a session-wide note (no student) beside a note about one student', () => {
    const note = {
      id: 1,
      course_session_id: 4,
      author_id: 2,
      content: '<p>Kits</p>',
      created_at: '2026-02-04T15:00:00.000Z',
    };
    expect(SessionNoteSchema.parse({ ...note, user_id: null }).user_id).toBeNull();
    expect(SessionNoteSchema.parse({ ...note, user_id: 9 }).user_id).toBe(9);
  });

  it('refuses an unknown attendance status', () => {
    expect(
      CourseSessionSchema.safeParse({
        id: 4,
        course_id: 5,
        session_date: '2026-02-04',
        start_time: null,
        end_time: null,
        agenda: null,
        summary: null,
        status: 'postponed',
      }).success,
    ).toBe(false);
  });
});

describe('event', () => {
  it('parses a paid event with two ticket types', () => {
    const event = EventSchema.parse(sampleEvent);
    expect(event.ticket_types.map((t) => t.name)).toEqual(['General Admission', 'VIP']);
  });

  it('refuses a 12-hour time and an unknown status', () => {
    expect(EventSchema.safeParse({ ...sampleEvent, event_start_time: '9:00 AM' }).success).toBe(false);
    expect(EventSchema.safeParse({ ...sampleEvent, status: 'archived' }).success).toBe(false);
  });
});

describe('cart', () => {
  const cartEvent = {
    id: 3,
    title: 'Science Fair',
    date: '2026-03-14',
    event_start_time: '09:00',
    event_end_time: '12:30',
    location: 'Main Hall',
  };

  it('parses items and the total', () => {
    const cart = CartSchema.parse({
      items: [
        {
          id: 1,
          event_id: 3,
          event: cartEvent,
          ticket_type_id: 11,
          ticket_type: sampleTicketType,
          quantity: 2,
          total_price: 30,
        },
      ],
      total_amount: 30,
    });
    expect(cart.items[0]?.quantity).toBe(2);
    expect(cart.total_amount).toBe(30);
  });

  it('refuses a zero quantity line', () => {
    const item = { id: 1, event_id: 3, event: cartEvent, ticket_type_id: 11, ticket_type: sampleTicketType };
    expect(
      CartSchema.safeParse({ items: [{ ...item, quantity: 0, total_price: 0 }], total_amount: 0 }).success,
    ).toBe(false);
  });

  it('parses the checkout summary grouped by event', () => {
    const summary = CheckoutSummarySchema.parse({
      items_by_event: {
        '3': {
          event: { id: 3, title: 'Science Fair', date: '2026-03-14', event_start_time: '09:00' },
          event_total: 70,
          tickets: [
            {
              cart_item_id: 1,
              ticket_type_id: 11,
              ticket_type_name: 'General Admission',
              unit_price: 15,
              quantity: 2,
              total_price: 30,
            },
            {
              cart_item_id: 2,
              ticket_type_id: 12,
              ticket_type_name: 'VIP',
              unit_price: 40,
              quantity: 1,
              total_price: 40,
            },
          ],
        },
      },
      summary: { total_amount: 70, total_items: 3, unique_events: 1 },
    });
    expect(summary.items_by_event['3']?.tickets).toHaveLength(2);
    expect(summary.summary.unique_events).toBe(1);
  });
});

describe('groups, announcements, messages, stats, managers', () => {
  it('parses a group page with recommendations', () => {
    const detail = GroupDetailSchema.parse({
      group: {
        id: 1,
        name: 'Grade 8 Science',
        description: null,
        creator: sampleUserSummary,
        created_at: '2026-01-01T00:00:00Z',
        users: [{ ...sampleUserSummary, id: 9, gender: 'female', is_student: true, school_grade: '8' }],
        coordinators: [sampleUserSummary],
      },
      recommended_courses: [{ ...sampleCourse, visibility: 'private' }],
      recommended_events: [{ ...sampleEvent, visibility: 'private' }],
    });
    expect(detail.group.users?.[0]?.school_grade).toBe('8');
    expect(detail.recommended_events).toHaveLength(1);
  });

  it('parses an announcement detail with the coordinator flag and limits the title to 255', () => {
    const announcement = {
      id: 2,
      group_id: 1,
      title: 'Field trip',
      body: '<p>Bring lunch.</p>',
      available_from: '2026-01-10',
      available_until: null,
      is_active: true,
      created_at: '2026-01-09T00:00:00Z',
      updated_at: '2026-01-09T00:00:00Z',
    };
    expect(AnnouncementDetailSchema.parse({ announcement, is_coordinator: true }).is_coordinator).toBe(true);
    expect(
      AnnouncementDetailSchema.safeParse({
        announcement: { ...announcement, title: 'x'.repeat(256) },
        is_coordinator: false,
      }).success,
    ).toBe(false);
  });

  it('parses a course message and the unread count', () => {
    const message = MessageSchema.parse({
      id: 1,
      subject: 'Homework',
      content: '<p>Page 12</p>',
      is_read: false,
      created_at: '2026-01-09T00:00:00Z',
      from_user_id: 9,
      to_user_id: 7,
      from_user: { ...sampleUserSummary, id: 9 },
      to_user: sampleUserSummary,
      course_id: 5,
      course: { id: 5, name: 'Intro to Robotics' },
      recipients: [sampleUserSummary],
      recipient_count: 1,
      reply_to_id: null,
      is_sender: false,
      can_delete: true,
    });
    expect(message.course?.name).toBe('Intro to Robotics');
    expect(UnreadCountSchema.safeParse({ count: -1 }).success).toBe(false);
  });

  it('needs all nine stats', () => {
    const stats = {
      total_users: 20,
      total_events: 6,
      total_courses: 8,
      published_events: 4,
      draft_events: 1,
      pending_events: 1,
      draft_courses: 2,
      pending_courses: 1,
      published_courses: 5,
    };
    expect(StatsSchema.parse(stats)).toEqual(stats);
    const { published_courses: _dropped, ...missing } = stats;
    expect(StatsSchema.safeParse(missing).success).toBe(false);
  });

  it('parses a nested assistants tree', () => {
    const tree = AssistantNodeSchema.parse({
      ...sampleUserSummary,
      subordinates: [
        { ...sampleUserSummary, id: 8, subordinates: [{ ...sampleUserSummary, id: 9, subordinates: [] }] },
      ],
    });
    expect(tree.subordinates[0]?.subordinates[0]?.id).toBe(9);
    expect(AssistantNodeSchema.safeParse({ ...sampleUserSummary, subordinates: [{ id: 'x' }] }).success).toBe(
      false,
    );
  });
});
