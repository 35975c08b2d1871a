import {
  type Announcement,
  type AnnouncementDisplayStatus,
  announcementStatus,
  errorMessage,
  GROUP_MESSAGES,
} from '@campus/sdk';
import { Box, Text } from 'ink';
import { useState } from 'react';
import { Confirm } from '../../components/confirm.js';
import { ListView } from '../../components/list-view.js';
import { LoadView } from '../../components/load-view.js';
import { useList } from '../../components/use-list.js';
import { usePages } from '../../hooks/use-pages.js';
import { useTerminalSize } from '../../hooks/use-terminal-size.js';
import { useKeys } from '../../keys/keys.js';
import type { KeyHelp } from '../../shell/screen.js';
import { useNavigation, useServices } from '../../shell/services.js';
import { Tone } from '../../shell/theme.js';
import { announcementDate } from '../../text/announcement-date.js';
import { htmlText } from '../../text/html-text.js';
import type { GroupView } from './group-screen.js';

export const ANNOUNCEMENT_KEYS: readonly KeyHelp[] = [
  ['↑ ↓', 'move (the body shows below; ↓ on the last row loads more)'],
  ['/', 'filter the loaded announcements by title'],
  ['n', 'new announcement'],
  ['e', 'edit the announcement'],
  ['x', 'delete the announcement (asks first)'],
  ['r', 'reload'],
];

const BADGE_COLORS: Record<AnnouncementDisplayStatus, string> = {
  Active: 'green',
  Scheduled: 'blue',
  Expired: 'gray',
  Inactive: 'yellow',
};

/** Rows read at a time (the API's largest page): the next page loads when the cursor reaches the last row. */
const PER_PAGE = 50;

/** The group's announcements with the spec's status badge (Active, Inactive, Scheduled, Expired). */
export function AnnouncementsPane({ view }: { view: GroupView }) {
  const { client, now } = useServices();
  const navigation = useNavigation();
  const { rows } = useTerminalSize();
  const { group } = view.detail;
  const { load, reload, loadMore } = usePages(
    (page) => client.announcements.list(group.id, { show_all: view.canManage, page, per_page: PER_PAGE }),
    (item) => item.id,
    [group.id],
  );
  const [deleting, setDeleting] = useState<Announcement | null>(null);
  const items = load.state === 'ready' ? load.data.items : [];
  const height = rows - 11;
  const list = useList(items, {
    text: (item) => item.title,
    pageSize: height,
    active: deleting === null,
    onEnd: loadMore,
  });
  useKeys(
    (input) => {
      const current = list.current;
      const form = { name: 'announcement-form', groupId: group.id, title: group.name } as const;
      if (input === 'r') reload();
      else if (input === 'n' && view.canManage) navigation.push(form);
      else if (input === 'e' && view.canManage && current)
        navigation.push({ ...form, announcementId: current.id });
      else if (input === 'x' && view.canManage && current) setDeleting(current);
      else return false;
      return true;
    },
    deleting === null && !list.filtering,
  );
  const remove = async (announcement: Announcement) => {
    setDeleting(null);
    try {
      await client.announcements.remove(group.id, announcement.id);
      navigation.notify(`Deleted "${announcement.title}".`);
      reload();
    } catch (error) {
      navigation.notify(errorMessage(error, GROUP_MESSAGES.deleteAnnouncementFailed), 'error');
    }
  };
  const at = now();
  return (
    <LoadView load={load} failed={GROUP_MESSAGES.loadAnnouncementsFailed}>
      {(loaded) => (
        <Box flexDirection="column">
          <ListView
            list={list}
            height={height}
            rowKey={(item) => item.id}
            empty="No announcements"
            paging={{ rows: loaded, failed: GROUP_MESSAGES.loadAnnouncementsFailed }}
            row={(item) => {
              const status = announcementStatus(item, at);
              return (
                <Text wrap="truncate-end">
                  <Tone color={BADGE_COLORS[status]}>{`[${status}]`.padEnd(12)}</Tone>
                  {item.title}
                  <Text dimColor>
                    {' '}
                    · {announcementDate(item.available_from)}
                    {item.available_until ? ` to ${announcementDate(item.available_until)}` : ''}
                  </Text>
                </Text>
              );
            }}
          />
          {list.current ? (
            <Box borderStyle="single" paddingX={1} height={5} overflow="hidden">
              <Text wrap="truncate-end">{htmlText(list.current.body)}</Text>
            </Box>
          ) : null}
          {deleting ? (
            <Confirm
              question={`Delete "${deleting.title}"? This action cannot be undone.`}
              onYes={() => void remove(deleting)}
              onNo={() => setDeleting(null)}
            />
          ) : null}
        </Box>
      )}
    </LoadView>
  );
}
