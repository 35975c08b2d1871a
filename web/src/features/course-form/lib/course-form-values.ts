import {
  type Course,
  type CourseInput,
  type CourseSaveAction,
  clearCourseFields,
  DEFAULT_END_TIME,
  DEFAULT_START_TIME,
  WAITLIST_CLAIM_HOURS_DEFAULT,
  type Weekday,
} from '@campus/sdk';

/**
 * The form's values, named as the POST/PUT body (CourseInputSchema) so that the schema's issues and the
 * server's 422 field errors land on the fields. Inputs hold '' while empty; courseInputOf sends null.
 */
export interface CourseFormValues {
  name: string;
  description: string;
  /** The picked teacher's id as the select holds it ('' for none). */
  teacher_id: string;
  visibility: 'public' | 'private';
  group_ids: number[];
  approval_required: boolean;
  max_quantity: number | string;
  is_free: boolean;
  price: number | string;
  is_online: boolean;
  location: string;
  meeting_link: string;
  date: string;
  start_time: string;
  end_time: string;
  end_date: string;
  is_recurring: boolean;
  recurrence_type: '' | 'daily' | 'weekly' | 'monthly';
  recurrence_end_date: string;
  weekly_days: Weekday[];
  monthly_option: '' | 'date' | 'weekday';
  main_photo_small: string;
  main_photo_large: string;
  main_photo_original: string;
  /** Hours a place offered from the waitlist stays open to claim. */
  waitlist_claim_hours: number | string;
}

/** A new course: free, public, direct join, one-time, 09:00 to 10:00 (spec sections 3 and 9). */
export function emptyCourseValues(): CourseFormValues {
  return {
    name: '',
    description: '',
    teacher_id: '',
    visibility: 'public',
    group_ids: [],
    approval_required: false,
    max_quantity: '',
    is_free: true,
    price: '',
    is_online: false,
    location: '',
    meeting_link: '',
    date: '',
    start_time: DEFAULT_START_TIME,
    end_time: DEFAULT_END_TIME,
    end_date: '',
    is_recurring: false,
    recurrence_type: '',
    recurrence_end_date: '',
    weekly_days: [],
    monthly_option: '',
    main_photo_small: '',
    main_photo_large: '',
    main_photo_original: '',
    waitlist_claim_hours: WAITLIST_CLAIM_HOURS_DEFAULT,
  };
}

/** A stored course as the form edits it (missing times fall back to 09:00 and 10:00). */
export function courseFormValuesOf(course: Course): CourseFormValues {
  return {
    name: course.name,
    description: course.description ?? '',
    teacher_id: course.teacher_id === null ? '' : String(course.teacher_id),
    visibility: course.visibility,
    group_ids: course.group_ids ?? course.groups?.map((group) => group.id) ?? [],
    approval_required: course.approval_required,
    max_quantity: course.max_quantity ?? '',
    is_free: course.is_free,
    price: course.price ?? '',
    is_online: course.is_online,
    location: course.location ?? '',
    meeting_link: course.meeting_link ?? '',
    date: course.date ?? '',
    start_time: course.start_time?.slice(0, 5) || DEFAULT_START_TIME,
    end_time: course.end_time?.slice(0, 5) || DEFAULT_END_TIME,
    end_date: course.end_date ?? '',
    is_recurring: course.is_recurring,
    recurrence_type: course.recurrence_type ?? '',
    recurrence_end_date: course.recurrence_end_date ?? '',
    weekly_days: [...course.weekly_days],
    monthly_option: course.monthly_option ?? '',
    main_photo_small: course.main_photo_small ?? '',
    main_photo_large: course.main_photo_large ?? '',
    main_photo_original: course.main_photo_original ?? '',
    waitlist_claim_hours: course.waitlist_claim_hours ?? WAITLIST_CLAIM_HOURS_DEFAULT,
  };
}

const orNull = <T extends string>(value: T | ''): T | null => (value === '' ? null : value);

/**
 * The POST/PUT body with the button's action. Fields the clearing rules empty are sent as null; the
 * schema (on the server too) trims and normalizes the rest.
 */
export function courseInputOf(values: CourseFormValues, action: CourseSaveAction): CourseInput {
  const recurring = values.is_recurring;
  const type = recurring ? orNull(values.recurrence_type) : null;
  return {
    name: values.name.trim(),
    description: values.description,
    teacher_id: values.teacher_id === '' ? null : Number(values.teacher_id),
    visibility: values.visibility,
    group_ids: values.visibility === 'private' ? values.group_ids : [],
    approval_required: values.approval_required,
    max_quantity: values.max_quantity === '' ? null : values.max_quantity,
    is_free: values.is_free,
    price: values.is_free || values.price === '' ? null : values.price,
    is_online: values.is_online,
    location: values.is_online ? null : values.location.trim() || null,
    meeting_link: values.is_online ? values.meeting_link.trim() || null : null,
    date: orNull(values.date),
    start_time: orNull(values.start_time),
    end_time: orNull(values.end_time),
    end_date: orNull(values.end_date),
    is_recurring: recurring,
    recurrence_type: type,
    recurrence_end_date: recurring ? orNull(values.recurrence_end_date) : null,
    weekly_days: type === 'weekly' ? values.weekly_days : [],
    monthly_option: type === 'monthly' ? orNull(values.monthly_option) : null,
    main_photo_small: orNull(values.main_photo_small),
    main_photo_large: orNull(values.main_photo_large),
    main_photo_original: orNull(values.main_photo_original),
    action,
    waitlist_claim_hours: values.waitlist_claim_hours,
  };
}

/** The fields clearCourseFields may set to null, which the form's inputs hold as ''. */
const CLEARABLE = [
  'price',
  'location',
  'meeting_link',
  'recurrence_type',
  'recurrence_end_date',
  'monthly_option',
] as const;

/**
 * The values after the user changes some of them, with the sdk's clearing rules applied (the server
 * applies the same ones): free clears the price, unticking recurring clears the recurrence, another
 * recurrence type clears the weekdays and the monthly option, online clears the location, in person the
 * meeting link.
 */
export function changeCourseValues(
  previous: CourseFormValues,
  patch: Partial<CourseFormValues>,
): CourseFormValues {
  // clearCourseFields writes null into what it clears; the inputs hold ''.
  const next: Record<string, unknown> = clearCourseFields(previous, { ...previous, ...patch });
  for (const field of CLEARABLE) {
    if (next[field] === null) next[field] = '';
  }
  return next as unknown as CourseFormValues;
}
