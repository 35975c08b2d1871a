import { formatBadgeCount } from '@campus/sdk';
import { Box, Text } from 'ink';
import { useEffect, useState } from 'react';
import type { TuiUser } from '../env.js';
import type { UnreadSource } from '../unread/unread-source.js';
import { Tone } from './theme.js';

/** Who is signed in, at which API, and how many messages are unread (as the web's inbox badge: 99+). */
export function StatusLine({
  user,
  apiUrl,
  unread,
}: {
  user: TuiUser;
  apiUrl: string;
  unread: UnreadSource;
}) {
  const count = useUnreadCount(unread);
  const badge = count === null ? '…' : formatBadgeCount(count) || '0';
  return (
    <Box justifyContent="space-between">
      <Text wrap="truncate-end">
        <Tone color="cyan" bold>
          Campus
        </Tone>{' '}
        {user.username}
        {user.isAdmin ? ' (admin)' : ''} · {apiUrl}
      </Text>
      <Text>
        {' '}
        <Tone color={count ? 'yellow' : undefined} bold={Boolean(count)}>
          {badge} unread
        </Tone>
      </Text>
    </Box>
  );
}

export function useUnreadCount(unread: UnreadSource): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => unread.subscribe(setCount), [unread]);
  return count;
}
