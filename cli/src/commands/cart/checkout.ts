import type { CampusClient, CheckoutInput } from '@campus/sdk';
import type { Command } from 'commander';
import { hasStatus } from '../../api/status.js';
import { CliError, ExitCode, NotSignedInError } from '../../errors.js';
import { printJson, printStatus, printTable } from '../../output.js';
import { type GlobalOptions, resolveSession } from '../../session.js';
import { parseVerb } from '../shared/parse.js';
import { loadSdk, type Sdk } from '../shared/sdk.js';
import { withSessionClient } from '../shared/signed-in.js';
import { validateInput } from '../shared/validate.js';
import { defineVerb, stringValue } from '../shared/verb.js';
import {
  CHECKOUT_RSVP_HEADERS,
  checkoutMessage,
  checkoutRsvpRow,
  eventTitles,
  PAYMENT_INTENT_HEADERS,
  paymentIntentRow,
} from './shared/checkout-rows.js';

export interface CartCheckoutOptions {
  globals: GlobalOptions;
  payment?: string;
  note?: string;
  /** The Idempotency-Key to send; a new one per run when not given. */
  idempotencyKey?: string;
}

export const CHECKOUT_FLAGS = { payment_type: '--payment', notes: '--note' } as const;

export const cartCheckout = defineVerb<CartCheckoutOptions>({
  path: ['cart', 'checkout'],
  summary:
    'Check out your cart (signed in): cash or zelle make pending RSVPs with the tickets and the amount owed; credit_card is demo mode (no card is charged, the cart is kept)',
  examples: [
    'campus cart checkout --payment cash',
    'campus cart checkout --payment zelle --note Invoice-42',
    '# Demo mode: payment intents, nothing charged',
    'campus cart checkout --payment credit_card',
    '# The RSVPs made, as JSON',
    'campus cart checkout --payment cash --json',
    '# A retry of a checkout whose answer was lost: answered again, not paid twice',
    'campus cart checkout --payment cash --idempotency-key order-2026-11-24',
  ],
  configure(command: Command) {
    command
      .option('--payment <type>', 'cash, zelle or credit_card (demo)', 'credit_card')
      .option('--note <text>', 'a note for the organisers (up to 500 characters)')
      .option(
        '--idempotency-key <key>',
        'the Idempotency-Key sent with the checkout (default: a new one for this run); the same key with the same payment and note within 24 hours answers the first checkout again instead of paying twice',
      );
  },
  options: ({ values, globals }) => ({
    globals,
    payment: stringValue(values, 'payment'),
    note: stringValue(values, 'note'),
    idempotencyKey: stringValue(values, 'idempotencyKey'),
  }),
  async run(options, ctx) {
    const sdk = await loadSdk();
    const input = checkoutInput(sdk, options);
    const idempotencyKey = checkoutKey(sdk, options);
    const session = await resolveSession(options.globals, ctx);
    if (!session.token) throw new NotSignedInError(sdk.CHECKOUT_MESSAGES.notLoggedIn);
    const { cart, result } = await withSessionClient(session, ctx, (client) =>
      checkOut(client, input, idempotencyKey),
    );
    if (options.globals.json) {
      await printJson(ctx.io, result, options.globals);
    } else if (result.rsvps.length > 0) {
      const titles = eventTitles(cart);
      printTable(
        ctx.io,
        CHECKOUT_RSVP_HEADERS,
        result.rsvps.map((rsvp) => checkoutRsvpRow(sdk, rsvp, titles)),
      );
    } else if (result.payment_intents.length > 0) {
      printTable(
        ctx.io,
        PAYMENT_INTENT_HEADERS,
        result.payment_intents.map((intent) => paymentIntentRow(sdk, intent)),
      );
    }
    printStatus(ctx.io, checkoutMessage(sdk, result));
    return undefined;
  },
});

/** The body checked with the sdk's CheckoutSchema before any call: a bad value is exit 2 under its flag. */
export function checkoutInput(
  sdk: Pick<Sdk, 'CheckoutSchema'>,
  options: Pick<CartCheckoutOptions, 'payment' | 'note'>,
): CheckoutInput {
  return validateInput(
    sdk.CheckoutSchema,
    { payment_type: options.payment, notes: options.note },
    CHECKOUT_FLAGS,
  );
}

/** The run's Idempotency-Key: --idempotency-key checked with the sdk's schema (exit 2), else a new one. */
export function checkoutKey(
  sdk: Pick<Sdk, 'IdempotencyKeySchema' | 'createIdempotencyKey'>,
  options: Pick<CartCheckoutOptions, 'idempotencyKey'>,
): string {
  if (options.idempotencyKey === undefined) return sdk.createIdempotencyKey();
  return validateInput(sdk.IdempotencyKeySchema, options.idempotencyKey, { input: '--idempotency-key' });
}

/**
 * Reads the cart (the checkout answers without event titles), then checks out with the run's key. A 409
 * (sold out, or fewer left than the cart holds) keeps the cart: the server's message, and what to do next.
 */
async function checkOut(client: CampusClient, input: CheckoutInput, idempotencyKey: string) {
  const cart = await client.cart.get();
  try {
    return { cart, result: await client.cart.checkout(input, { idempotencyKey }) };
  } catch (error) {
    if (!hasStatus(error, 409) || !(error instanceof Error)) throw error;
    throw new CliError(error.message, ExitCode.failure, [
      'Your cart was kept: change it with `campus cart remove ITEM_ID`, then check out again.',
    ]);
  }
}

export const parse = (argv: readonly string[]) => parseVerb(cartCheckout, argv);
