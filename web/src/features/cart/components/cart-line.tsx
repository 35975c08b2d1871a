import {
  CART_MESSAGES,
  type CartItem,
  errorMessage,
  formatDateLong,
  formatMoney,
  formatTimeRange,
} from '@campus/sdk';
import { Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { ErrorAlert } from '../../../components/error-alert';
import { TrashIcon } from '../../../components/icons';
import { WaitlistHoldNotice } from '../../waitlist';
import { useRemoveCartItem, useUpdateCartItem } from '../api/cart';
import { QuantityStepper } from './quantity-stepper';

/**
 * One cart line: the event (title, date and time, location), the ticket type and its price, the quantity
 * stepper, the line total and Remove. A failed change is told under the line it concerns.
 */
export function CartLine({ item, onRemoved }: { item: CartItem; onRemoved: () => void }) {
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const label = `${item.ticket_type.name} for ${item.event.title}`;
  const when = [
    formatDateLong(item.event.date),
    formatTimeRange(item.event.event_start_time, item.event.event_end_time),
  ]
    .filter(Boolean)
    .join(' · ');
  const error = update.isError
    ? errorMessage(update.error, CART_MESSAGES.updateFailed)
    : remove.isError
      ? errorMessage(remove.error, CART_MESSAGES.removeFailed)
      : null;
  const busy = update.isPending || remove.isPending;
  return (
    <Paper component="li" withBorder p="sm" radius="md" aria-label={label}>
      <Stack gap={6}>
        <Title order={3} fz="md">
          {item.event.title}
        </Title>
        <Text size="sm" c="dimmed">
          {when}
        </Text>
        {item.event.location && (
          <Text size="sm" c="dimmed">
            {item.event.location}
          </Text>
        )}
        <Text size="sm">
          <Text span fw={600}>
            {item.ticket_type.name}
          </Text>{' '}
          · {formatMoney(item.ticket_type.price)} each
        </Text>
        <WaitlistHoldNotice eventId={item.event_id} ticketTypeId={item.ticket_type_id} />
        <Group justify="space-between" gap="sm" wrap="wrap">
          <QuantityStepper
            value={item.quantity}
            label={label}
            busy={busy}
            onChange={(quantity) => {
              remove.reset();
              update.mutate({ itemId: item.id, quantity });
            }}
          />
          <Group gap="sm" wrap="nowrap">
            <Text fw={700}>
              <VisuallyHidden>Line total </VisuallyHidden>
              {formatMoney(item.total_price)}
            </Text>
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              leftSection={<TrashIcon />}
              aria-label={`Remove ${label}`}
              loading={remove.isPending}
              disabled={update.isPending}
              onClick={() => {
                update.reset();
                remove.mutate(item.id, { onSuccess: onRemoved });
              }}
            >
              Remove
            </Button>
          </Group>
        </Group>
        <ErrorAlert>{error}</ErrorAlert>
      </Stack>
    </Paper>
  );
}
