import type { CampusClient, Group } from '@campus/sdk';
import { loadSdk } from '../../shared/sdk.js';

export const NOT_MANAGER = "only the group's coordinators and admins may change its members";

/**
 * Whether the signed-in user may manage the group (the sdk's groupAccess: coordinators and admins), for
 * a --dry-run that would otherwise only learn it from the server's refusal.
 */
export async function canManageGroup(client: CampusClient, group: Group): Promise<boolean> {
  const [{ groupAccess }, { user }] = await Promise.all([loadSdk(), client.currentUser()]);
  const isCoordinator = (group.coordinators ?? []).some((coordinator) => coordinator.id === user.id);
  const isMember = (group.users ?? []).some((member) => member.id === user.id);
  return groupAccess({ isAdmin: user.is_admin, isMember, isCoordinator }).can.manage;
}
