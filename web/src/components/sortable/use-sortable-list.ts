import {
  type Announcements,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

interface SortableListOptions {
  /** The items' ids in their current order. */
  ids: readonly UniqueIdentifier[];
  /** What a screen reader calls an item ('Sam Parker', 'photo 3'). */
  name: (id: UniqueIdentifier) => string;
  /** What a place is called in the announcements: 'position' (photos), 'number' (a line of people). */
  placeWord: string;
  /** Moves the item at index `from` to index `to` (a drop on another item). */
  move: (from: number, to: number) => void;
}

/**
 * What every sortable list of the app shares (the gallery's Reorder Mode, the staff waitlist): mouse and
 * touch after a 5 px drag, dnd-kit's keyboard sensor, spoken announcements that name the item and its place,
 * and a drop that moves the dragged item to the place of the one it was dropped on.
 */
export function useSortableList({ ids, name, placeWord, move }: SortableListOptions) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const place = (id: UniqueIdentifier) => ids.indexOf(id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${name(active.id)}, ${placeWord} ${place(active.id)} of ${ids.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `${name(active.id)} moved to ${placeWord} ${place(over.id)} of ${ids.length}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)} dropped at ${placeWord} ${place(over.id)} of ${ids.length}.`
        : `${name(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(place(active.id) - 1, place(over.id) - 1);
  };
  return { sensors, announcements, onDragEnd };
}
