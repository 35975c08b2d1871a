import type { User } from '@campus/sdk';

/** The admin user form's fields, as the inputs hold them (text, '' for none). */
export interface AdminUserFormValues {
  first_name: string;
  middle_name: string;
  last_name: string;
  username: string;
  password: string;
  email: string;
  gender: string;
  phone_number: string;
  street_address: string;
  city: string;
  state: string;
  zipcode: string;
  bio: string;
  is_student: boolean;
  school_grade: string;
}

export type AdminUserFormMode = 'create' | 'edit';

/** A blank form for Create User, or the person's values for Edit (the password stays blank). */
export function adminUserFormValues(user: User | null): AdminUserFormValues {
  return {
    first_name: user?.first_name ?? '',
    middle_name: user?.middle_name ?? '',
    last_name: user?.last_name ?? '',
    username: user?.username ?? '',
    password: '',
    email: user?.email ?? '',
    gender: user?.gender ?? '',
    phone_number: user?.phone_number ?? '',
    street_address: user?.street_address ?? '',
    city: user?.city ?? '',
    state: user?.state ?? '',
    zipcode: user?.zipcode ?? '',
    bio: user?.bio ?? '',
    is_student: user?.is_student ?? false,
    school_grade: user?.school_grade ?? '',
  };
}

/** The form's field names: a server error under one of these shows under the field. */
export const ADMIN_USER_FIELDS = Object.keys(adminUserFormValues(null));
