import { paths } from '@campus/sdk';
import { Button, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useMemberGroups } from '../api/get-member-groups';
import { GroupsQueryView } from './groups-query-view';

/** 'Groups I'm a Member Of': a card per group with its name, description and View. */
export function MemberGroupsSection() {
  const groups = useMemberGroups();
  return (
    <Stack gap="sm" component="section" aria-labelledby="member-groups-heading">
      <Title order={3} id="member-groups-heading">
        Groups I'm a Member Of
      </Title>
      <GroupsQueryView
        groups={groups}
        loading={
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="status" aria-label="Loading groups">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} height={132} radius="md" />
            ))}
          </SimpleGrid>
        }
      >
        {(data) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {data.map((group) => (
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
      </GroupsQueryView>
    </Stack>
  );
}
