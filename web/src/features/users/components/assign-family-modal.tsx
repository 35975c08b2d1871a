import { DASHBOARD_MESSAGES, errorMessage, FAMILY_LIMIT, USER_MESSAGES, type UserSummary } from '@campus/sdk';
import { Button, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { useFamilyCandidates, useSetFamily } from '../api/family';
import { personName } from '../lib/person-name';

export type FamilySide = 'parents' | 'children';

const TEXT = {
  parents: {
    title: 'Assign Parents',
    label: 'Parents',
    failed: USER_MESSAGES.assignParentsFailed,
    done: 'Parents updated',
  },
  children: {
    title: 'Assign Children',
    label: 'Children',
    failed: USER_MESSAGES.assignChildrenFailed,
    done: 'Children updated',
  },
} as const;

interface AssignFamilyModalProps {
  user: UserSummary;
  side: FamilySide;
  parents: UserSummary[];
  offspring: UserSummary[];
  onClose: () => void;
}

/**
 * Assign Parents or Assign Children: a searchable multi-select of GET /users/{id}/family-candidates
 * (admins: anyone; others: the members of the groups they coordinate), saved with PUT
 * /users/{id}/family-relationships. A loop the server refuses (422) shows its message.
 */
export function AssignFamilyModal({ user, side, parents, offspring, onClose }: AssignFamilyModalProps) {
  const text = TEXT[side];
  const [picked, setPicked] = useState<UserSummary[]>(side === 'parents' ? parents : offspring);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const candidates = useFamilyCandidates(user.id, debounced, true);
  const save = useSetFamily(user.id);

  const pickedIds = new Set(picked.map((person) => person.id));
  // Nobody is their own parent or child.
  const offered = (candidates.data ?? []).filter(
    (person) => person.id !== user.id && !pickedIds.has(person.id),
  );
  const people = [...picked, ...offered];

  const submit = () => {
    const ids = picked.map((person) => person.id);
    const input =
      side === 'parents'
        ? { parent_ids: ids, child_ids: offspring.map((person) => person.id) }
        : { parent_ids: parents.map((person) => person.id), child_ids: ids };
    save.mutate(input, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: text.done });
        onClose();
      },
    });
  };

  return (
    <Modal opened onClose={onClose} title={text.title} centered>
      <Stack>
        <Text size="sm" c="dimmed">
          Choose the {text.label.toLowerCase()} of {personName(user)}.
        </Text>
        <MultiSelect
          label={text.label}
          placeholder="Search by name or username"
          searchable
          data-autofocus
          maxValues={FAMILY_LIMIT}
          data={people.map((person) => ({
            value: String(person.id),
            label: `${personName(person)} (@${person.username})`,
          }))}
          filter={({ options }) => options}
          searchValue={search}
          onSearchChange={setSearch}
          value={picked.map((person) => String(person.id))}
          onChange={(values) =>
            setPicked(values.flatMap((value) => people.filter((person) => String(person.id) === value)))
          }
          nothingFoundMessage={candidates.isFetching ? 'Searching...' : 'No one found'}
          hidePickedOptions
          clearable
        />
        {candidates.isError && (
          <ErrorAlert>
            {errorMessage(candidates.error, DASHBOARD_MESSAGES.loadAvailableUsersFailed)}
          </ErrorAlert>
        )}
        {save.isError && <ErrorAlert>{errorMessage(save.error, text.failed)}</ErrorAlert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
