import { type SQL, sql } from 'drizzle-orm';
import type { UserActor } from '../../auth/actor.js';
import { users } from '../../db/schema.js';

// Who may be written to: the sdk's MESSAGE_RECIPIENT_RULE as one condition on users.id, shared by the direct
// message (its INSERT ... SELECT keeps only allowed recipients) and the recipient search of Compose, so the
// two can never disagree. Each line of the union is one tie of the rule, read through indexed columns.

/** Courses the sender teaches, owns or edits. */
function coursesRunBy(sender: number): SQL {
  return sql`SELECT id FROM courses WHERE teacher_id = ${sender}
    UNION SELECT course_id FROM course_owners WHERE user_id = ${sender}
    UNION SELECT course_id FROM course_editors WHERE user_id = ${sender}`;
}

/** Courses whose staff the sender may write to: those they, or a child of theirs, are enrolled in, and their own. */
function coursesSharedWith(sender: number): SQL {
  return sql`SELECT course_id FROM enrollments WHERE status = 'enrolled' AND (user_id = ${sender}
    OR user_id IN (SELECT child_id FROM parent_child WHERE parent_id = ${sender}))
    UNION ${coursesRunBy(sender)}`;
}

/** Groups the sender is a member or a coordinator of. */
function groupsOf(sender: number): SQL {
  return sql`SELECT group_id FROM group_users WHERE user_id = ${sender}
    UNION SELECT group_id FROM group_coordinators WHERE user_id = ${sender}`;
}

/** The ids of everyone a non-admin sender is tied to (themselves included where a tie is mutual). */
function tiedTo(sender: number): SQL {
  return sql`SELECT user_id FROM group_users WHERE group_id IN (${groupsOf(sender)})
    UNION SELECT user_id FROM group_coordinators WHERE group_id IN (${groupsOf(sender)})
    UNION SELECT teacher_id FROM courses WHERE id IN (${coursesSharedWith(sender)})
    UNION SELECT user_id FROM course_owners WHERE course_id IN (${coursesSharedWith(sender)})
    UNION SELECT user_id FROM course_editors WHERE course_id IN (${coursesSharedWith(sender)})
    UNION SELECT user_id FROM enrollments WHERE status = 'enrolled' AND course_id IN (${coursesRunBy(sender)})
    UNION SELECT pc.parent_id FROM parent_child pc JOIN enrollments e ON e.user_id = pc.child_id
      WHERE e.status = 'enrolled' AND e.course_id IN (${coursesRunBy(sender)})
    UNION SELECT parent_id FROM parent_child WHERE child_id = ${sender}
    UNION SELECT child_id FROM parent_child WHERE parent_id = ${sender}
    UNION SELECT manager_id FROM user_managers WHERE user_id = ${sender}
    UNION SELECT user_id FROM user_managers WHERE manager_id = ${sender}
    UNION SELECT ou.user_id FROM organization_users ou JOIN organizations o ON o.id = ou.organization_id
      WHERE o.owner_id = ${sender} AND o.is_active
    UNION SELECT m.from_user_id FROM messages m JOIN message_recipients r ON r.message_id = m.id
      WHERE r.user_id = ${sender}`;
}

/**
 * The condition on `users` that keeps the people `sender` may write to: anyone but themselves for an admin,
 * otherwise the people of MESSAGE_RECIPIENT_RULE.
 */
export function writableBy(sender: Pick<UserActor, 'id' | 'is_admin'>): SQL {
  const notSelf = sql`${users.id} <> ${sender.id}`;
  if (sender.is_admin) return notSelf;
  return sql`${notSelf} AND ${users.id} IN (${tiedTo(sender.id)})`;
}
