import { type GroupDetail, groupAccess } from '@campus/sdk';
import { Spinner } from '@inkjs/ui';
import { Box, Text } from 'ink';
import { PaneBar, usePanes } from '../../components/panes.js';
import { useLoad } from '../../hooks/use-load.js';
import { useKeys } from '../../keys/keys.js';
import type { Route } from '../../shell/routes.js';
import { Screen } from '../../shell/screen.js';
import { useNavigation, useServices } from '../../shell/services.js';
import { Tone } from '../../shell/theme.js';
import { ANNOUNCEMENT_KEYS, AnnouncementsPane } from './announcements-pane.js';
import { COORDINATOR_KEYS, CoordinatorsPane } from './coordinators-pane.js';
import { groupLoadError } from './group-errors.js';
import { MEMBER_KEYS, MembersPane } from './members-pane.js';

const PANES = ['Members', 'Coordinators', 'Announcements'] as const;
const PANE_KEYS = [MEMBER_KEYS, COORDINATOR_KEYS, ANNOUNCEMENT_KEYS] as const;

export interface GroupView {
  detail: GroupDetail;
  /** Coordinators and admins manage; members only read. */
  canManage: boolean;
  reload(): void;
}

/** A group: its members, coordinators and announcements, one pane at a time (tab moves between them). */
export function GroupScreen({ route }: { route: Extract<Route, { name: 'group' }> }) {
  const { client, user } = useServices();
  const navigation = useNavigation();
  const [load, reload] = useLoad(() => client.groups.get(route.groupId), [route.groupId]);
  const pane = usePanes(PANES.length, route.pane ?? 0, (next) => navigation.update({ ...route, pane: next }));
  useKeys((input) => {
    if (input !== 'r' || load.state !== 'error') return false;
    reload();
    return true;
  });

  const keys = [['tab', 'next pane (shift+tab: previous)'] as const, ...(PANE_KEYS[pane] ?? [])];
  let body: React.ReactNode;
  if (load.state === 'loading') body = <Spinner label="Loading…" />;
  else if (load.state === 'error') body = <Tone color="red">{groupLoadError(load.error)} · r retries</Tone>;
  else {
    const { group } = load.data;
    const isCoordinator = (group.coordinators ?? []).some((person) => person.id === user.id);
    const isMember = (group.users ?? []).some((person) => person.id === user.id);
    const view: GroupView = {
      detail: load.data,
      canManage: groupAccess({ isAdmin: user.isAdmin, isCoordinator, isMember }).can.manage,
      reload,
    };
    body = (
      <>
        {pane === 0 ? <MembersPane view={view} /> : null}
        {pane === 1 ? <CoordinatorsPane view={view} /> : null}
        {pane === 2 ? <AnnouncementsPane view={view} /> : null}
      </>
    );
  }
  return (
    <Screen title={`Group: ${route.title}`} keys={keys}>
      <PaneBar names={PANES} active={pane} />
      <Box flexDirection="column" flexGrow={1}>
        {body}
      </Box>
      {load.state === 'ready' && load.data.group.description ? (
        <Text dimColor wrap="truncate-end">
          {load.data.group.description}
        </Text>
      ) : null}
    </Screen>
  );
}
