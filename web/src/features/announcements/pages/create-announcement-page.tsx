import { type Announcement, GROUP_MESSAGES, groupAccess } from '@campus/sdk';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGroup } from '../../groups/api/get-group';
import { GroupLoadError } from '../../groups/components/group-load-error';
import { useCreateAnnouncement } from '../api/create-announcement';
import { AnnouncementForm, type AnnouncementFormValues } from '../components/announcement-form';
import { AnnouncementFrame } from '../components/announcement-frame';
import { NotAllowedAlert } from '../components/not-allowed-alert';
import { dateTimeLocalOf } from '../lib/date-time-local';

/** /groups/{groupId}/announcements/create: a new announcement, available from now and active. */
export function CreateAnnouncementPage() {
  useDocumentTitle('Create Announcement');
  const groupId = Number(useParams().groupId);
  const { user } = useSession();
  const group = useGroup(groupId);
  const create = useCreateAnnouncement(groupId);
  const navigate = useNavigate();
  const [initialValues] = useState<AnnouncementFormValues>(() => ({
    title: '',
    body: '',
    available_from: dateTimeLocalOf(new Date()),
    available_until: '',
    is_active: true,
  }));

  if (group.isPending) return <PageLoader />;
  if (group.isError) return <GroupLoadError error={group.error} />;
  const { users = [], coordinators = [] } = group.data.group;
  const { can } = groupAccess({
    isAdmin: user?.is_admin ?? false,
    isMember: users.some((member) => member.id === user?.id),
    isCoordinator: coordinators.some((coordinator) => coordinator.id === user?.id),
  });

  const saved = (announcement: Announcement) => {
    notifications.show({ color: 'green', message: 'Announcement created' });
    navigate(`/groups/${groupId}/announcements/${announcement.id}`);
  };

  return (
    <AnnouncementFrame groupId={groupId} groupName={group.data.group.name} title="Create Announcement">
      {can.manage ? (
        <AnnouncementForm
          initialValues={initialValues}
          submitLabel="Create Announcement"
          onSubmit={(input) => create.mutateAsync(input)}
          onSaved={saved}
          failMessage={GROUP_MESSAGES.createAnnouncementFailed}
          cancelTo={`/group/${groupId}`}
        />
      ) : (
        <NotAllowedAlert />
      )}
    </AnnouncementFrame>
  );
}

export default CreateAnnouncementPage;
