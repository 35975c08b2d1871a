import { useMutation } from '@tanstack/react-query';
import { useAddToCart } from '../../cart/api/cart';
import { type AddTicketsOutcome, addTicketsOutcome, type TicketAddResult } from '../lib/add-tickets-outcome';

/** One chosen line of Select Tickets. */
export interface TicketChoice {
  ticketTypeId: number;
  quantity: number;
}

/**
 * Select Tickets' Add to Cart: one POST /cart/add per chosen ticket type (the cart feature's hook, which
 * reloads the cart after each), then what to say about it. The adds run one after another: a guest's
 * first add creates the cart of the session, and the next ones must join that cart, not race it.
 */
export function useAddTicketsToCart(eventId: number) {
  const addToCart = useAddToCart();
  return useMutation({
    mutationFn: async (choices: readonly TicketChoice[]): Promise<AddTicketsOutcome> => {
      const results: TicketAddResult[] = [];
      for (const choice of choices) {
        const input = { event_id: eventId, ticket_type_id: choice.ticketTypeId, quantity: choice.quantity };
        try {
          await addToCart.mutateAsync(input);
          results.push({ ticketTypeId: choice.ticketTypeId, error: null });
        } catch (error) {
          results.push({ ticketTypeId: choice.ticketTypeId, error });
        }
      }
      return addTicketsOutcome(results);
    },
  });
}
