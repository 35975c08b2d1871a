import { ADMIN_MESSAGES, EMPTY_STATE_MESSAGES, type Group } from '@campus/sdk';
import { Stack } from '@mantine/core';
import { DeleteGroupDialog } from '../../../my-groups/components/delete-group-dialog';
import { EmptyState } from '../../../my-groups/components/empty-state';
import { GroupFormModal } from '../../../my-groups/components/group-form-modal';
import { useDialogTarget } from '../../../my-groups/components/use-dialog-target';
import { useAdminGroups } from '../../api/admin-groups-list';
import { AdminLoadError } from '../admin-error-banner';
import { GroupDetailDrawer } from './group-detail-drawer';
import { GroupsTable, GroupsTableSkeleton } from './groups-table';

interface GroupsPanelProps {
  /** The Create Group modal is open (its button is in the tab's heading row). */
  creating: boolean;
  onCreatingChange: (creating: boolean) => void;
}

/**
 * The Groups tab's content: every group (list), its detail with members and coordinators, Create Group
 * and Delete Group. The dialogs and pick lists are My Groups' own, with the admin panel's messages.
 */
export default function GroupsPanel({ creating, onCreatingChange: setCreating }: GroupsPanelProps) {
  const groups = useAdminGroups();
  const detail = useDialogTarget<Group>();
  const deleting = useDialogTarget<Group>();

  return (
    <Stack gap="md">
      <AdminLoadError error={groups.error} />
      {groups.isPending ? (
        <GroupsTableSkeleton />
      ) : groups.isSuccess && groups.data.length === 0 ? (
        <EmptyState>{EMPTY_STATE_MESSAGES.noGroupsFound}</EmptyState>
      ) : groups.isSuccess ? (
        <GroupsTable
          groups={groups.data}
          onSelect={detail.open}
          selectedId={detail.opened ? (detail.target?.id ?? null) : null}
        />
      ) : null}
      <GroupDetailDrawer
        group={detail.target}
        opened={detail.opened}
        onClose={detail.close}
        onDelete={deleting.open}
      />
      <GroupFormModal
        opened={creating}
        group={null}
        onClose={() => setCreating(false)}
        onSaved={(group) => {
          setCreating(false);
          detail.open(group);
        }}
        failedMessage={ADMIN_MESSAGES.createListFailed}
      />
      <DeleteGroupDialog
        opened={deleting.opened}
        group={deleting.target}
        onClose={deleting.close}
        onDeleted={() => {
          deleting.close();
          detail.close();
        }}
        failedMessage={ADMIN_MESSAGES.deleteListFailed}
      />
    </Stack>
  );
}
