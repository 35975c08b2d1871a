import { canCreateGroup, canCreateUser, type Group } from '@campus/sdk';
import { Button, Group as Row, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCoordinatedGroups } from '../api/get-coordinated-groups';
import { useOwnedOrganizations } from '../api/get-owned-organizations';
import { AddUsersModal } from '../components/add-users-modal';
import { CoordinatedGroupsSection } from '../components/coordinated-groups-section';
import { CreateUserModal } from '../components/create-user-modal';
import { GroupFormModal } from '../components/group-form-modal';
import { ManageCoordinatorsModal } from '../components/manage-coordinators-modal';
import { ManagingPanel } from '../components/managing-panel';
import { MemberGroupsSection } from '../components/member-groups-section';

type OpenModal = 'create-group' | 'create-user' | 'add-users' | 'coordinators' | null;

/** The selected coordinated group lives in the URL (?group=ID), so a reload or a link keeps it. */
function useSelectedGroupId(): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('group');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const select = (next: number | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === null) updated.delete('group');
        else updated.set('group', String(next));
        return updated;
      },
      { replace: true },
    );
  return [id, select];
}

/** The dashboard's My Groups tab (spec section 2). */
export function MyGroupsPage() {
  useDocumentTitle('My Groups');
  const { user } = useSession();
  const coordinated = useCoordinatedGroups();
  const owned = useOwnedOrganizations();
  const [selectedId, select] = useSelectedGroupId();
  const [modal, setModal] = useState<OpenModal>(null);
  // A group picked now (not one from the URL at load) brings its Managing panel into view.
  const [picked, setPicked] = useState(false);
  const pick = (id: number | null) => {
    setPicked(id !== null);
    select(id);
  };
  const closeModal = () => setModal(null);

  const groups = coordinated.data ?? [];
  const selected: Group | null = groups.find((group) => group.id === selectedId) ?? null;
  const ownsOrganization = (owned.data ?? []).length > 0;
  const mayCreateUser = canCreateUser(user) || ownsOrganization;
  // Add Users adds to a group one coordinates: without one there is nothing it could do, so it is not
  // offered (issue 18: a student saw it disabled with no reason). With groups it waits for a selection,
  // which the Groups I Coordinate section asks for.
  const coordinates = groups.length > 0;

  return (
    <Stack gap="xl">
      <Row justify="space-between" align="center" gap="sm">
        <Title order={2}>My Groups</Title>
        <Row gap="xs">
          {canCreateGroup(user) && <Button onClick={() => setModal('create-group')}>Create Group</Button>}
          {mayCreateUser && (
            <Button variant="light" onClick={() => setModal('create-user')}>
              Create User
            </Button>
          )}
          {coordinates && (
            <Button variant="light" onClick={() => setModal('add-users')} disabled={selected === null}>
              Add Users
            </Button>
          )}
        </Row>
      </Row>
      <MemberGroupsSection />
      <CoordinatedGroupsSection groups={coordinated} selectedId={selected?.id ?? null} onSelect={pick} />
      {selected && (
        <ManagingPanel
          key={selected.id}
          group={selected}
          focusOnMount={picked}
          onManageCoordinators={() => setModal('coordinators')}
        />
      )}

      <GroupFormModal
        opened={modal === 'create-group'}
        group={null}
        onClose={closeModal}
        onSaved={(group) => {
          closeModal();
          pick(group.id);
        }}
      />
      <AddUsersModal group={selected} opened={modal === 'add-users'} onClose={closeModal} />
      <ManageCoordinatorsModal group={selected} opened={modal === 'coordinators'} onClose={closeModal} />
      <CreateUserModal
        opened={modal === 'create-user'}
        onClose={closeModal}
        organizationSource={canCreateUser(user) ? 'registration' : 'owned'}
        groups={groups}
        defaultGroupId={selected?.id ?? null}
        onCreated={(groupId) => {
          closeModal();
          if (groupId !== null && groupId !== selected?.id) pick(groupId);
        }}
      />
    </Stack>
  );
}

export default MyGroupsPage;
