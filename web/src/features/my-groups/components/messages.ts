/**
 * The My Groups empty states of spec section 2. The sdk's EMPTY_STATE_MESSAGES does not hold them yet;
 * they belong there (reported), and move when they land.
 */
export const NO_GROUPS_FOUND = 'No Groups Found';
export const NO_MEMBERS_FOUND = 'No Members Found';
export const NO_COORDINATORS_ASSIGNED = 'No coordinators assigned';

/** The delete confirmation names the group (spec section 8: 'This action cannot be undone'). */
export function deleteGroupQuestion(name: string, cannotBeUndone: string): string {
  return `Are you sure you want to delete the group "${name}"? ${cannotBeUndone}.`;
}
