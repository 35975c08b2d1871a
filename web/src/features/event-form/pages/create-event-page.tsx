import { type CampusEvent, canCreateEvent, canPublishEvent, paths } from '@campus/sdk';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCreateEvent } from '../api/event-form-api';
import { EventForm } from '../components/event-form';
import { EventFormFrame } from '../components/event-form-frame';
import { EventSaved } from '../components/event-saved';
import { emptyEventValues } from '../lib/event-form-values';

/**
 * /create-event (admins and create_event holders; the route guard sends guests to /login and others to
 * /dashboard): the empty form; after saving, 'Event Created Successfully' and the new event's page.
 */
export function CreateEventPage() {
  useDocumentTitle('Create Event');
  const { user, isSignedIn } = useSession();
  const create = useCreateEvent();
  const [initialValues] = useState(emptyEventValues);
  const [saved, setSaved] = useState<CampusEvent | null>(null);

  if (!isSignedIn) return <Navigate to={paths.login()} replace />;
  if (!user) return <PageLoader />;
  if (!canCreateEvent(user)) return <Navigate to="/dashboard" replace />;
  if (saved) {
    return (
      <EventSaved
        title="Event Created Successfully"
        redirectTo={paths.event(saved.id)}
        destination="the event"
        pending={saved.status === 'pending'}
      />
    );
  }
  return (
    <EventFormFrame title="Create Event">
      <EventForm
        initialValues={initialValues}
        canPublish={canPublishEvent(user)}
        onSubmit={(input) => create.mutateAsync(input)}
        onSaved={setSaved}
      />
    </EventFormFrame>
  );
}

export default CreateEventPage;
