import { CART_MESSAGES, type CampusEvent, formatMoney, ticketSelectionError } from '@campus/sdk';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { type TicketChoice, useAddTicketsToCart } from '../api/add-tickets-to-cart';
import { isTicketSoldOut, lineTotal } from '../lib/ticket-availability';
import { TicketChoiceCard } from './ticket-choice-card';

interface SelectTicketsModalProps {
  opened: boolean;
  event: CampusEvent;
  onClose: () => void;
  /** Every chosen line went into the cart. */
  onAdded: () => void;
}

/** Select Tickets (spec section 2 "Modals", section 5 ticket selection): what to put in the cart. */
export function SelectTicketsModal({ opened, event, onClose, onAdded }: SelectTicketsModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Select Tickets" centered size="lg">
      {/* Mounted only while open, so every opening starts from nothing chosen. */}
      {opened && <TicketSelection event={event} onCancel={onClose} onAdded={onAdded} />}
    </Modal>
  );
}

const count = (value: number | string | undefined) => (typeof value === 'number' ? value : 0);

function TicketSelection({
  event,
  onCancel,
  onAdded,
}: {
  event: CampusEvent;
  onCancel: () => void;
  onAdded: () => void;
}) {
  const [values, setValues] = useState<Record<number, number | string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const add = useAddTicketsToCart(event.id);
  const onSale = event.ticket_types.filter((ticket) => !isTicketSoldOut(ticket));
  const choices: TicketChoice[] = onSale
    .map((ticket) => ({ ticketTypeId: ticket.id, quantity: count(values[ticket.id]) }))
    .filter((choice) => choice.quantity > 0);
  const chosen = choices.reduce((sum, choice) => sum + choice.quantity, 0);
  const total = onSale.reduce((sum, ticket) => sum + lineTotal(ticket.price, count(values[ticket.id])), 0);

  const change = (ticketTypeId: number) => (value: number | string) => {
    setValues((current) => ({ ...current, [ticketTypeId]: value }));
    setMessage(null);
  };

  const submit = () => {
    const quantities = Object.fromEntries(choices.map((choice) => [choice.ticketTypeId, choice.quantity]));
    const invalid = ticketSelectionError(quantities);
    if (invalid) {
      setMessage(invalid);
      return;
    }
    setMessage(null);
    add.mutate(choices, {
      onSuccess: (outcome) => {
        if (outcome.kind === 'added') return onAdded();
        setMessage(outcome.message);
        // What went in stays in the cart: a second Add to Cart sends only the lines that failed.
        if (outcome.kind === 'partial') {
          setValues((current) => ({ ...current, ...Object.fromEntries(outcome.added.map((id) => [id, 0])) }));
        }
      },
      onError: () => setMessage(CART_MESSAGES.addToCartFailed),
    });
  };

  return (
    <Stack>
      <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {event.title}
      </Text>
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {event.ticket_types.map((ticket) => (
          <TicketChoiceCard
            key={ticket.id}
            ticket={ticket}
            value={values[ticket.id] ?? 0}
            onChange={change(ticket.id)}
          />
        ))}
      </Stack>
      <ErrorAlert>{message}</ErrorAlert>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text fw={700} size="lg">
          Total: {formatMoney(total)}
        </Text>
        <Group gap="sm" wrap="wrap">
          <Button variant="default" onClick={onCancel} disabled={add.isPending}>
            Cancel
          </Button>
          <Button onClick={submit} loading={add.isPending}>
            {`Add to Cart (${chosen} tickets)`}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
