import { type CampusEvent, formatTimeRange, paths, type Rsvp, registrationBadge } from '@campus/sdk';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CalendarIcon, ClockIcon, PinIcon } from '../../../components/icons';
import classes from '../../../components/photo-card.module.css';
import { eventDates, eventPlace, eventPriceBadge } from '../lib/event-text';
import { EventPhoto } from './event-photo';

function Detail({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      <Text span c="dimmed" lh={0} mt={3}>
        {icon}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

export interface EventCardProps {
  event: CampusEvent;
  /** The title's heading level: 2 under a page's h1, 3 under a section's h2, 4 under an h3. */
  headingOrder?: 2 | 3 | 4;
  /** The viewer's RSVP, when the card stands for one (My Events): seats, response and status. */
  rsvp?: Pick<Rsvp, 'quantity' | 'response' | 'status'>;
}

const RSVP_BADGE_COLORS = { Registered: 'green', 'Pending Approval': 'yellow', Denied: 'red' } as const;
const RESPONSE_LABELS = { yes: 'Yes', maybe: 'Maybe', no: 'No' } as const;

function RsvpLine({ rsvp }: { rsvp: NonNullable<EventCardProps['rsvp']> }) {
  const badge = registrationBadge(rsvp.status);
  return (
    <Group gap="xs" wrap="wrap" mt={4}>
      <Text size="sm">
        {rsvp.quantity === 1 ? '1 seat' : `${rsvp.quantity} seats`} · {RESPONSE_LABELS[rsvp.response]}
      </Text>
      <Badge color={RSVP_BADGE_COLORS[badge]} variant="dot" style={{ overflow: 'visible' }}>
        {badge}
      </Badge>
    </Group>
  );
}

/** An event card (spec section 2): the whole card is the event's link, named by its title. */
export function EventCard({ event, headingOrder = 2, rsvp }: EventCardProps) {
  const price = eventPriceBadge(event);
  return (
    <Card withBorder radius="md" padding="md" className={classes.card} component="article">
      <Card.Section>
        <EventPhoto photo={event.main_photo} size="small" height={160} />
      </Card.Section>
      <Stack gap="xs" mt="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={headingOrder} size="h4" style={{ minWidth: 0 }}>
            <Anchor component={Link} to={paths.event(event.id)} className={classes.link}>
              {event.title}
            </Anchor>
          </Title>
          <Badge color="blue" variant="light" style={{ flexShrink: 0 }}>
            {price}
          </Badge>
        </Group>
        <Detail icon={<CalendarIcon size={16} />}>{eventDates(event)}</Detail>
        <Detail icon={<ClockIcon size={16} />}>
          {formatTimeRange(event.event_start_time, event.event_end_time)}
        </Detail>
        <Detail icon={<PinIcon size={16} />}>{eventPlace(event)}</Detail>
        {rsvp && <RsvpLine rsvp={rsvp} />}
      </Stack>
    </Card>
  );
}
