import type { UserDetail } from '@campus/sdk';
import { SimpleGrid, Stack } from '@mantine/core';
import { AssistantsCard } from './assistants-card';
import { CoursesTakenCard } from './courses-taken-card';
import { DetailsCard } from './details-card';
import { FamilyCard } from './family-card';
import { GroupsCard } from './groups-card';
import { ManagerCard } from './manager-card';
import { PermissionsCard } from './permissions-card';

export interface UserDetailCardsProps {
  user: UserDetail;
  /**
   * One's own profile: the cards the answer holds, read-only (no Edit, Assign or Manage), without the
   * Details and Permissions cards (the profile has its own form and My Permissions).
   */
  ownProfile?: boolean;
  /** The Details card's inline Edit (off where the page has its own full edit form, as the admin panel does). */
  inlineEdit?: boolean;
}

/**
 * The cards of a user's page, each shown only when GET /users/{id} holds its data and `can` allows it
 * (spec section 6); the server leaves out what the viewer may not see, and `can` says what they may do.
 */
export function UserDetailCards({ user, ownProfile = false, inlineEdit = true }: UserDetailCardsProps) {
  const { can } = user;
  const actions = !ownProfile;
  const showManagement = ownProfile || can.view_management;
  const cards = [
    showManagement && user.manager !== undefined && (
      <ManagerCard
        key="manager"
        user={user}
        manager={user.manager}
        canAssign={actions && can.assign_manager}
      />
    ),
    showManagement && user.assistants !== undefined && (
      <AssistantsCard key="assistants" assistants={user.assistants} />
    ),
    <FamilyCard
      key="family"
      user={user}
      parents={user.parents}
      offspring={user.children}
      canManage={actions && can.manage_family}
    />,
    showManagement && user.groups !== undefined && (
      <GroupsCard key="groups" groups={user.groups} coordinatedGroups={user.coordinated_groups} />
    ),
    (ownProfile || can.view_courses_taken) && user.courses_taken !== undefined && (
      <CoursesTakenCard key="courses" courses={user.courses_taken} />
    ),
    !ownProfile && can.view_permissions && (
      <PermissionsCard
        key="permissions"
        user={user}
        permissions={user.permissions}
        canGrant={can.grant_permissions}
      />
    ),
  ].filter(Boolean);

  return (
    <Stack gap="lg">
      {!ownProfile && <DetailsCard user={user} canEdit={inlineEdit && can.edit} />}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {cards}
      </SimpleGrid>
    </Stack>
  );
}
