import { DASHBOARD_MESSAGES, errorMessage, type UserSummary } from '@campus/sdk';
import { Box, Text } from 'ink';
import { useState } from 'react';
import { Confirm } from '../../components/confirm.js';
import { ListView } from '../../components/list-view.js';
import { useList } from '../../components/use-list.js';
import { useTerminalSize } from '../../hooks/use-terminal-size.js';
import { useKeys } from '../../keys/keys.js';
import type { KeyHelp } from '../../shell/screen.js';
import { useNavigation, useServices } from '../../shell/services.js';
import type { GroupView } from './group-screen.js';

export const COORDINATOR_KEYS: readonly KeyHelp[] = [
  ['↑ ↓', 'move'],
  ['/', 'filter'],
  ['a', 'add coordinators'],
  ['x', 'remove the coordinator (asks first)'],
];

export function CoordinatorsPane({ view }: { view: GroupView }) {
  const { client } = useServices();
  const navigation = useNavigation();
  const { rows } = useTerminalSize();
  const { group } = view.detail;
  const coordinators = group.coordinators ?? [];
  const [removing, setRemoving] = useState<UserSummary | null>(null);
  const list = useList(coordinators, {
    text: (person) => `${person.first_name} ${person.last_name} ${person.username}`,
    pageSize: rows - 7,
    active: removing === null,
  });
  useKeys(
    (input) => {
      if (input === 'a' && view.canManage) {
        navigation.push({ name: 'add-coordinators', groupId: group.id, title: group.name });
      } else if (input === 'x' && view.canManage && list.current) setRemoving(list.current);
      else return false;
      return true;
    },
    removing === null && !list.filtering,
  );
  const remove = async (person: UserSummary) => {
    setRemoving(null);
    try {
      await client.groups.removeCoordinators(group.id, { user_ids: [person.id] });
      navigation.notify(`${person.username} no longer coordinates ${group.name}.`);
      view.reload();
    } catch (error) {
      navigation.notify(errorMessage(error, DASHBOARD_MESSAGES.removeCoordinatorFailed), 'error');
    }
  };
  return (
    <Box flexDirection="column">
      <ListView
        list={list}
        height={rows - 7}
        rowKey={(person) => person.id}
        empty="No coordinators assigned"
        row={(person) => (
          <Text wrap="truncate-end">
            {person.first_name} {person.last_name} <Text dimColor>({person.username})</Text>
          </Text>
        )}
      />
      {removing ? (
        <Confirm
          question={`Remove ${removing.username} as a coordinator of ${group.name}?`}
          onYes={() => void remove(removing)}
          onNo={() => setRemoving(null)}
        />
      ) : null}
    </Box>
  );
}
