import { describe, expect, it } from 'vitest';
import {
  CART_MESSAGES,
  CONFIRMATION_MESSAGES,
  COURSE_MESSAGES,
  ERROR_CATALOGUE,
  EVENT_MESSAGES,
  USER_MESSAGES,
} from './error-catalogue.js';

/** Every quoted text of spec section 8, copied from the spec. */
const SPEC_SECTION_8 = [
  'Access denied: You are not a member of this group',
  'Access denied: You do not have permission to view this course',
  'Added N student(s), but M failed (some may already be enrolled)',
  'Added some tickets to cart, but some failed: ...',
  'An error occurred',
  'An error occurred while creating the event.',
  'Are you sure you want to clear your cart?',
  'Are you sure you want to remove this student from the course?',
  'Are you sure you want to unenroll from this course? This action cannot be undone.',
  'Cash/Zelle payment confirmed! RSVPs have been created. Event owners will track your payment manually.',
  'Course not found',
  'Event not found',
  'Failed to add coordinators to list',
  'Failed to add course to student',
  'Failed to add item to cart',
  'Failed to add student to course',
  'Failed to add students (they may already be enrolled)',
  'Failed to add students to course',
  'Failed to add tickets to cart: ...',
  'Failed to add to cart. Please try again.',
  'Failed to add users to event',
  'Failed to add users to group',
  'Failed to add users to list',
  'Failed to add users to organization',
  'Failed to approve enrollment',
  'Failed to assign children',
  'Failed to assign coordinators',
  'Failed to assign manager',
  'Failed to assign parents',
  'Failed to change password',
  'Failed to clear cart',
  'Failed to create announcement',
  'Failed to create group. Please try again.',
  'Failed to create payment intent',
  'Failed to create user',
  'Failed to create user list',
  'Failed to create user. Please try again.',
  'Failed to deactivate organization',
  'Failed to delete RSVP',
  'Failed to delete announcement',
  'Failed to delete course',
  'Failed to delete event',
  'Failed to delete group. Please try again.',
  'Failed to delete image. Please try again.',
  'Failed to delete session. Please try again.',
  'Failed to delete user',
  'Failed to delete user list',
  'Failed to enroll in course',
  'Failed to fetch available owners',
  'Failed to fetch course data',
  'Failed to fetch group data. Please try again.',
  'Failed to fetch organization users',
  'Failed to fetch organizations',
  'Failed to fetch users',
  'Failed to generate sessions',
  'Failed to get checkout summary',
  'Failed to load admin data',
  'Failed to load announcement',
  'Failed to load announcements',
  'Failed to load available coordinators',
  'Failed to load available managers',
  'Failed to load available users',
  'Failed to load cart',
  'Failed to load course enrollments',
  'Failed to load course users',
  'Failed to load dashboard data',
  'Failed to load event attendees',
  'Failed to load event owners',
  'Failed to load organizations. Please refresh the page.',
  'Failed to load past events',
  'Failed to load student enrollments',
  'Failed to load user',
  'Failed to load user details',
  'Failed to open course messages',
  'Failed to process checkout',
  'Failed to register for event. Please try again.',
  'Failed to reject enrollment',
  'Failed to remove coordinator from group',
  'Failed to remove coordinators from list',
  'Failed to remove course from student',
  'Failed to remove item from cart',
  'Failed to remove manager',
  'Failed to remove student from course',
  'Failed to remove user from group',
  'Failed to remove user from organization',
  'Failed to remove users from list',
  'Failed to reorder images. Please try again.',
  'Failed to save organization',
  'Failed to send message. Please try again.',
  'Failed to set main photo. Please try again.',
  'Failed to submit join request',
  'Failed to unenroll from course',
  'Failed to update',
  'Failed to update RSVP response',
  'Failed to update RSVP status',
  'Failed to update announcement',
  'Failed to update caption. Please try again.',
  'Failed to update cart item',
  'Failed to update course editors',
  'Failed to update course owners',
  'Failed to update course status',
  'Failed to update event owners',
  'Failed to update event status',
  'Failed to update group. Please try again.',
  'Failed to update owner notes',
  'Failed to update paid amount',
  'Failed to update payment type',
  'Failed to update permissions',
  'Failed to update registration. Please try again.',
  'Failed to update session. Please try again.',
  'Failed to update user',
  'Failed to update user permissions',
  'Failed to upload images. Please try again.',
  'Failed to upload photo. Please try again.',
  'Group not found',
  'Images reordered successfully!',
  'Login failed',
  'Main photo updated successfully!',
  'No Students Available',
  'No assistants',
  'No children',
  'No courses enrolled for this student',
  'No courses scheduled for this day',
  'No courses taken yet',
  'No lists',
  'No manager',
  'No parents',
  'No permissions assigned',
  'No students enrolled in this course',
  'Password updated',
  'Profile updated',
  'Registration failed',
  'This action cannot be undone',
  'You are not authorized to generate sessions for this course.',
  'You must be logged in to complete checkout. Please log in and try again.',
  'Your cart appears to be empty. Please add items to your cart first.',
  'Your session has expired. Please log in again to complete your purchase.',
];

/** Catalogue texts quoted elsewhere in the spec (sections 2 and 6). */
const SPEC_ELSEWHERE = [
  'Failed to load events',
  'Failed to load courses',
  'You do not have permission to view this user profile.',
  'Delete this user? This cannot be undone.',
  'No Groups Found',
  'No Members Found',
  'No coordinators assigned',
  'No Owned Organizations',
  'No Users in Organization',
];

/** The catalogue's fixed strings; templates are checked by calling them. */
function catalogueStrings(): string[] {
  return Object.values(ERROR_CATALOGUE).flatMap((area) =>
    Object.values(area).filter((value): value is string => typeof value === 'string'),
  );
}

describe('error catalogue', () => {
  it('holds only texts that the spec quotes, word for word', () => {
    const allowed = new Set([...SPEC_SECTION_8, ...SPEC_ELSEWHERE]);
    for (const text of catalogueStrings()) expect(allowed, text).toContain(text);
  });

  it('holds every text of section 8 (templates as functions)', () => {
    const texts = new Set(catalogueStrings());
    const templates = SPEC_SECTION_8.filter((text) => text.includes('...') || text.startsWith('Added N'));
    for (const text of SPEC_SECTION_8) {
      if (templates.includes(text)) continue;
      expect(texts, text).toContain(text);
    }
    expect(templates).toHaveLength(3);
  });

  it('fills the templates', () => {
    expect(COURSE_MESSAGES.addStudentsPartial(3, 2)).toBe(
      'Added 3 student(s), but 2 failed (some may already be enrolled)',
    );
    expect(CART_MESSAGES.addTicketsPartial('VIP: sold out')).toBe(
      'Added some tickets to cart, but some failed: VIP: sold out',
    );
    expect(CART_MESSAGES.addTicketsFailed('sold out')).toBe('Failed to add tickets to cart: sold out');
  });

  it('groups texts by area', () => {
    expect(Object.keys(ERROR_CATALOGUE)).toEqual([
      'auth',
      'dashboard',
      'events',
      'eventImages',
      'courses',
      'groups',
      'cart',
      'checkout',
      'admin',
      'user',
      'profile',
      'organizations',
      'emptyStates',
      'confirmations',
    ]);
    expect(EVENT_MESSAGES.saveFailed).toBe('An error occurred while creating the event.');
    expect(USER_MESSAGES.viewForbidden).toBe('You do not have permission to view this user profile.');
    expect(CONFIRMATION_MESSAGES.clearCart).toBe('Are you sure you want to clear your cart?');
  });
});
