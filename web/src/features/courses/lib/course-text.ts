import { type Course, formatPrice } from '@campus/sdk';

/** The teacher's username, or 'Unknown' when the course has none (spec section 2, course cards). */
export function teacherName(course: Pick<Course, 'teacher'>): string {
  return course.teacher?.username || 'Unknown';
}

/** 'Free' or '$x.xx' (the sdk's formatPrice), one text for the cards and the detail's Pricing. */
export function coursePrice(course: Pick<Course, 'is_free' | 'price'>): string {
  return formatPrice(course.is_free, course.price);
}

/** The location line, or null when a card has nothing to show. Online courses read 'Online'. */
export function coursePlace(course: Pick<Course, 'is_online' | 'location'>): string | null {
  if (course.is_online) return 'Online';
  return course.location?.trim() || null;
}
