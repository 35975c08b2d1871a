import { type AttendeeStatistics, type FinancialSummary, formatMoney } from '@campus/sdk';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PAYMENT_TYPE_LABELS } from './messages';

function Tile({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder radius="md" px="sm" py="xs">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} fz="lg">
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

/** Statistics: RSVPs by status and response, seats against the capacity. */
export function AttendeeStatisticsPanel({ statistics }: { statistics: AttendeeStatistics }) {
  const capacity = statistics.max_capacity;
  const seatsLeft = capacity === null ? null : Math.max(capacity - statistics.seats_taken, 0);
  return (
    <Stack gap="xs" component="section" aria-labelledby="attendee-statistics-heading">
      <Title order={3} size="h4" id="attendee-statistics-heading">
        Statistics
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        <Tile label="Total RSVPs" value={String(statistics.total_rsvps)} />
        <Tile label="Approved" value={String(statistics.approved)} />
        <Tile label="Pending" value={String(statistics.pending)} />
        <Tile label="Denied" value={String(statistics.denied)} />
        <Tile label="Yes" value={String(statistics.yes)} />
        <Tile label="Maybe" value={String(statistics.maybe)} />
        <Tile label="No" value={String(statistics.no)} />
        <Tile
          label="Seats"
          value={
            capacity === null ? String(statistics.seats_taken) : `${statistics.seats_taken} / ${capacity}`
          }
          hint={
            capacity === null
              ? `No capacity limit · ${statistics.confirmed_seats} confirmed`
              : `${seatsLeft} left · ${statistics.confirmed_seats} confirmed`
          }
        />
      </SimpleGrid>
    </Stack>
  );
}

/** Financial summary: owed, paid, outstanding and how many RSVPs pay by each payment type. */
export function FinancialSummaryPanel({ summary }: { summary: FinancialSummary }) {
  const types = summary.by_payment_type;
  return (
    <Stack gap="xs" component="section" aria-labelledby="financial-summary-heading">
      <Title order={3} size="h4" id="financial-summary-heading">
        Financial Summary
      </Title>
      <SimpleGrid cols={3} spacing="xs">
        <Tile label="Total Owed" value={formatMoney(summary.total_owed)} />
        <Tile label="Total Paid" value={formatMoney(summary.total_paid)} />
        <Tile label="Outstanding" value={formatMoney(summary.outstanding)} />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        By payment type:{' '}
        {(Object.keys(PAYMENT_TYPE_LABELS) as (keyof typeof PAYMENT_TYPE_LABELS)[])
          .map((type) => `${PAYMENT_TYPE_LABELS[type]} ${types[type]}`)
          .join(' · ')}
      </Text>
    </Stack>
  );
}
