import type { CalendarItem } from '@campus/sdk';
import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import { BookIcon, TicketIcon } from '../../../components/icons';
import { itemTimeText, statusLabel } from '../lib/calendar-text';
import { childrenOf, type PeopleIndex } from '../lib/people';
import classes from './calendar.module.css';

export const KIND_LABELS = { course: 'Course', event: 'Event' } as const;

export function KindIcon({ kind, size = 14 }: { kind: CalendarItem['kind']; size?: number }) {
  const Icon = kind === 'course' ? BookIcon : TicketIcon;
  return <Icon size={size} className={classes.kindIcon} />;
}

interface CalendarItemLinkProps {
  item: CalendarItem;
  people: PeopleIndex;
  /** One line (a month cell): the time and the name; the rest is read out, not shown. */
  compact?: boolean;
  /** The admin Course Calendar's entries: teacher, location, recurring marker and status too. */
  details?: boolean;
  /** The day view has room: the place too. */
  withPlace?: boolean;
}

function isCancelled(item: CalendarItem): boolean {
  return item.session_status === 'cancelled';
}

/**
 * One calendar entry: a link to its session, its course's date or its event, named by what it shows —
 * its kind, name, time, the children it belongs to and whether it is cancelled or pending.
 */
export function CalendarItemLink({
  item,
  people,
  compact = false,
  details = false,
  withPlace = false,
}: CalendarItemLinkProps) {
  const children = childrenOf(item, people);
  const cancelled = isCancelled(item);
  const pending = item.rsvp_status === 'pending';
  const time = itemTimeText(item);
  const className = [classes.item, compact ? classes.compact : '', cancelled ? classes.cancelled : '']
    .filter(Boolean)
    .join(' ');

  if (compact) {
    const extra = [
      ...children.map((child) => child.first_name),
      cancelled ? 'Cancelled' : '',
      pending ? 'Pending' : '',
    ].filter(Boolean);
    return (
      <Link to={item.path} className={className} data-kind={item.kind} title={`${item.title}, ${time}`}>
        <KindIcon kind={item.kind} size={12} />
        <VisuallyHidden>{KIND_LABELS[item.kind]}: </VisuallyHidden>
        <span>{item.start_time ? time.split(' - ')[0] : time}</span>{' '}
        <span className={classes.itemTitle}>{item.title}</span>
        {extra.length > 0 && <VisuallyHidden>, {extra.join(', ')}</VisuallyHidden>}
      </Link>
    );
  }

  return (
    <Link to={item.path} className={className} data-kind={item.kind}>
      <KindIcon kind={item.kind} size={14} />
      <div>
        <VisuallyHidden>{KIND_LABELS[item.kind]}: </VisuallyHidden>
        <Text size="sm" className={classes.itemTitle} component="span" display="block">
          {item.title}
        </Text>
        <Text size="xs" component="span" display="block">
          {time}
        </Text>
        {details ? <ItemDetails item={item} /> : withPlace && <Place item={item} />}
        {(children.length > 0 || cancelled || pending) && (
          <Group gap={4} mt={4}>
            {children.map((child) => (
              <Badge key={child.id} size="sm" variant="light" color="teal" tt="none">
                {child.first_name}
              </Badge>
            ))}
            {cancelled && (
              <Badge size="sm" variant="light" color="red">
                Cancelled
              </Badge>
            )}
            {pending && (
              <Badge size="sm" variant="light" color="yellow">
                Pending
              </Badge>
            )}
          </Group>
        )}
      </div>
    </Link>
  );
}

/** Teacher, location, recurring marker and status (course status, and the session's when there is one). */
function ItemDetails({ item }: { item: CalendarItem }) {
  const statuses = [statusLabel(item.status)];
  if (item.session_status && item.session_status !== 'cancelled')
    statuses.push(statusLabel(item.session_status));
  return (
    <>
      <Text size="xs" component="span" display="block">
        Teacher: {item.teacher ?? 'Not assigned'}
      </Text>
      <Place item={item} />
      <Text size="xs" component="span" display="block">
        {[item.is_recurring ? 'Recurring' : 'One-time', ...statuses].join(' · ')}
      </Text>
    </>
  );
}

/** 'Online', or the location; nothing when neither is set. */
function Place({ item }: { item: CalendarItem }) {
  if (!item.location && !item.is_online) return null;
  return (
    <Text size="xs" component="span" display="block">
      {item.is_online ? 'Online' : item.location}
    </Text>
  );
}
