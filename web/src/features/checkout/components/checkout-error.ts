import { ApiError, CHECKOUT_MESSAGES, errorMessage, type PaymentType } from '@campus/sdk';

/**
 * Spec section 8, "Checkout": a 401 asks to log in again; otherwise the server's message (a 409 names the
 * ticket that ran out), else the fallback of the payment type.
 */
export function checkoutErrorMessage(error: unknown, paymentType: PaymentType): string {
  if (error instanceof ApiError && error.status === 401) return CHECKOUT_MESSAGES.sessionExpired;
  const fallback =
    paymentType === 'credit_card' ? CHECKOUT_MESSAGES.paymentIntentFailed : CHECKOUT_MESSAGES.checkoutFailed;
  return errorMessage(error, fallback);
}
