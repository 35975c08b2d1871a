import { formatMoney, type TicketType } from '@campus/sdk';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { isTicketSoldOut, lineTotal, ticketChoiceMax } from '../lib/ticket-availability';
import { TicketStepper } from './ticket-stepper';

interface TicketChoiceCardProps {
  ticket: TicketType;
  value: number | string;
  onChange: (value: number | string) => void;
}

/**
 * One ticket type in Select Tickets: name, price, description, the stepper and the line's subtotal. A
 * sold-out type says Sold Out and its stepper stays disabled at 0.
 */
export function TicketChoiceCard({ ticket, value, onChange }: TicketChoiceCardProps) {
  const soldOut = isTicketSoldOut(ticket);
  const quantity = typeof value === 'number' ? value : 0;
  return (
    <Card component="li" withBorder radius="md" padding="md" aria-label={ticket.name}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {ticket.name}
            </Text>
            <Text fw={700}>{formatMoney(ticket.price)}</Text>
          </Stack>
          {soldOut && (
            <Badge color="red" variant="light" style={{ flexShrink: 0 }}>
              Sold Out
            </Badge>
          )}
        </Group>
        {ticket.description && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {ticket.description}
          </Text>
        )}
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <TicketStepper
            name={ticket.name}
            value={soldOut ? 0 : value}
            max={ticketChoiceMax(ticket)}
            disabled={soldOut}
            onChange={onChange}
          />
          <Text size="sm" fw={500}>
            Subtotal: {formatMoney(lineTotal(ticket.price, soldOut ? 0 : quantity))}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
