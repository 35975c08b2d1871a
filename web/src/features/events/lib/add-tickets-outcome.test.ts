import { ApiError, ConflictError, NetworkError } from '@campus/sdk';
import { describe, expect, it } from 'vitest';
import { addTicketsOutcome } from './add-tickets-outcome';

const soldOut = new ConflictError(409, "'VIP' is sold out");
const onlyTwo = new ConflictError(409, "Only 2 'Family' tickets are left");
const network = new NetworkError(0, 'fetch failed');

describe('addTicketsOutcome', () => {
  it('says nothing when every line went in', () => {
    expect(addTicketsOutcome([{ ticketTypeId: 1, error: null }])).toEqual({ kind: 'added' });
  });

  it("gives the server's messages when every line failed", () => {
    expect(
      addTicketsOutcome([
        { ticketTypeId: 1, error: soldOut },
        { ticketTypeId: 2, error: onlyTwo },
      ]),
    ).toEqual({
      kind: 'failed',
      message: "Failed to add tickets to cart: 'VIP' is sold out; Only 2 'Family' tickets are left",
    });
  });

  it('says which lines went in when some failed', () => {
    expect(
      addTicketsOutcome([
        { ticketTypeId: 1, error: null },
        { ticketTypeId: 2, error: soldOut },
        { ticketTypeId: 3, error: soldOut },
      ]),
    ).toEqual({
      kind: 'partial',
      message: "Added some tickets to cart, but some failed: 'VIP' is sold out",
      added: [1],
    });
  });

  it('asks to try again when nothing went in and the server said nothing', () => {
    expect(
      addTicketsOutcome([
        { ticketTypeId: 1, error: network },
        { ticketTypeId: 2, error: new TypeError('bug') },
      ]),
    ).toEqual({ kind: 'failed', message: 'Failed to add to cart. Please try again.' });
  });

  it("falls back to 'Failed to add item to cart' for a line without a server message", () => {
    expect(
      addTicketsOutcome([
        { ticketTypeId: 1, error: soldOut },
        { ticketTypeId: 2, error: new ApiError(500, 'Internal', {}, false) },
      ]),
    ).toEqual({
      kind: 'failed',
      message: "Failed to add tickets to cart: 'VIP' is sold out; Failed to add item to cart",
    });
  });
});
