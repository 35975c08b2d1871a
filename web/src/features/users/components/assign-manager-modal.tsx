import {
  ADMIN_MESSAGES,
  errorMessage,
  USER_MESSAGES,
  type UserSummary,
  VALIDATION_MESSAGES,
} from '@campus/sdk';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { useAssignManager, useAvailableManagers } from '../api/managers';
import { personName } from '../lib/person-name';

const optionLabel = (person: UserSummary) => `${personName(person)} (@${person.username})`;

interface AssignManagerModalProps {
  opened: boolean;
  user: UserSummary;
  onClose: () => void;
}

/**
 * Assign Manager: a searchable picker of GET /user-managers/available-managers/{id} (the server searches;
 * the user and everyone below them are never offered). A loop the server refuses shows its message.
 */
export function AssignManagerModal({ opened, user, onClose }: AssignManagerModalProps) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<UserSummary | null>(null);
  const [missing, setMissing] = useState(false);
  const [debounced] = useDebouncedValue(search, 250);
  // Once a person is picked the box shows their label: that is not a new search.
  const term = picked && debounced === optionLabel(picked) ? '' : debounced.trim();
  const available = useAvailableManagers(user.id, term, opened);
  const assign = useAssignManager(user.id);

  // Never the user themself (spec section 5), whatever the list holds.
  const offered = (available.data ?? []).filter((p) => p.id !== user.id && p.id !== picked?.id);
  const people = [...(picked ? [picked] : []), ...offered];

  const close = () => {
    setSearch('');
    setPicked(null);
    setMissing(false);
    assign.reset();
    onClose();
  };
  const submit = () => {
    if (!picked) {
      setMissing(true);
      return;
    }
    assign.mutate(picked.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: `${personName(picked)} is now the manager` });
        close();
      },
    });
  };

  return (
    <Modal opened={opened} onClose={close} title="Assign Manager" centered>
      <Stack>
        <Text size="sm" c="dimmed">
          Choose whom {personName(user)} reports to.
        </Text>
        <Select
          label="Manager"
          placeholder="Search by name or username"
          searchable
          required
          data-autofocus
          data={people.map((person) => ({ value: String(person.id), label: optionLabel(person) }))}
          filter={({ options }) => options}
          searchValue={search}
          onSearchChange={setSearch}
          value={picked ? String(picked.id) : null}
          onChange={(value) => {
            setPicked(people.find((person) => String(person.id) === value) ?? null);
            setMissing(false);
          }}
          nothingFoundMessage={available.isFetching ? 'Searching...' : 'No one found'}
          error={missing ? VALIDATION_MESSAGES.managerRequired : undefined}
          comboboxProps={{ withinPortal: true }}
        />
        {available.isError && (
          <ErrorAlert>{errorMessage(available.error, USER_MESSAGES.loadAvailableManagersFailed)}</ErrorAlert>
        )}
        {assign.isError && (
          <ErrorAlert>{errorMessage(assign.error, ADMIN_MESSAGES.assignManagerFailed)}</ErrorAlert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={assign.isPending}>
            Cancel
          </Button>
          <Button onClick={submit} loading={assign.isPending}>
            Assign
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
