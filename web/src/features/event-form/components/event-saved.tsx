import { SavedScreen } from '../../../components/saved-screen';

export interface EventSavedProps {
  title: 'Event Created Successfully' | 'Event Updated Successfully';
  redirectTo: string;
  destination: string;
  /** Asked to publish without the permission to: it waits for approval. */
  pending?: boolean;
}

/** The success screen after saving an event. */
export function EventSaved({ pending = false, ...props }: EventSavedProps) {
  return (
    <SavedScreen
      {...props}
      note={pending ? 'Your event has been submitted and is pending approval.' : undefined}
    />
  );
}
