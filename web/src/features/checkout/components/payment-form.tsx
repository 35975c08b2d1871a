import {
  checkoutSuccessMessage,
  DEFAULT_PAYMENT_TYPE,
  formatMoney,
  NOTES_MAX_LENGTH,
  PAYMENT_TYPE_LABELS,
  PAYMENT_TYPES,
  type PaymentType,
  paths,
} from '@campus/sdk';
import { Alert, Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorAlert } from '../../../components/error-alert';
import { NoteField } from '../../../components/note-field';
import { useCheckout } from '../../cart/api/cart';
import { useCartModal } from '../../cart/components/cart-modal-context';
import { useAttemptKey } from '../lib/use-attempt-key';
import { checkoutErrorMessage } from './checkout-error';
import { CHECKOUT_TEXT } from './checkout-text';

function isPaymentType(value: string): value is PaymentType {
  return (PAYMENT_TYPES as readonly string[]).includes(value);
}

/**
 * Payment method (Credit Card by default), an optional note, the demo-mode warning, Back to Cart and the
 * pay button. Cash or Zelle makes pending RSVPs and goes to My Events; a card only makes demo payment
 * intents, so the page says so and the cart stays as it was. Each attempt carries its own Idempotency-Key:
 * pressing Pay again for the same cart, method and note is answered with the first answer.
 */
export function PaymentForm({ total, cartLines }: { total: number; cartLines: string }) {
  const [paymentType, setPaymentType] = useState<PaymentType>(DEFAULT_PAYMENT_TYPE);
  const [notes, setNotes] = useState('');
  const [demoNotice, setDemoNotice] = useState<string | null>(null);
  const checkout = useCheckout();
  const idempotencyKey = useAttemptKey(JSON.stringify([paymentType, notes, cartLines, total]));
  const cartModal = useCartModal();
  const navigate = useNavigate();
  const noticeRef = useRef<HTMLDivElement>(null);
  // The pay button is disabled while it spins, which drops the keyboard focus: it goes to the result.
  useEffect(() => {
    if (demoNotice) noticeRef.current?.focus();
  }, [demoNotice]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDemoNotice(null);
    checkout.mutate(
      { payment_type: paymentType, notes, idempotencyKey },
      {
        onSuccess: (result) => {
          if (result.demo) {
            setDemoNotice(checkoutSuccessMessage(result));
            return;
          }
          notifications.show({ color: 'green', message: checkoutSuccessMessage(result) });
          void navigate(paths.dashboardTab('my-events'));
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="payment-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} fz="h3" id="payment-title">
            {CHECKOUT_TEXT.payment}
          </Title>
          <Radio.Group
            label={CHECKOUT_TEXT.paymentMethod}
            value={paymentType}
            onChange={(value) => {
              if (isPaymentType(value)) setPaymentType(value);
            }}
          >
            <Stack gap="xs" mt="xs">
              {PAYMENT_TYPES.map((type) => (
                <Radio key={type} value={type} label={PAYMENT_TYPE_LABELS[type]} />
              ))}
            </Stack>
          </Radio.Group>
          {paymentType !== 'credit_card' && (
            <Text size="sm" c="dimmed">
              {CHECKOUT_TEXT.manualPayment}
            </Text>
          )}
          <NoteField
            label={CHECKOUT_TEXT.notes}
            rows={3}
            maxLength={NOTES_MAX_LENGTH}
            value={notes}
            onChange={(event) => setNotes(event.currentTarget.value)}
          />
          {/* No Alert titles: Mantine colours them (yellow-6 on yellow-0 is 2.7:1); bold body text instead. */}
          <Alert color="yellow" variant="light" role="note">
            <Text span fw={700} fz="inherit">
              {CHECKOUT_TEXT.demoTitle}:
            </Text>{' '}
            {CHECKOUT_TEXT.demo}
          </Alert>
          {demoNotice && (
            <Alert ref={noticeRef} tabIndex={-1} color="blue" variant="light" role="status">
              {demoNotice}
            </Alert>
          )}
          <ErrorAlert>
            {checkout.isError ? checkoutErrorMessage(checkout.error, paymentType) : null}
          </ErrorAlert>
          <Group justify="space-between" gap="sm">
            <Button variant="default" onClick={cartModal.open} disabled={checkout.isPending}>
              Back to Cart
            </Button>
            <Button type="submit" loading={checkout.isPending}>
              {CHECKOUT_TEXT.pay(formatMoney(total))}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
