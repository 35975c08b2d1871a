import { GenderSchema, type GroupMember, SchoolGradeSchema, type UserSummary } from '@campus/sdk';
import { users } from '../../db/schema.js';

// Other users as answers show them: a summary (coordinators, creators, authors, teachers) or the
// member-table shape (GroupMemberSchema): names, gender, student flag and grade. No email, no contact
// data: pick lists and member tables are seen by coordinators and owners, not only admins.

/** The columns of a UserSummary. */
export const userSummaryColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  middleName: users.middleName,
  lastName: users.lastName,
};

/** The columns of a GroupMember row. */
export const groupMemberColumns = {
  ...userSummaryColumns,
  gender: users.gender,
  isStudent: users.isStudent,
  schoolGrade: users.schoolGrade,
};

export type UserSummaryRow = Pick<typeof users.$inferSelect, keyof typeof userSummaryColumns>;

export type GroupMemberRow = Pick<typeof users.$inferSelect, keyof typeof groupMemberColumns>;

export function toUserSummary(row: UserSummaryRow): UserSummary {
  return {
    id: row.id,
    username: row.username,
    first_name: row.firstName,
    middle_name: row.middleName,
    last_name: row.lastName,
  };
}

export function toGroupMember(row: GroupMemberRow): GroupMember {
  return {
    ...toUserSummary(row),
    // A value the contract does not know (an older 'other') reads as unset rather than failing the list.
    gender: GenderSchema.nullable().catch(null).parse(row.gender),
    is_student: row.isStudent,
    school_grade: SchoolGradeSchema.nullable().catch(null).parse(row.schoolGrade),
  };
}
