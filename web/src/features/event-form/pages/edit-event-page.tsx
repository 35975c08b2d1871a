import {
  ApiError,
  type CampusEvent,
  canManageEvent,
  canPublishEvent,
  EVENT_MESSAGES,
  errorMessage,
} from '@campus/sdk';
import { Alert, Button, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useOwnEvent, useUpdateEvent } from '../api/event-form-api';
import { EventForm } from '../components/event-form';
import { EventFormFrame } from '../components/event-form-frame';
import { EventSaved } from '../components/event-saved';
import { eventFormValuesOf } from '../lib/event-form-values';

const NOT_ALLOWED = 'You do not have permission to edit this event.';

function LoadProblem({ message }: { message: string }) {
  return (
    <EventFormFrame title="Edit Event">
      <Stack gap="md" align="flex-start">
        <Alert color="red" role="alert" w="100%">
          {message}
        </Alert>
        <Button component={Link} to="/dashboard" variant="default">
          Back to Dashboard
        </Button>
      </Stack>
    </EventFormFrame>
  );
}

function EditEventForm({ event, canPublish }: { event: CampusEvent; canPublish: boolean }) {
  const update = useUpdateEvent(event.id);
  const initialValues = useMemo(() => eventFormValuesOf(event), [event]);
  const [saved, setSaved] = useState(false);
  if (saved)
    return (
      <EventSaved title="Event Updated Successfully" redirectTo="/dashboard" destination="the dashboard" />
    );
  return (
    <EventFormFrame title="Edit Event">
      <EventForm
        initialValues={initialValues}
        canPublish={canPublish}
        knownGroups={event.groups ?? []}
        onSubmit={(input) => update.mutateAsync(input)}
        onSaved={() => setSaved(true)}
      />
    </EventFormFrame>
  );
}

/**
 * /edit-event/{id}: the owner's (or an admin's) form with the stored values (GET /user/events/{id});
 * after saving, 'Event Updated Successfully' and the dashboard. A missing event says 'Event not found';
 * someone who may not manage it is told so.
 */
export function EditEventPage() {
  useDocumentTitle('Edit Event');
  const id = Number(useParams().id);
  const { user } = useSession();
  const event = useOwnEvent(id);

  if (event.isPending || !user) return <PageLoader />;
  if (event.isError) {
    const status = event.error instanceof ApiError ? event.error.status : 0;
    if (status === 404) return <LoadProblem message={EVENT_MESSAGES.notFound} />;
    if (status === 403) return <LoadProblem message={NOT_ALLOWED} />;
    return <LoadProblem message={errorMessage(event.error, 'Failed to load the event.')} />;
  }
  const isOwner = event.data.owners?.some((owner) => owner.id === user.id) ?? false;
  if (!canManageEvent(user, { isOwner })) return <LoadProblem message={NOT_ALLOWED} />;
  // A new form when another event loads (the values are read once).
  return <EditEventForm key={event.data.id} event={event.data} canPublish={canPublishEvent(user)} />;
}

export default EditEventPage;
