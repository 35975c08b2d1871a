import type { CampusEvent } from '@campus/sdk';
import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useSession } from '../../../lib/session/session-context';
import { canManageImages } from '../lib/can-manage';

// The carousel and drag-and-drop code load only for an event that has photos or a viewer who manages them.
const EventGallery = lazy(() => import('./event-gallery'));

/** The event images gallery on /event/{id}; nothing when there are no photos and the viewer cannot manage. */
export function EventGallerySection({ event }: { event: CampusEvent }) {
  const { user } = useSession();
  if ((event.images ?? []).length === 0 && !canManageImages(user, event)) return null;
  return (
    <Suspense fallback={<Skeleton height={280} radius="md" />}>
      <EventGallery event={event} />
    </Suspense>
  );
}
