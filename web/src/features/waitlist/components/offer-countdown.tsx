import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { waitlistKeys } from '../api/keys';
import { formatDeadline, formatTimeLeft } from '../lib/time-left';
import { useNow } from '../lib/use-now';

/**
 * An offer's deadline and the time left, ticking every second. A timer (role="timer") is not read out
 * on every tick; the deadline beside it is the part a screen reader needs. When the time runs out the
 * waitlists read again: the offer has moved on to the next in line.
 */
export function OfferCountdown({ expiresAt, label = 'Claim before' }: { expiresAt: string; label?: string }) {
  const now = useNow();
  const left = formatTimeLeft(expiresAt, now);
  const expired = left === 'Expired';
  const queryClient = useQueryClient();
  const told = useRef(false);
  useEffect(() => {
    if (expired && !told.current) {
      told.current = true;
      void queryClient.invalidateQueries({ queryKey: waitlistKeys.all });
    }
  }, [expired, queryClient]);
  return (
    <Text size="sm">
      {label}{' '}
      <Text span fw={600}>
        {formatDeadline(expiresAt)}
      </Text>{' '}
      <Text span c={expired ? 'red' : 'dimmed'} role="timer" style={{ whiteSpace: 'nowrap' }}>
        ({left})
      </Text>
    </Text>
  );
}
