import { COURSE_MESSAGES } from '@campus/sdk';
import { Box, Text } from 'ink';
import { useEffect } from 'react';
import { LoadView } from '../../components/load-view.js';
import { useLoad } from '../../hooks/use-load.js';
import { useKeys } from '../../keys/keys.js';
import type { Route } from '../../shell/routes.js';
import { Screen } from '../../shell/screen.js';
import { useNavigation, useServices } from '../../shell/services.js';
import { htmlText } from '../../text/html-text.js';
import { person, shortDate } from './message-text.js';

/** One message: opening it marks the reader's copy read (GET /messages/{id}); r replies. */
export function MessageView({ route }: { route: Extract<Route, { name: 'message' }> }) {
  const { client, unread } = useServices();
  const navigation = useNavigation();
  const [load, reload] = useLoad(() => client.messages.get(route.messageId), [route.messageId]);
  useEffect(() => {
    if (load.state === 'ready') unread.refresh();
  }, [load.state, unread]);
  useKeys((input) => {
    if (input === 'r' && load.state === 'ready') {
      const message = load.data;
      navigation.push({
        name: 'compose',
        replyTo: { id: message.id, subject: message.subject, from: person(message.from_user) },
      });
    } else if (input === 'r' && load.state === 'error') reload();
    else return false;
    return true;
  });
  return (
    <Screen
      title="Message"
      keys={[
        ['r', 'reply'],
        ['esc', 'back to the inbox'],
      ]}
    >
      <LoadView load={load} failed={COURSE_MESSAGES.openMessagesFailed}>
        {(message) => (
          <Box flexDirection="column">
            <Text bold wrap="truncate-end">
              {message.subject}
            </Text>
            <Text wrap="truncate-end">From: {person(message.from_user)}</Text>
            <Text wrap="truncate-end">
              To: {message.recipients.map((user) => person(user)).join(', ') || person(message.to_user)}
              {message.recipient_count > message.recipients.length
                ? ` and ${message.recipient_count - message.recipients.length} more`
                : ''}
            </Text>
            {message.course ? <Text>Course: {message.course.name}</Text> : null}
            <Text dimColor>{shortDate(message.created_at)}</Text>
            <Box marginTop={1}>
              <Text>{htmlText(message.content)}</Text>
            </Box>
            <Text dimColor>r replies · esc goes back</Text>
          </Box>
        )}
      </LoadView>
    </Screen>
  );
}
