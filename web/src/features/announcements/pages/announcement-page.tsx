import { errorMessage, GROUP_MESSAGES } from '@campus/sdk';
import { Alert, Button, Group } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AnnouncementStatusBadge } from '../../groups/components/announcement-status-badge';
import { useAnnouncement } from '../api/get-announcement';
import { AnnouncementDetails } from '../components/announcement-details';
import { AnnouncementFrame } from '../components/announcement-frame';
import { DeleteAnnouncementButton } from '../components/delete-announcement-button';

/** /groups/{groupId}/announcements/{id}: one announcement; Edit and Delete for coordinators and admins. */
export function AnnouncementPage() {
  const params = useParams();
  const groupId = Number(params.groupId);
  const id = Number(params.id);
  const { user } = useSession();
  const detail = useAnnouncement(groupId, id);
  useDocumentTitle(detail.data?.announcement.title ?? 'Announcement');

  if (detail.isPending) return <PageLoader />;
  if (detail.isError) {
    return (
      <AnnouncementFrame groupId={groupId} title="Announcement">
        <Alert color="red" role="alert">
          {errorMessage(detail.error, GROUP_MESSAGES.loadAnnouncementFailed)}
        </Alert>
      </AnnouncementFrame>
    );
  }

  const { announcement, is_coordinator } = detail.data;
  const canManage = is_coordinator || Boolean(user?.is_admin);
  return (
    <AnnouncementFrame
      groupId={groupId}
      groupName={announcement.group?.name}
      title={announcement.title}
      aside={
        <Group justify="space-between" gap="sm" mt={4}>
          <AnnouncementStatusBadge announcement={announcement} />
          {canManage && (
            <Group gap="sm">
              <Button component={Link} to={`/groups/${groupId}/announcements/${id}/edit`} variant="light">
                Edit
              </Button>
              <DeleteAnnouncementButton groupId={groupId} id={id} title={announcement.title} />
            </Group>
          )}
        </Group>
      }
    >
      <AnnouncementDetails announcement={announcement} />
    </AnnouncementFrame>
  );
}

export default AnnouncementPage;
