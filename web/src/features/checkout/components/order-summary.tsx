import { type CheckoutSummary, formatMoney } from '@campus/sdk';
import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { CheckoutEventGroupView } from './checkout-event-group';
import { CHECKOUT_TEXT } from './checkout-text';

/** What is being bought: every event with its ticket lines, the total and 'N tickets for M events'. */
export function OrderSummary({ summary }: { summary: CheckoutSummary }) {
  const groups = Object.values(summary.items_by_event);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="order-summary-title">
      <Stack gap="md">
        <Title order={2} fz="h3" id="order-summary-title">
          {CHECKOUT_TEXT.orderSummary}
        </Title>
        {groups.map((group, index) => (
          <Fragment key={group.event.id}>
            {index > 0 && <Divider />}
            <CheckoutEventGroupView group={group} />
          </Fragment>
        ))}
        <Divider />
        <Group justify="space-between" align="baseline">
          <div>
            <Text fw={700} size="lg">
              Total
            </Text>
            <Text size="sm" c="dimmed">
              {CHECKOUT_TEXT.ticketsForEvents(summary.summary.total_items, summary.summary.unique_events)}
            </Text>
          </div>
          <Text fw={800} size="xl">
            {formatMoney(summary.summary.total_amount)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
