/** The tab's own texts (the spec names the groups but gives no empty-state wording). */
export const MY_EVENTS_TEXT = {
  noOwnedEvents: "You don't own any events yet.",
  noConfirmed: 'No confirmed events yet. Events you are registered for appear here.',
  noPending: 'No pending registrations. Requests waiting for approval appear here.',
  noRecommended: 'No recommended events right now. Private events of your groups appear here.',
  noDenied: 'No denied registrations.',
  noChildConfirmed: 'No confirmed events for the selected children.',
  noChildPending: 'No pending registrations for the selected children.',
  noChildDenied: 'No denied registrations for the selected children.',
  noChildRecommended: 'No recommended events for the selected children.',
  noChildSelected: 'Select a child to see their events.',
  ownersSaved: 'Saved. You can close the modal.',
} as const;

export const EVENT_STATUS_LABELS = {
  published: 'Published',
  pending: 'Pending Approval',
  draft: 'Draft',
} as const;

export const RESPONSE_LABELS = { yes: 'Yes', maybe: 'Maybe', no: 'No' } as const;

export const PAYMENT_TYPE_LABELS = {
  credit_card: 'Credit Card',
  cash: 'Cash',
  zelle: 'Zelle',
  none: 'None',
} as const;

/** 'Ada Lovelace' (middle name left out), or the username when the name is blank. */
export function personName(user: { first_name: string; last_name: string; username: string }): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.username;
}
