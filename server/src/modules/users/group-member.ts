import { GenderSchema, type GroupMember, SchoolGradeSchema } from '@campus/sdk';
import { users } from '../../db/schema.js';

// The member-table shape of a user (GroupMemberSchema): names, gender, student flag and grade. No email,
// no contact data: pick lists and member tables are seen by coordinators and owners, not only admins.

export const groupMemberColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  middleName: users.middleName,
  lastName: users.lastName,
  gender: users.gender,
  isStudent: users.isStudent,
  schoolGrade: users.schoolGrade,
};

export type GroupMemberRow = Pick<typeof users.$inferSelect, keyof typeof groupMemberColumns>;

export function toGroupMember(row: GroupMemberRow): GroupMember {
  return {
    id: row.id,
    username: row.username,
    first_name: row.firstName,
    middle_name: row.middleName,
    last_name: row.lastName,
    // A value the contract does not know (an older 'other') reads as unset rather than failing the list.
    gender: GenderSchema.nullable().catch(null).parse(row.gender),
    is_student: row.isStudent,
    school_grade: SchoolGradeSchema.nullable().catch(null).parse(row.schoolGrade),
  };
}
