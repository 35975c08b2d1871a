import { closestCenter, DndContext } from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { ArrowIcon } from '../icons';
import { useSortableList } from '../sortable/use-sortable-list';
import { type GalleryImage, imageLabel } from './gallery-image';
import classes from './reorder-images.module.css';

interface ReorderImagesProps<T extends GalleryImage> {
  images: T[];
  onChange: (images: T[]) => void;
}

const INSTRUCTIONS =
  'To pick up a photo, press Space or Enter. Move it with the arrow keys, press Space or Enter again to drop it, or Escape to cancel.';

function SortablePhoto({
  image,
  index,
  count,
  label,
  onMove,
}: {
  image: GalleryImage;
  index: number;
  count: number;
  label: string;
  onMove: (from: number, to: number) => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: image.id,
  });
  return (
    <li
      ref={setNodeRef}
      className={classes.item}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <Badge className={classes.position} variant="filled" color="dark" aria-hidden>
        {index + 1}
      </Badge>
      <button
        type="button"
        className={classes.handle}
        {...attributes}
        {...listeners}
        aria-label={`Drag ${label}`}
      >
        <img src={image.image_url_small} alt="" draggable={false} />
      </button>
      <Group justify="space-between" gap={4} p={6} wrap="nowrap">
        <Text size="xs" truncate title={label}>
          {label}
        </Text>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            size="md"
            aria-label={`Move ${label} earlier`}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          >
            <ArrowIcon direction="left" />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="md"
            aria-label={`Move ${label} later`}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          >
            <ArrowIcon direction="right" />
          </ActionIcon>
        </Group>
      </Group>
    </li>
  );
}

/**
 * Reorder Mode (spec section 4): the photos as a grid to drag (mouse, touch, or the keyboard through
 * dnd-kit's keyboard sensor), with earlier/later buttons as the one-tap alternative to dragging.
 */
export function ReorderImages<T extends GalleryImage>({ images, onChange }: ReorderImagesProps<T>) {
  // Uncaptioned photos keep the name of their place when Reorder Mode began, wherever they move.
  const [labels] = useState(
    () => new Map(images.map((image, index) => [image.id, imageLabel(image, index)])),
  );
  const move = (from: number, to: number) => {
    if (to < 0 || to >= images.length || from === to) return;
    onChange(arrayMove(images, from, to));
  };
  const { sensors, announcements, onDragEnd } = useSortableList({
    ids: images.map((image) => image.id),
    name: (id) => labels.get(Number(id)) ?? 'photo',
    placeWord: 'position',
    move,
  });

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
    >
      <SortableContext items={images.map((image) => image.id)} strategy={rectSortingStrategy}>
        <ol className={classes.grid} aria-label="Photos in their order">
          {images.map((image, index) => (
            <SortablePhoto
              key={image.id}
              image={image}
              index={index}
              count={images.length}
              label={labels.get(image.id) ?? `Photo ${index + 1}`}
              onMove={move}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
