/**
 * What the screens say about a course that waits for approval (spec sections 2 and 4: a course saved with
 * 'Request to publish' is pending; an admin approves it (published) or rejects it (draft)). The course page,
 * My Courses and the saved screen say the same thing, so it lives here once.
 */
export const COURSE_APPROVAL_TEXT = {
  /** Under the Pending Approval badge of the course page. */
  pendingCourse:
    'This course is awaiting approval from an administrator. Once approved, it is published and students can find it.',
  /** On My Courses when the user owns a pending course. */
  pendingOwned:
    'Courses marked Pending Approval are awaiting approval from an administrator. Once approved, they are published and students can find them.',
  /** On the saved screen after 'Request to publish'. */
  submitted:
    'Your course has been submitted and is pending approval. An administrator reviews it, and it is published once approved.',
  /** The approvers' section on My Courses. */
  awaitingTitle: 'Courses awaiting approval',
  noneAwaiting: 'No courses are awaiting approval.',
} as const;

/** The message after an approver's Approve (published) or Reject (draft) of a pending course. */
export function courseDecisionToast(name: string, status: 'draft' | 'pending' | 'published'): string {
  if (status === 'published') return `Approved "${name}": it is now published`;
  if (status === 'draft') return `Rejected "${name}": it is a draft again`;
  return `"${name}" is still waiting for approval`;
}
