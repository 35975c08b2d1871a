import { type CampusEvent, EVENT_MESSAGES, errorMessage } from '@campus/sdk';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { useApiClient } from '../../../lib/api-client';
import { coordinatedGroupsQueryOptions } from '../../my-groups/api/get-coordinated-groups';
import { useSetEventOwners } from '../api/mutations';
import { useEventOwners } from '../api/queries';
import { type Candidate, candidatesFrom, matchesSearch } from './candidates';
import { MY_EVENTS_TEXT, personName } from './messages';

interface EventOwnersModalProps {
  event: CampusEvent | null;
  onClose: () => void;
}

/** The event owners modal: a checklist of the current owners and the people of the groups one coordinates. */
export function EventOwnersModal({ event, onClose }: EventOwnersModalProps) {
  return (
    <Modal
      opened={event !== null}
      onClose={onClose}
      title={event ? `Event Owners: ${event.title}` : 'Event Owners'}
      size="lg"
      centered
    >
      {event && <OwnersForm key={event.id} event={event} onClose={onClose} />}
    </Modal>
  );
}

function OwnersForm({ event, onClose }: { event: CampusEvent; onClose: () => void }) {
  const owners = useEventOwners(event.id);
  const groups = useQuery(coordinatedGroupsQueryOptions(useApiClient()));
  if (owners.isPending || groups.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label="Loading event owners">
        <Skeleton height={36} />
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    );
  }
  if (owners.isError) {
    return (
      <Stack>
        <ErrorAlert>{EVENT_MESSAGES.loadOwnersFailed}</ErrorAlert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    );
  }
  // Without the coordinated groups, the current owners can still be kept or removed.
  const candidates = candidatesFrom(groups.data ?? [], owners.data);
  return (
    <OwnersChecklist
      eventId={event.id}
      candidates={candidates}
      initial={owners.data.map((owner) => String(owner.id))}
      onClose={onClose}
    />
  );
}

function OwnersChecklist({
  eventId,
  candidates,
  initial,
  onClose,
}: {
  eventId: number;
  candidates: Candidate[];
  initial: string[];
  onClose: () => void;
}) {
  const [selected, setSelected] = useState(initial);
  const [search, setSearch] = useState('');
  const save = useSetEventOwners(eventId);
  const shown = candidates.filter((candidate) => matchesSearch(candidate, search));
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        Owners can edit the event, manage its attendees and publish or unpublish it. The list offers the
        current owners and the people of the groups you coordinate.
      </Text>
      {candidates.length > 8 && (
        <TextInput
          label="Search"
          placeholder="Name, username or group"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      )}
      <Checkbox.Group
        label="Owners"
        value={selected}
        onChange={(value) => {
          save.reset();
          setSelected(value);
        }}
      >
        <ScrollArea.Autosize mah={340} type="auto" offsetScrollbars>
          <Stack gap="sm" py="xs">
            {shown.map((candidate) => (
              <Checkbox
                key={candidate.id}
                value={String(candidate.id)}
                label={`${personName(candidate)} (${candidate.username})`}
                description={candidate.groups.join(', ') || undefined}
              />
            ))}
            {shown.length === 0 && <Text c="dimmed">No one matches "{search.trim()}"</Text>}
          </Stack>
        </ScrollArea.Autosize>
      </Checkbox.Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {selected.length === 1 ? '1 owner selected' : `${selected.length} owners selected`}
      </Text>
      {save.isSuccess && (
        <Alert color="green" variant="light" role="status">
          {MY_EVENTS_TEXT.ownersSaved}
        </Alert>
      )}
      {save.isError && <ErrorAlert>{errorMessage(save.error, EVENT_MESSAGES.updateOwnersFailed)}</ErrorAlert>}
      {selected.length === 0 && (
        <Text size="sm" c="red">
          Please select at least one owner
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={save.isPending}>
          Close
        </Button>
        <Button
          onClick={() => save.mutate(selected.map(Number))}
          loading={save.isPending}
          disabled={selected.length === 0}
        >
          Update
        </Button>
      </Group>
    </Stack>
  );
}
