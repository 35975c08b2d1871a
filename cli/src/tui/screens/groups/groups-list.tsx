import { DASHBOARD_MESSAGES, type Group } from '@campus/sdk';
import { Text } from 'ink';
import { ListView } from '../../components/list-view.js';
import { LoadView } from '../../components/load-view.js';
import { useList } from '../../components/use-list.js';
import { useLoad } from '../../hooks/use-load.js';
import { useTerminalSize } from '../../hooks/use-terminal-size.js';
import { useKeys } from '../../keys/keys.js';
import { Screen } from '../../shell/screen.js';
import { useNavigation, useServices } from '../../shell/services.js';

interface GroupRow {
  group: Group;
  role: 'coordinator' | 'member' | 'admin';
}

/** Groups I Coordinate first, then Groups I'm a Member Of (an admin manages every group). */
async function loadGroups(services: ReturnType<typeof useServices>): Promise<GroupRow[]> {
  const { client, user } = services;
  if (user.isAdmin) return (await client.groups.list()).map((group) => ({ group, role: 'admin' }));
  const [coordinated, memberOf] = await Promise.all([client.groups.coordinated(), client.groups.memberOf()]);
  const mine = new Set(coordinated.map((group) => group.id));
  return [
    ...coordinated.map((group): GroupRow => ({ group, role: 'coordinator' })),
    ...memberOf.filter((group) => !mine.has(group.id)).map((group): GroupRow => ({ group, role: 'member' })),
  ];
}

export function GroupsList() {
  const services = useServices();
  const navigation = useNavigation();
  const { rows } = useTerminalSize();
  const [load, reload] = useLoad(() => loadGroups(services), [services]);
  const items = load.state === 'ready' ? load.data : [];
  const list = useList(items, {
    text: (row) => `${row.group.name} ${row.group.description ?? ''}`,
    pageSize: rows - 6,
  });
  useKeys((input, key) => {
    if (key.return && list.current) {
      navigation.push({ name: 'group', groupId: list.current.group.id, title: list.current.group.name });
    } else if (input === 'r') reload();
    else return false;
    return true;
  }, !list.filtering);
  return (
    <Screen
      title="My groups"
      keys={[
        ['↑ ↓', 'move'],
        ['enter', 'open the group'],
        ['/', 'filter by name'],
        ['r', 'reload'],
      ]}
    >
      <LoadView load={load} failed={DASHBOARD_MESSAGES.loadFailed}>
        {() => (
          <ListView
            list={list}
            height={rows - 4}
            rowKey={(row) => row.group.id}
            empty="No Groups Found"
            row={(row) => (
              <Text wrap="truncate-end">
                <Text bold>{row.group.name}</Text>
                <Text dimColor>
                  {' '}
                  · {row.role} · {row.group.users_count ?? row.group.users?.length ?? 0} members
                  {row.group.description ? ` · ${row.group.description}` : ''}
                </Text>
              </Text>
            )}
          />
        )}
      </LoadView>
    </Screen>
  );
}
