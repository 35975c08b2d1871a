import { COURSE_APPROVAL_TEXT } from '@campus/sdk';
import { SavedScreen } from '../../../components/saved-screen';

export interface CourseSavedProps {
  title: 'Course Created Successfully' | 'Course Updated Successfully';
  redirectTo: string;
  destination: string;
  /** Asked to publish without the permission to: it waits for approval. */
  pending?: boolean;
}

/** The success screen after saving a course. */
export function CourseSaved({ pending = false, ...props }: CourseSavedProps) {
  return <SavedScreen {...props} note={pending ? COURSE_APPROVAL_TEXT.submitted : undefined} />;
}
