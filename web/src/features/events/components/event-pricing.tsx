import { type CampusEvent, formatMoney } from '@campus/sdk';
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { isTicketSoldOut } from '../lib/ticket-availability';

/** The Pricing section: free, the ticket types (Available or Sold Out), or no pricing information. */
export function EventPricing({ event }: { event: CampusEvent }) {
  let body: ReactNode;
  if (event.is_free) {
    body = <Text fw={500}>Free Event - No tickets required</Text>;
  } else if (event.ticket_types.length === 0) {
    body = <Text c="dimmed">Pricing information not available</Text>;
  } else {
    body = (
      <SimpleGrid
        cols={{ base: 1, sm: 2 }}
        spacing="md"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {event.ticket_types.map((ticket) => (
          <Card key={ticket.id} component="li" withBorder radius="md" padding="md">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
                  {ticket.name}
                </Title>
                <Text fw={700} size="lg">
                  {formatMoney(ticket.price)}
                </Text>
              </Stack>
              <Badge
                color={isTicketSoldOut(ticket) ? 'red' : 'green'}
                variant="dot"
                style={{ flexShrink: 0, overflow: 'visible' }}
              >
                {isTicketSoldOut(ticket) ? 'Sold Out' : 'Available'}
              </Badge>
            </Group>
            {ticket.description && (
              <Text size="sm" mt="xs" style={{ overflowWrap: 'anywhere' }}>
                {ticket.description}
              </Text>
            )}
            <Text size="sm" c="dimmed" mt="xs">
              {ticket.max_quantity === null ? 'No quantity limit' : `Max quantity: ${ticket.max_quantity}`}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    );
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby="event-pricing-heading">
      <Title order={2} size="h3" id="event-pricing-heading">
        Pricing
      </Title>
      {body}
    </Stack>
  );
}
