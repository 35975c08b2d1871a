/**
 * The tab's own texts. The spec gives 'You haven't enrolled in any courses yet.' word for word; the other
 * sections' empty states are not worded in the spec.
 */
export const MY_COURSES_TEXT = {
  noOwned: "You don't own any courses yet.",
  noEditing: "You aren't an editor of any course.",
  noTeaching: "You aren't teaching any courses.",
  noEnrollments: "You haven't enrolled in any courses yet.",
  noRequests: 'No enrollment requests. Requests waiting for approval, and rejected ones, appear here.',
  noRecommended: 'No recommended courses right now. Private courses of your groups appear here.',
  noChildSelected: 'Select a child to see their courses.',
  staffSaved: 'Saved. You can close the modal.',
  noEligibleStudents: 'No eligible students found for the selected filters.',
  selectAtLeastOne: 'Please select at least one student',
  noPendingRequests: 'No pending enrollment requests.',
} as const;

/** 'Ada Lovelace' (middle name left out), or the username when the name is blank. */
export function personName(user: { first_name: string; last_name: string; username: string }): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.username;
}

/** The toast after Publish or Unpublish, from the status the server answered with. */
export function statusToast(name: string, status: 'draft' | 'pending' | 'published'): string {
  if (status === 'published') return `Published "${name}"`;
  if (status === 'pending') return `"${name}" is waiting for approval`;
  return `Unpublished "${name}" (now a draft)`;
}
