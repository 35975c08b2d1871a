import {
  formatMoney,
  formatRsvpTickets,
  PAYMENT_TYPE_LABELS,
  type Rsvp,
  registrationBadge,
} from '@campus/sdk';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';

const BADGE_COLORS = { Registered: 'green', 'Pending Approval': 'yellow', Denied: 'red' } as const;
const RESPONSE_LABELS = { yes: 'Yes', maybe: 'Maybe', no: 'No' } as const;

/**
 * The Registration Status panel (spec section 2): badge, response, quantity, note, Edit Registration (when
 * `onEdit` is given); on a paid event also how the user pays and what they owe.
 */
export function RegistrationStatus({ rsvp, onEdit }: { rsvp: Rsvp; onEdit?: () => void }) {
  const badge = registrationBadge(rsvp.status);
  const payment =
    rsvp.payment_type && rsvp.payment_type !== 'none' ? PAYMENT_TYPE_LABELS[rsvp.payment_type] : null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="registration-heading">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} size="h3" id="registration-heading" tabIndex={-1}>
            Registration Status
          </Title>
          <Badge color={BADGE_COLORS[badge]} variant="dot" size="lg" style={{ overflow: 'visible' }}>
            {badge}
          </Badge>
        </Group>
        <Group gap="xl" wrap="wrap">
          <div>
            <Text size="sm" c="dimmed">
              Response
            </Text>
            <Text fw={500}>{RESPONSE_LABELS[rsvp.response]}</Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              Quantity
            </Text>
            <Text fw={500}>{rsvp.quantity}</Text>
          </div>
          {payment && (
            <div>
              <Text size="sm" c="dimmed">
                Payment
              </Text>
              <Text fw={500}>{payment}</Text>
            </div>
          )}
          {rsvp.tickets.length > 0 && (
            <div>
              <Text size="sm" c="dimmed">
                Tickets
              </Text>
              <Text fw={500}>{formatRsvpTickets(rsvp.tickets)}</Text>
            </div>
          )}
          {/* A 'No' or a free event owes nothing: the amount shows only when something is owed. */}
          {rsvp.total_amount_owed !== null && rsvp.total_amount_owed > 0 && (
            <div>
              <Text size="sm" c="dimmed">
                Amount Owed
              </Text>
              <Text fw={500}>{formatMoney(rsvp.total_amount_owed)}</Text>
            </div>
          )}
        </Group>
        {rsvp.notes && (
          <div>
            <Text size="sm" c="dimmed">
              Note
            </Text>
            <Text style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{rsvp.notes}</Text>
          </div>
        )}
        {/* No edit once the event has ended: the server refuses it, only its owners change it then. */}
        {onEdit && (
          <Group>
            <Button variant="light" onClick={onEdit}>
              Edit Registration
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
