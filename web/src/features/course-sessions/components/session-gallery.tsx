import type { SessionImage } from '@campus/sdk';
import { ManagedGallery } from '../../../components/gallery/managed-gallery';
import { useSessionImageMutations } from '../api/mutations';

interface SessionGalleryProps {
  courseId: number;
  sessionId: number;
  images: SessionImage[];
  /** The course's staff upload, caption, delete and reorder. */
  manager: boolean;
}

/**
 * The session's photos (spec section 2): the carousel for everyone who sees the session; for staff the
 * same upload, caption, delete and Reorder Mode as the event gallery, with the same alerts.
 */
export function SessionGallery({ courseId, sessionId, images, manager }: SessionGalleryProps) {
  const mutations = useSessionImageMutations(courseId, sessionId);
  return <ManagedGallery kind="Session" images={images} manager={manager} mutations={mutations} />;
}

export default SessionGallery;
