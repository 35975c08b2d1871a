import { CART_MESSAGES, type CheckoutSummary, errorMessage } from '@campus/sdk';
import { Grid, Stack, Title } from '@mantine/core';
import { ErrorAlert } from '../../../components/error-alert';
import { PageLoader } from '../../../components/page-loader';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCheckoutSummary } from '../../cart/api/cart';
import { CheckoutAuthRequired, CheckoutEmpty } from '../components/checkout-states';
import { CHECKOUT_TEXT } from '../components/checkout-text';
import { OrderSummary } from '../components/order-summary';
import { PaymentForm } from '../components/payment-form';

/**
 * /checkout (spec section 2, "Cart and checkout"). The route guard sends guests to /login first; the page
 * still says 'Authentication Required' itself should a session end while it is open.
 */
export default function CheckoutPage() {
  useDocumentTitle(CHECKOUT_TEXT.title);
  const { isSignedIn } = useSession();
  return (
    <Stack gap="lg">
      <Title order={1}>{CHECKOUT_TEXT.title}</Title>
      {isSignedIn ? <CheckoutContent /> : <CheckoutAuthRequired />}
    </Stack>
  );
}

/** The cart's lines and quantities: another cart is another payment attempt (a new Idempotency-Key). */
function cartLinesOf(summary: CheckoutSummary): string {
  return Object.values(summary.items_by_event)
    .flatMap((group) => group.tickets.map((line) => `${line.cart_item_id}x${line.quantity}`))
    .sort()
    .join(',');
}

function CheckoutContent() {
  const summary = useCheckoutSummary();
  if (summary.isPending) return <PageLoader />;
  if (summary.isError) {
    return <ErrorAlert>{errorMessage(summary.error, CART_MESSAGES.summaryFailed)}</ErrorAlert>;
  }
  if (summary.data.summary.total_items === 0) return <CheckoutEmpty />;
  return (
    <Grid gap="lg" align="flex-start">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <OrderSummary summary={summary.data} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <PaymentForm total={summary.data.summary.total_amount} cartLines={cartLinesOf(summary.data)} />
      </Grid.Col>
    </Grid>
  );
}
