import { EVENT_MESSAGES, errorMessage } from '@campus/sdk';
import { Button, Checkbox, Group, ScrollArea, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { useApiClient } from '../../../lib/api-client';
import { coordinatedGroupsQueryOptions } from '../../my-groups/api/get-coordinated-groups';
import { useAddAttendees } from '../api/mutations';
import { type Candidate, candidatesFrom, matchesSearch } from './candidates';
import { personName } from './messages';

interface AddAttendeesPanelProps {
  eventId: number;
  /** Users who already have an RSVP for the event: shown, but they cannot be ticked. */
  registeredIds: Set<number>;
}

function failureText(failed: { userId: number; message: string }[], people: Candidate[]): string {
  const named = failed.map(({ userId, message }) => {
    const person = people.find((candidate) => candidate.id === userId);
    return `${person ? personName(person) : `User ${userId}`}: ${message}`;
  });
  return `${EVENT_MESSAGES.addUsersFailed} (${named.join('; ')})`;
}

/** Add New Attendees: the people of the groups the owner coordinates; Add Selected Users adds the ticked ones. */
export function AddAttendeesPanel({ eventId, registeredIds }: AddAttendeesPanelProps) {
  const groups = useQuery(coordinatedGroupsQueryOptions(useApiClient()));
  const add = useAddAttendees(eventId, EVENT_MESSAGES.addUsersFailed);
  const [selected, setSelected] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const candidates = candidatesFrom(groups.data ?? []);
  const shown = candidates.filter((candidate) => matchesSearch(candidate, search));
  // Someone registered since they were ticked is never sent.
  const ticked = selected.map(Number).filter((id) => !registeredIds.has(id));

  const submit = () => {
    setFailure(null);
    add.mutate(ticked, {
      onSuccess: ({ added, failed }) => {
        setSelected((current) => current.filter((id) => !added.includes(Number(id))));
        if (added.length > 0) {
          notifications.show({
            color: 'green',
            message: added.length === 1 ? 'Added 1 attendee' : `Added ${added.length} attendees`,
          });
        }
        if (failed.length > 0) setFailure(failureText(failed, candidates));
      },
      onError: (error) => setFailure(errorMessage(error, EVENT_MESSAGES.addUsersFailed)),
    });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="add-attendees-heading">
      <Title order={3} size="h4" id="add-attendees-heading">
        Add New Attendees
      </Title>
      {groups.isPending ? (
        <Stack gap="sm" role="status" aria-label="Loading people of your groups">
          <Skeleton height={28} />
          <Skeleton height={28} />
        </Stack>
      ) : groups.isError ? (
        <ErrorAlert>{errorMessage(groups.error, EVENT_MESSAGES.addUsersFailed)}</ErrorAlert>
      ) : candidates.length === 0 ? (
        <Text c="dimmed" size="sm">
          You can add the people of the groups you coordinate; you coordinate no group with members.
        </Text>
      ) : (
        <>
          <TextInput
            label="Search people"
            placeholder="Name, username or group"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          <Checkbox.Group label="People of your groups" value={selected} onChange={setSelected}>
            <ScrollArea.Autosize mah={260} type="auto" offsetScrollbars>
              <Stack gap="sm" py="xs">
                {shown.map((candidate) => {
                  const registered = registeredIds.has(candidate.id);
                  const groupsText = candidate.groups.join(', ');
                  return (
                    <Checkbox
                      key={candidate.id}
                      value={String(candidate.id)}
                      disabled={registered}
                      label={`${personName(candidate)} (${candidate.username})`}
                      description={registered ? `Already has an RSVP · ${groupsText}` : groupsText}
                    />
                  );
                })}
                {shown.length === 0 && <Text c="dimmed">No one matches "{search.trim()}"</Text>}
              </Stack>
            </ScrollArea.Autosize>
          </Checkbox.Group>
          {failure && <ErrorAlert>{failure}</ErrorAlert>}
          <Group justify="space-between">
            <Text size="sm" c="dimmed" aria-live="polite">
              {ticked.length} selected
            </Text>
            <Button onClick={submit} disabled={ticked.length === 0} loading={add.isPending}>
              Add Selected Users
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
