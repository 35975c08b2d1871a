import { type Announcement, errorMessage, GROUP_MESSAGES } from '@campus/sdk';
import { Alert } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate, useParams } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAnnouncement } from '../api/get-announcement';
import { useUpdateAnnouncement } from '../api/update-announcement';
import { AnnouncementForm, type AnnouncementFormValues } from '../components/announcement-form';
import { AnnouncementFrame } from '../components/announcement-frame';
import { NotAllowedAlert } from '../components/not-allowed-alert';
import { toDateTimeLocal } from '../lib/date-time-local';

function valuesOf(announcement: Announcement): AnnouncementFormValues {
  return {
    title: announcement.title,
    body: announcement.body,
    available_from: toDateTimeLocal(announcement.available_from, 'start'),
    available_until: toDateTimeLocal(announcement.available_until, 'end'),
    is_active: announcement.is_active,
  };
}

/** /groups/{groupId}/announcements/{id}/edit: the stored values, dates on the browser's clock. */
export function EditAnnouncementPage() {
  useDocumentTitle('Edit Announcement');
  const params = useParams();
  const groupId = Number(params.groupId);
  const id = Number(params.id);
  const { user } = useSession();
  const detail = useAnnouncement(groupId, id);
  const update = useUpdateAnnouncement(groupId, id);
  const navigate = useNavigate();

  if (detail.isPending) return <PageLoader />;
  if (detail.isError) {
    return (
      <AnnouncementFrame groupId={groupId} title="Edit Announcement">
        <Alert color="red" role="alert">
          {errorMessage(detail.error, GROUP_MESSAGES.loadAnnouncementFailed)}
        </Alert>
      </AnnouncementFrame>
    );
  }
  const { announcement, is_coordinator } = detail.data;

  const saved = (next: Announcement) => {
    notifications.show({ color: 'green', message: 'Announcement updated' });
    navigate(`/groups/${groupId}/announcements/${next.id}`);
  };

  return (
    <AnnouncementFrame groupId={groupId} groupName={announcement.group?.name} title="Edit Announcement">
      {is_coordinator || user?.is_admin ? (
        <AnnouncementForm
          initialValues={valuesOf(announcement)}
          submitLabel="Save Changes"
          onSubmit={(input) => update.mutateAsync(input)}
          onSaved={saved}
          failMessage={GROUP_MESSAGES.updateAnnouncementFailed}
          cancelTo={`/groups/${groupId}/announcements/${id}`}
        />
      ) : (
        <NotAllowedAlert />
      )}
    </AnnouncementFrame>
  );
}

export default EditAnnouncementPage;
