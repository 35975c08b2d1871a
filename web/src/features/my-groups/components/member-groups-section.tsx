import { DASHBOARD_MESSAGES, paths } from '@campus/sdk';
import { Alert, Button, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useMemberGroups } from '../api/get-member-groups';
import { EmptyState } from './empty-state';
import { NO_GROUPS_FOUND } from './messages';

/** 'Groups I'm a Member Of': a card per group with its name, description and View. */
export function MemberGroupsSection() {
  const groups = useMemberGroups();
  return (
    <Stack gap="sm" component="section" aria-labelledby="member-groups-heading">
      <Title order={3} id="member-groups-heading">
        Groups I'm a Member Of
      </Title>
      {groups.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="status" aria-label="Loading groups">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} height={132} radius="md" />
          ))}
        </SimpleGrid>
      ) : groups.isError ? (
        <Alert color="red" variant="light" role="alert">
          {DASHBOARD_MESSAGES.loadFailed}
        </Alert>
      ) : groups.data.length === 0 ? (
        <EmptyState>{NO_GROUPS_FOUND}</EmptyState>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {groups.data.map((group) => (
            <Card key={group.id} withBorder radius="md" padding="lg">
              <Stack gap="xs" h="100%">
                <Title order={4} size="h5">
                  {group.name}
                </Title>
                <Text size="sm" c="dimmed" lineClamp={3} style={{ flexGrow: 1 }}>
                  {group.description || 'No description'}
                </Text>
                <Button
                  component={Link}
                  to={paths.group(group.id)}
                  variant="light"
                  aria-label={`View ${group.name}`}
                  style={{ alignSelf: 'flex-start' }}
                >
                  View
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
