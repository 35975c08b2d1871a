import { groupAccess } from '@campus/sdk';
import { Grid, Stack } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGroup } from '../api/get-group';
import { GroupAnnouncements } from '../components/group-announcements';
import { GroupHeader } from '../components/group-header';
import { GroupLoadError } from '../components/group-load-error';
import { GroupPageSkeleton } from '../components/group-page-skeleton';
import { GroupPeople } from '../components/group-people';
import { GroupRecommendations } from '../components/group-recommendations';

/** /group/{id}: members, coordinators, announcements and the group's private courses and events. */
export function GroupPage() {
  const groupId = Number(useParams().id);
  const { user } = useSession();
  const detail = useGroup(groupId);
  useDocumentTitle(detail.data?.group.name ?? 'Group');

  if (detail.isPending) return <GroupPageSkeleton />;
  if (detail.isError) return <GroupLoadError error={detail.error} />;

  const { group, recommended_courses, recommended_events } = detail.data;
  const members = group.users ?? [];
  const coordinators = group.coordinators ?? [];
  // Coordinators and admins manage the group's announcements (the sdk's group rule).
  const { can } = groupAccess({
    isAdmin: user?.is_admin ?? false,
    isMember: members.some((member) => member.id === user?.id),
    isCoordinator: coordinators.some((coordinator) => coordinator.id === user?.id),
  });

  return (
    <Stack gap="xl">
      <GroupHeader group={group} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <GroupAnnouncements groupId={group.id} canManage={can.manage} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <GroupPeople title="Coordinators" people={coordinators} emptyText="No coordinators assigned" />
            <GroupPeople title="Members" people={members} emptyText="No Members Found" />
          </Stack>
        </Grid.Col>
      </Grid>
      <GroupRecommendations courses={recommended_courses} events={recommended_events} />
    </Stack>
  );
}

export default GroupPage;
