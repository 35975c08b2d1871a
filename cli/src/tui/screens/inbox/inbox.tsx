import { COURSE_MESSAGES, errorMessage, type Message } from '@campus/sdk';
import { Box, Text } from 'ink';
import { useState } from 'react';
import { Confirm } from '../../components/confirm.js';
import { ListView } from '../../components/list-view.js';
import { LoadView } from '../../components/load-view.js';
import { PaneBar, usePanes } from '../../components/panes.js';
import { useList } from '../../components/use-list.js';
import { usePages } from '../../hooks/use-pages.js';
import { useTerminalSize } from '../../hooks/use-terminal-size.js';
import { useKeys } from '../../keys/keys.js';
import type { Route } from '../../shell/routes.js';
import { Screen } from '../../shell/screen.js';
import { useNavigation, useServices } from '../../shell/services.js';
import { Tone } from '../../shell/theme.js';
import { person, shortDate } from './message-text.js';

const PANES = ['Inbox', 'Sent'] as const;
/** Rows read at a time (newest first): the next page loads when the cursor reaches the last row. */
const PER_PAGE = 50;

/** Received and sent messages: enter reads, c composes, x deletes (for me only, after asking). */
export function InboxScreen({ route }: { route: Extract<Route, { name: 'inbox' }> }) {
  const { client, unread } = useServices();
  const navigation = useNavigation();
  const { rows } = useTerminalSize();
  const pane = usePanes(PANES.length, route.pane ?? 0, (next) => navigation.update({ ...route, pane: next }));
  const { load, reload, loadMore } = usePages(
    (page) =>
      pane === 0
        ? client.messages.inbox({ page, per_page: PER_PAGE })
        : client.messages.sent({ page, per_page: PER_PAGE }),
    (message) => message.id,
    [pane],
  );
  const [deleting, setDeleting] = useState<Message | null>(null);
  const items = load.state === 'ready' ? load.data.items : [];
  const height = rows - 6;
  const list = useList(items, {
    text: (message) => `${message.subject} ${person(message.from_user)} ${person(message.to_user)}`,
    pageSize: height,
    active: deleting === null,
    onEnd: loadMore,
  });
  useKeys(
    (input, key) => {
      if (key.return && list.current) navigation.push({ name: 'message', messageId: list.current.id });
      else if (input === 'c') navigation.push({ name: 'compose' });
      else if (input === 'x' && list.current?.can_delete) setDeleting(list.current);
      else if (input === 'r') reload();
      else return false;
      return true;
    },
    deleting === null && !list.filtering,
  );
  const remove = async (message: Message) => {
    setDeleting(null);
    try {
      await client.messages.remove(message.id);
      navigation.notify(`Deleted "${message.subject}".`);
      unread.refresh();
      reload();
    } catch (error) {
      navigation.notify(errorMessage(error, 'Failed to delete message'), 'error');
    }
  };
  return (
    <Screen
      title="Inbox"
      keys={[
        ['tab', 'Inbox or Sent'],
        ['↑ ↓', 'move (↓ on the last row loads older messages)'],
        ['enter', 'read the message'],
        ['c', 'compose a message'],
        ['x', 'delete the message for me (asks first)'],
        ['/', 'filter the loaded messages by subject or person'],
        ['r', 'reload'],
      ]}
    >
      <PaneBar names={PANES} active={pane} />
      <LoadView load={load} failed={COURSE_MESSAGES.openMessagesFailed}>
        {(loaded) => (
          <Box flexDirection="column">
            <ListView
              list={list}
              height={height}
              rowKey={(message) => message.id}
              empty={pane === 0 ? 'No messages' : 'No sent messages'}
              paging={{ rows: loaded, failed: COURSE_MESSAGES.openMessagesFailed }}
              row={(message) => (
                <Text wrap="truncate-end">
                  <Tone color="yellow" bold>
                    {message.is_read ? '  ' : '● '}
                  </Tone>
                  <Text bold={!message.is_read}>{message.subject}</Text>
                  <Text dimColor>
                    {' '}
                    · {pane === 0 ? `from ${person(message.from_user)}` : `to ${person(message.to_user)}`}
                    {message.recipient_count > 1 ? ` +${message.recipient_count - 1}` : ''} ·{' '}
                    {shortDate(message.created_at)}
                  </Text>
                </Text>
              )}
            />
          </Box>
        )}
      </LoadView>
      {deleting ? (
        <Confirm
          question={`Delete "${deleting.subject}"? It is removed for you only.`}
          onYes={() => void remove(deleting)}
          onNo={() => setDeleting(null)}
        />
      ) : null}
    </Screen>
  );
}
