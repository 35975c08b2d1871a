/** The business constants and limits of spec section 9. */

export const EVENTS_PAGE_SIZE = 6;
export const PAST_EVENTS_PAGE_SIZE = 12;
export const ANNOUNCEMENTS_PAGE_SIZE = 10;
/** The announcement pager shows at most this many page buttons. */
export const PAGER_MAX_BUTTONS = 5;

export const UNREAD_POLL_INTERVAL_MS = 30_000;
/** Badges show counts up to this and then '99+'. */
export const BADGE_CAP = 99;

export const CALENDAR_MONTH_CELLS = 42;

export const RSVP_QUANTITY_MIN = 1;
export const RSVP_QUANTITY_MAX = 10;
export const TICKET_SELECTION_MAX = 10;
export const NOTES_MAX_LENGTH = 500;
export const SUBJECT_MAX_LENGTH = 255;
export const TITLE_MAX_LENGTH = 255;
export const PASSWORD_MIN_LENGTH = 8;
export const MAX_CAPACITY_MIN = 1;
export const CART_QUANTITY_MIN = 1;

export const MAX_IMAGES_PER_UPLOAD = 10;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_COURSE_PHOTO_BYTES = 5 * 1024 * 1024;
/**
 * The most pixels an uploaded image may have (issue 18: the server decodes every upload whole). 25 megapixels
 * takes a 24-megapixel camera's 6000 x 4000 and a 5000 x 5000 square; a photo with more rarely fits in 5MB
 * (a 48-megapixel phone photo is 10MB and over), and the work per image grows with its pixels.
 */
export const MAX_IMAGE_PIXELS = 25_000_000;
export const SWIPE_THRESHOLD_PX = 50;
export const CAROUSEL_INTERVAL_MS = 5_000;
/** Delay before redirecting after an event or course was saved. */
export const SAVE_REDIRECT_DELAY_MS = 2_000;

/** Course and event times when missing. */
export const DEFAULT_START_TIME = '09:00';
export const DEFAULT_END_TIME = '10:00';

export const TIME_PICKER_START = '06:00';
export const TIME_PICKER_END = '23:30';
export const TIME_PICKER_STEP_MINUTES = 30;

export const PRICE_STEP = 0.01;

export const PAYMENT_TYPES = ['credit_card', 'cash', 'zelle'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const DEFAULT_PAYMENT_TYPE: PaymentType = 'credit_card';
export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = {
  credit_card: 'Credit Card',
  cash: 'Cash',
  zelle: 'Zelle',
};

export const RSVP_RESPONSES = ['yes', 'maybe', 'no'] as const;
export type RsvpResponse = (typeof RSVP_RESPONSES)[number];

export const VISIBILITIES = ['public', 'private'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
export const DEFAULT_VISIBILITY: Visibility = 'public';

export const DEFAULT_TICKET_NAME = 'General Admission';
export const DEFAULT_IS_FREE = true;
export const DEFAULT_ENROLLMENT_STATUS = 'enrolled';
/** Removing an RSVP as owner sets it to this status. */
export const RSVP_REMOVAL_STATUS = 'denied';
/** An owner adding a user creates this RSVP. */
export const OWNER_ADDED_RSVP = { quantity: 1, response: 'yes', status: 'approved' } as const;
export const DEFAULT_MEMBERSHIP_ROLE = 'member';

export const EDITOR_PLACEHOLDER = 'Start typing...';
export const EDITOR_MIN_HEIGHT_PX = 200;

export const FOOTER_COPYRIGHT_YEAR = 2025;
export const CART_SESSION_PREFIX = 'web-session-';

function toMinutes(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

function toTime(total: number): string {
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * The time picker's slots, 'HH:mm' from 06:00 to 23:30 in 30-minute steps; with `min`, only slots at
 * or after it (e.g. end times after a chosen start use the start as minimum).
 */
export function timeSlots(options: { min?: string } = {}): string[] {
  const slots: string[] = [];
  const min = options.min ? toMinutes(options.min) : 0;
  for (let t = toMinutes(TIME_PICKER_START); t <= toMinutes(TIME_PICKER_END); t += TIME_PICKER_STEP_MINUTES) {
    if (t >= min) slots.push(toTime(t));
  }
  return slots;
}
