import type { WaitlistParent } from '@campus/sdk';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { waitlistKeys } from './keys';
import { useLiveWaitlist, useOwnWaitlistRefetchInterval, WAITLIST_POLL_MS } from './poll';

/** GET /waitlist: the signed-in user's active entries (waiting, offered, in cart), with positions. */
export function useMyWaitlists() {
  const client = useApiClient();
  const { isSignedIn } = useSession();
  useLiveWaitlist();
  return useQuery({
    queryKey: waitlistKeys.mine(),
    queryFn: () => client.waitlist.mine(),
    enabled: isSignedIn,
    refetchInterval: useOwnWaitlistRefetchInterval(),
  });
}

/** GET /events/{id}/waitlist or /courses/{id}/waitlist: the reader's own active entry there, or null. */
export function useMyWaitlistEntry(parent: WaitlistParent, enabled = true) {
  const client = useApiClient();
  const { isSignedIn } = useSession();
  useLiveWaitlist();
  return useQuery({
    queryKey: waitlistKeys.entry(parent),
    queryFn: () => client.waitlist.myEntry(parent),
    enabled: isSignedIn && enabled,
    refetchInterval: useOwnWaitlistRefetchInterval(),
  });
}

/**
 * Staff: the whole line of an event or a course, offers and cart holds first, then the waiting. The
 * stream carries each reader's own entries, not the line, so staff screens keep the 30-second poll.
 */
export function useWaitlistEntries(parent: WaitlistParent) {
  const client = useApiClient();
  return useQuery({
    queryKey: waitlistKeys.entries(parent),
    queryFn: () => client.waitlist.entries(parent),
    refetchInterval: WAITLIST_POLL_MS,
  });
}
