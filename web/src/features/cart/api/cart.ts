import type { CartAddInput, CartItemUpdateInput, CheckoutInput } from '@campus/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client';
import { cartKeys } from './keys';

/** GET /cart (for guests too: the cart follows the browser's X-Session-ID). */
export function useCart() {
  const client = useApiClient();
  return useQuery({ queryKey: cartKeys.cart(), queryFn: () => client.cart.get() });
}

/** The cart's item count for the navigation badge: the number of tickets in it. */
export function useCartCount(): number {
  const cart = useCart();
  return cart.data?.items.reduce((sum, item) => sum + item.quantity, 0) ?? 0;
}

/** GET /cart/checkout-summary. */
export function useCheckoutSummary(enabled = true) {
  const client = useApiClient();
  return useQuery({ queryKey: cartKeys.summary(), queryFn: () => client.cart.checkoutSummary(), enabled });
}

/** The cart reloads after every change (spec section 4): each mutation invalidates every cart query. */
function useReloadCart() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: cartKeys.all });
}

export function useAddToCart() {
  const client = useApiClient();
  const reload = useReloadCart();
  return useMutation({ mutationFn: (input: CartAddInput) => client.cart.add(input), onSettled: reload });
}

export function useUpdateCartItem() {
  const client = useApiClient();
  const reload = useReloadCart();
  return useMutation({
    mutationFn: ({ itemId, ...input }: CartItemUpdateInput & { itemId: number }) =>
      client.cart.updateItem(itemId, input),
    onSettled: reload,
  });
}

export function useRemoveCartItem() {
  const client = useApiClient();
  const reload = useReloadCart();
  return useMutation({ mutationFn: (itemId: number) => client.cart.removeItem(itemId), onSettled: reload });
}

export function useClearCart() {
  const client = useApiClient();
  const reload = useReloadCart();
  return useMutation({ mutationFn: () => client.cart.clear(), onSettled: reload });
}

/**
 * POST /cart/checkout with the attempt's Idempotency-Key (a retry of the same attempt is answered, not paid
 * twice); afterwards the cart, the user's RSVPs and the events (seats) are read again.
 */
export function useCheckout() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...input }: CheckoutInput & { idempotencyKey: string }) =>
      client.cart.checkout(input, { idempotencyKey }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
