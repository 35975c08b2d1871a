/** Help text of each noun; a noun only groups its verbs. Later issues add theirs. */
export const NOUNS: Readonly<Record<string, string>> = {
  auth: 'Sign in to a Campus API, see who is signed in, sign out',
  groups: 'Groups (lists): members, coordinators and announcements',
  coordinators: "Add or remove a group's coordinators",
  events:
    'Events: browse upcoming and past events, show one (the list is public), RSVP; owners: attendees, publish, unpublish',
  cart: 'Your cart of event tickets (signed in or not): show, add, remove, clear; check out (signed in)',
  courses:
    'Courses: browse and show (the list is public); owners and admins: enroll and unenroll students in bulk, enrollments, approve, reject',
  sessions: "A course's sessions: generate them from its schedule, list them",
  attendance:
    "Attendance in course sessions (the course's staff): mark a student, show a session's check-in link and QR code, export a course's attendance",
  users: 'Users (admins): list, show, create, import from CSV, update, delete; permissions, manager, family',
  messages: 'Your messages: inbox, sent, read one, send, reply, delete (for yourself)',
  admin: "The admin panel's figures: stats",
  calendar: "Your calendar and your children's (day, week, month), and its feed URL for calendar apps",
  waitlist:
    'Waitlists of full events, ticket types and courses: list, join, leave, claim, decline; owners: show, offer, reorder',
  orgs: 'Organizations (admins; owners see their users): create, edit, deactivate, add and remove users',
};
