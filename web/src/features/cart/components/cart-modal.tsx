import { CART_MESSAGES, errorMessage } from '@campus/sdk';
import { Button, Modal, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useRef } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { CartIcon } from '../../../components/icons';
import { useCart } from '../api/cart';
import { CartFooter } from './cart-footer';
import { CartLine } from './cart-line';
import { useCartModal } from './cart-modal-context';
import { CART_TEXT, ticketCount } from './cart-text';

/**
 * The Shopping Cart modal (spec section 2, "Cart and checkout"), rendered once in the shell and opened
 * through the cart modal context: by the cart button, and by 'View Cart' on an event page.
 */
/** `onClosed` runs after the closing transition. */
export function CartModal({ onClosed }: { onClosed?: () => void }) {
  const { opened, close } = useCartModal();
  const phone = useMediaQuery('(max-width: 48em)');
  const cart = useCart();
  return (
    <Modal
      opened={opened}
      onClose={close}
      onExitTransitionEnd={onClosed}
      title={CART_TEXT.title(ticketCount(cart.data?.items ?? []))}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Close cart' }}
    >
      <CartBody onClose={close} />
    </Modal>
  );
}

function CartBody({ onClose }: { onClose: () => void }) {
  const cart = useCart();
  // A removed line, or a cleared cart, takes the focused button with it: the focus goes to the content.
  const contentRef = useRef<HTMLDivElement>(null);
  const focusContent = () => contentRef.current?.focus();
  if (cart.isPending) return <CartSkeleton />;
  if (cart.isError) {
    return <ErrorAlert>{errorMessage(cart.error, CART_MESSAGES.loadFailed)}</ErrorAlert>;
  }
  return (
    <Stack gap="md" ref={contentRef} tabIndex={-1} style={{ outline: 'none' }}>
      {cart.data.items.length === 0 ? (
        <EmptyCart onClose={onClose} />
      ) : (
        <>
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Cart items">
            {cart.data.items.map((item) => (
              <CartLine key={item.id} item={item} onRemoved={focusContent} />
            ))}
          </Stack>
          <CartFooter total={cart.data.total_amount} onClose={onClose} onCleared={focusContent} />
        </>
      )}
    </Stack>
  );
}

function CartSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-label={CART_TEXT.loading}>
      <Skeleton h={110} radius="md" />
      <Skeleton h={110} radius="md" />
    </Stack>
  );
}

function EmptyCart({ onClose }: { onClose: () => void }) {
  return (
    <Stack align="center" gap="xs" py="xl">
      <ThemeIcon variant="light" size={56} radius="xl">
        <CartIcon size={28} />
      </ThemeIcon>
      <Title order={3} fz="lg">
        {CART_TEXT.empty}
      </Title>
      <Text c="dimmed">{CART_TEXT.emptyHint}</Text>
      <Button variant="default" mt="sm" onClick={onClose} data-autofocus>
        Continue Shopping
      </Button>
    </Stack>
  );
}
