import {
  type EventWaitlistJoinInput,
  WAITLIST_MESSAGES,
  type WaitlistEntries,
  type WaitlistParent,
} from '@campus/sdk';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { cartKeys } from '../../cart/api/keys';
import { useCartModal } from '../../cart/components/cart-modal-context';
import { courseKeys } from '../../courses/api/keys';
import { eventKeys } from '../../events/api/keys';
import { reorderedEntries } from '../lib/line-order';
import { waitlistKeys } from './keys';

/**
 * A waitlist change moves places: the waitlists, the events (seats, RSVPs, attendees), the courses
 * (places, enrollments) and the cart (a paid claim adds a held line) are read again.
 */
function useInvalidateAfterWaitlistChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [waitlistKeys.all, eventKeys.all, courseKeys.all, cartKeys.all].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/**
 * The user's own changes say that they worked from the hook itself: the control that started one (Claim,
 * Leave) is gone once the waitlist reads again, and a caller's callback would no longer run by then.
 */
function tell(message: string) {
  notifications.show({ color: 'green', message });
}

/** POST .../waitlist: join a full event (or one of its ticket types) or course. */
export function useJoinWaitlist(parent: WaitlistParent) {
  const client = useApiClient();
  const invalidate = useInvalidateAfterWaitlistChange();
  return useMutation({
    mutationFn: (input: EventWaitlistJoinInput = {}) => client.waitlist.join(parent, input),
    onSuccess: (joined) => {
      tell(
        joined.position === null
          ? WAITLIST_MESSAGES.joined
          : `${WAITLIST_MESSAGES.joined} You are number ${joined.position} in line.`,
      );
      return invalidate();
    },
  });
}

/** DELETE .../waitlist: leave the line (an open offer passes to the next). */
export function useLeaveWaitlist(parent: WaitlistParent) {
  const client = useApiClient();
  const invalidate = useInvalidateAfterWaitlistChange();
  return useMutation({
    mutationFn: () => client.waitlist.leave(parent),
    onSuccess: () => {
      tell(WAITLIST_MESSAGES.left);
      return invalidate();
    },
  });
}

/**
 * POST /waitlist/{entryId}/claim. A paid ticket lands in the cart, which opens so it can be checked out
 * before the hold ends. A refused claim (expired) also reloads: the entry moved on.
 */
export function useClaimOffer() {
  const client = useApiClient();
  const invalidate = useInvalidateAfterWaitlistChange();
  const cart = useCartModal();
  return useMutation({
    mutationFn: (entryId: number) => client.waitlist.claim(entryId),
    onSuccess: (result) => {
      tell(result.kind === 'cart' ? WAITLIST_MESSAGES.claimedToCart : WAITLIST_MESSAGES.claimed);
      if (result.kind === 'cart') cart.open();
    },
    onSettled: invalidate,
  });
}

/** POST /waitlist/{entryId}/decline. */
export function useDeclineOffer() {
  const client = useApiClient();
  const invalidate = useInvalidateAfterWaitlistChange();
  return useMutation({
    mutationFn: (entryId: number) => client.waitlist.decline(entryId),
    onSuccess: () => tell(WAITLIST_MESSAGES.declined),
    onSettled: invalidate,
  });
}

/** Staff: offer a place to a waiting entry now, out of turn. */
export function useOfferPlace(parent: WaitlistParent) {
  const client = useApiClient();
  const invalidate = useInvalidateAfterWaitlistChange();
  return useMutation({
    mutationFn: (entryId: number) => client.waitlist.offer(parent, entryId),
    onSettled: invalidate,
  });
}

/**
 * Staff: save a new line order (every waiting entry's id, first in line first). The new order shows at
 * once; a refusal puts the order back as it was, and the line is read again either way.
 */
export function useReorderWaitlist(parent: WaitlistParent) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const key = waitlistKeys.entries(parent);
  return useMutation({
    mutationFn: (entryIds: number[]) => client.waitlist.reorder(parent, { entry_ids: entryIds }),
    onMutate: async (entryIds) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<WaitlistEntries>(key);
      if (before) queryClient.setQueryData(key, reorderedEntries(before, entryIds));
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitlistKeys.all }),
  });
}
