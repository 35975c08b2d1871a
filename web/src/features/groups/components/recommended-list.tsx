import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { EmptyNote } from './empty-note';

export interface RecommendedItem {
  id: number;
  to: string;
  name: string;
  /** Lines under the name (date, time, location). */
  details: string[];
  badge?: string;
}

/** A titled card of links (the group's private courses or events), with an empty state. */
export function RecommendedList({
  title,
  items,
  emptyText,
}: {
  title: string;
  items: RecommendedItem[];
  emptyText: string;
}) {
  const headingId = `group-${title.toLowerCase().replace(/\W+/g, '-')}-heading`;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        {title}
      </Title>
      {items.length === 0 ? (
        <EmptyNote title={emptyText} />
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <li key={item.id}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={item.to} fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {item.name}
                  </Anchor>
                  {item.details.filter(Boolean).map((line) => (
                    <Text key={line} size="sm" c="dimmed">
                      {line}
                    </Text>
                  ))}
                </div>
                {item.badge && (
                  <Badge variant="outline" color="gray" style={{ flexShrink: 0 }}>
                    {item.badge}
                  </Badge>
                )}
              </Group>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}
