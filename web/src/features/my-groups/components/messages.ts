import { EMPTY_STATE_MESSAGES } from '@campus/sdk';

/** The My Groups empty states of spec section 2 (the sdk's catalogue holds the texts). */
export const NO_GROUPS_FOUND = EMPTY_STATE_MESSAGES.noGroupsFound;
export const NO_MEMBERS_FOUND = EMPTY_STATE_MESSAGES.noMembersFound;
export const NO_COORDINATORS_ASSIGNED = EMPTY_STATE_MESSAGES.noCoordinatorsAssigned;

/** The delete confirmation names the group (spec section 8: 'This action cannot be undone'). */
export function deleteGroupQuestion(name: string, cannotBeUndone: string): string {
  return `Are you sure you want to delete the group "${name}"? ${cannotBeUndone}.`;
}
