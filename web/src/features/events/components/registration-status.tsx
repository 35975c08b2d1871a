import { type Rsvp, registrationBadge } from '@campus/sdk';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';

const BADGE_COLORS = { Registered: 'green', 'Pending Approval': 'yellow', Denied: 'red' } as const;
const RESPONSE_LABELS = { yes: 'Yes', maybe: 'Maybe', no: 'No' } as const;

/** The Registration Status panel (spec section 2): badge, response, quantity, note, Edit Registration. */
export function RegistrationStatus({ rsvp, onEdit }: { rsvp: Rsvp; onEdit: () => void }) {
  const badge = registrationBadge(rsvp.status);
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
        </Group>
        {rsvp.notes && (
          <div>
            <Text size="sm" c="dimmed">
              Note
            </Text>
            <Text style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{rsvp.notes}</Text>
          </div>
        )}
        <Group>
          <Button variant="light" onClick={onEdit}>
            Edit Registration
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
