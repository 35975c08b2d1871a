import { formatDateShort, type WaitlistEntry } from '@campus/sdk';
import { closestCenter, DndContext } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Button, Group, Text } from '@mantine/core';
import { ArrowIcon, GripIcon } from '../../../components/icons';
import { useSortableList } from '../../../components/sortable/use-sortable-list';
import { moveId } from '../lib/line-order';
import { waitingPersonName } from '../lib/person';
import classes from './staff-waitlist.module.css';

const INSTRUCTIONS =
  'To pick up a person in line, press Space or Enter. Move them with the arrow keys, press Space or Enter again to drop, or Escape to cancel.';

interface SortableWaitlistProps {
  /** The waiting entries, first in line first. */
  entries: WaitlistEntry[];
  /** A new order of the waiting entries' ids, to save. */
  onReorder: (ids: number[]) => void;
  onOffer: (entry: WaitlistEntry) => void;
  /** The entry being offered a place (its button spins, the others wait). */
  offering: number | undefined;
  busy: boolean;
}

function Row({
  entry,
  index,
  count,
  onMove,
  onOffer,
  offering,
  busy,
}: {
  entry: WaitlistEntry;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onOffer: (entry: WaitlistEntry) => void;
  offering: number | undefined;
  busy: boolean;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: entry.id,
  });
  const name = waitingPersonName(entry);
  return (
    <li
      ref={setNodeRef}
      className={classes.row}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        className={classes.handle}
        {...attributes}
        {...listeners}
        aria-label={`Drag ${name}, number ${index + 1} in line`}
      >
        <GripIcon />
      </button>
      <Badge variant="light" color="gray" style={{ overflow: 'visible' }} aria-hidden>
        {index + 1}
      </Badge>
      <div className={classes.who}>
        <Text fw={500}>
          {name}
          {entry.user && (
            <Text span c="dimmed" size="sm">
              {` (${entry.user.username})`}
            </Text>
          )}
        </Text>
        <Text size="xs" c="dimmed">
          {entry.ticket_type_name ? `${entry.ticket_type_name} · ` : ''}
          Joined {formatDateShort(entry.created_at.slice(0, 10))}
        </Text>
      </div>
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={`Move ${name} up`}
          disabled={index === 0 || busy}
          onClick={() => onMove(index, index - 1)}
        >
          <ArrowIcon direction="up" />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={`Move ${name} down`}
          disabled={index === count - 1 || busy}
          onClick={() => onMove(index, index + 1)}
        >
          <ArrowIcon direction="down" />
        </ActionIcon>
        <Button
          size="xs"
          variant="light"
          onClick={() => onOffer(entry)}
          loading={offering === entry.id}
          disabled={offering !== undefined && offering !== entry.id}
          aria-label={`Offer place to ${name}`}
        >
          Offer place
        </Button>
      </Group>
    </li>
  );
}

/**
 * The waiting line for staff: drag a row by its handle (mouse, touch, or the keyboard through dnd-kit's
 * keyboard sensor) or use Move up / Move down, and Offer place to anyone out of turn.
 */
export function SortableWaitlist({ entries, onReorder, onOffer, offering, busy }: SortableWaitlistProps) {
  const ids = entries.map((entry) => entry.id);
  const move = (from: number, to: number) => {
    const next = moveId(ids, from, to);
    if (next.some((id, index) => id !== ids[index])) onReorder(next);
  };
  const { sensors, announcements, onDragEnd } = useSortableList({
    ids,
    name: (id) => {
      const entry = entries.find((row) => row.id === Number(id));
      return entry ? waitingPersonName(entry) : 'this person';
    },
    placeWord: 'number',
    move,
  });
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className={classes.list} aria-label="Waiting, first in line first">
          {entries.map((entry, index) => (
            <Row
              key={entry.id}
              entry={entry}
              index={index}
              count={entries.length}
              onMove={move}
              onOffer={onOffer}
              offering={offering}
              busy={busy}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
