// The waitlist feature's public face: the pages of events, courses, the dashboard tabs, the attendees and
// enrollments screens and the forms take these.

export { waitlistKeys } from './api/keys';
export { ClaimHoursField } from './components/claim-hours-field';
export { CourseWaitlist } from './components/course-waitlist';
export { EventWaitlist } from './components/event-waitlist';
export { MyWaitlistsSection } from './components/my-waitlists-section';
export { StaffWaitlist } from './components/staff-waitlist';
export { WaitlistHoldNotice } from './components/waitlist-hold-notice';
