import { type CheckoutEventGroup, formatDateLong, formatMoney, formatTime12h } from '@campus/sdk';
import { Group, Stack, Text, Title } from '@mantine/core';

/** One event of the order: title, date and start time, its total, then each ticket line. */
export function CheckoutEventGroupView({ group }: { group: CheckoutEventGroup }) {
  const { event } = group;
  return (
    <Stack component="section" gap="xs" aria-label={event.title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <div>
          <Title order={3} fz="md">
            {event.title}
          </Title>
          <Text size="sm" c="dimmed">
            {formatDateLong(event.date)} · {formatTime12h(event.event_start_time)}
          </Text>
        </div>
        <Text fw={700}>{formatMoney(group.event_total)}</Text>
      </Group>
      <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
        {group.tickets.map((ticket) => (
          <Group component="li" key={ticket.cart_item_id} justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm">
              {ticket.ticket_type_name}{' '}
              <Text span c="dimmed" size="sm">
                {formatMoney(ticket.unit_price)} × {ticket.quantity}
              </Text>
            </Text>
            <Text size="sm">{formatMoney(ticket.total_price)}</Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
