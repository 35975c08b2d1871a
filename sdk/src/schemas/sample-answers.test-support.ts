// Realistic answers used by the schema tests (not a test file itself).
const ada = { id: 7, username: 'teacher', first_name: 'Tess', middle_name: null, last_name: 'Teacher' };

export const sampleUserSummary = ada;

export const sampleTicketType = {
  id: 11,
  name: 'General Admission',
  price: 15,
  description: null,
  max_quantity: 100,
  is_active: true,
};

export const sampleEvent = {
  id: 3,
  title: 'Science Fair',
  description: '<p>Projects from every grade.</p>',
  date: '2026-03-14',
  event_start_time: '09:00',
  event_end_time: '12:30',
  event_end_date: null,
  location: 'Main Hall',
  is_online: false,
  meeting_link: null,
  is_free: false,
  price: null,
  visibility: 'public',
  approval_required: false,
  max_capacity: 120,
  status: 'published',
  organization_id: 1,
  main_photo: { image_url_small: '/uploads/a-small.webp', image_url_large: '/uploads/a-large.webp' },
  ticket_types: [sampleTicketType, { ...sampleTicketType, id: 12, name: 'VIP', price: 40, max_quantity: 10 }],
  author: ada,
  created_at: '2026-01-02T08:00:00.000Z',
};

export const sampleCourse = {
  id: 5,
  name: 'Intro to Robotics',
  description: '<p>Build a robot.</p>',
  status: 'published',
  visibility: 'public',
  teacher_id: 7,
  teacher: ada,
  organization_id: 1,
  approval_required: true,
  rsvp_needed: true,
  max_quantity: 20,
  is_free: false,
  price: 49.99,
  location: 'Lab 2',
  is_online: false,
  meeting_link: null,
  date: '2026-02-02',
  start_time: '15:00',
  end_time: '16:30',
  end_date: null,
  is_recurring: true,
  recurrence_type: 'weekly',
  recurrence_end_date: '2026-05-25',
  weekly_days: ['monday', 'wednesday'],
  monthly_option: null,
  main_photo_small: null,
  main_photo_large: null,
  main_photo_original: null,
  created_at: '2026-01-02T08:00:00.000Z',
};
