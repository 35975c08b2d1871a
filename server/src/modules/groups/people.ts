import { GenderSchema, type GroupMember, SchoolGradeSchema, type UserSummary } from '@campus/sdk';
import { asc } from 'drizzle-orm';
import { users } from '../../db/schema.js';

// Users as group answers show them: a summary (coordinators, creators, authors) or a member row (the member
// table's name, username, gender, student flag and grade). Never an email or a hash.

/** The columns of a UserSummary. */
export const summaryColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  middleName: users.middleName,
  lastName: users.lastName,
};

/** The columns of a GroupMember row. */
export const memberColumns = {
  ...summaryColumns,
  gender: users.gender,
  isStudent: users.isStudent,
  schoolGrade: users.schoolGrade,
};

export interface SummaryRow {
  id: number;
  username: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
}

export interface MemberRow extends SummaryRow {
  gender: string | null;
  isStudent: boolean;
  schoolGrade: string | null;
}

/** People lists read by last name, then first name (the id keeps ties stable). */
export const byName = [asc(users.lastName), asc(users.firstName), asc(users.id)];

export function toSummary(row: SummaryRow): UserSummary {
  return {
    id: row.id,
    username: row.username,
    first_name: row.firstName,
    middle_name: row.middleName,
    last_name: row.lastName,
  };
}

export function toMember(row: MemberRow): GroupMember {
  return {
    ...toSummary(row),
    // A value this version of the contract does not know shows as unknown rather than failing the answer.
    gender: GenderSchema.nullable().catch(null).parse(row.gender),
    is_student: row.isStudent,
    school_grade: SchoolGradeSchema.nullable().catch(null).parse(row.schoolGrade),
  };
}
